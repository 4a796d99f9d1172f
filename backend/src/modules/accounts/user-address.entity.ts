import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Comune } from '../locations/comune.entity';
import { Country } from '../locations/country.entity';
import { Province } from '../locations/province.entity';
import { Region } from '../locations/region.entity';
import { User } from './user.entity';

export type AddressType = 'invoice' | 'other';

/** An account address; Italian ones use region/province/location/cap, foreign ones completeAddress. */
@Entity('user_addresses')
@Index('IDX_user_addresses_user', ['userId'])
export class UserAddress {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, (user) => user.addresses, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_addresses_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 10 })
  type: AddressType;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ name: 'region_id', type: 'int', nullable: true })
  regionId: number | null;

  @ManyToOne(() => Region, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'region_id', foreignKeyConstraintName: 'FK_user_addresses_region' })
  region?: Region;

  @Column({ name: 'province_id', type: 'int', nullable: true })
  provinceId: number | null;

  @ManyToOne(() => Province, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'province_id', foreignKeyConstraintName: 'FK_user_addresses_province' })
  province?: Province;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  @ManyToOne(() => Comune, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'FK_user_addresses_location' })
  location?: Comune;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cap: string | null;

  @Column({ name: 'nation_id', type: 'int' })
  nationId: number;

  @ManyToOne(() => Country, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'nation_id', foreignKeyConstraintName: 'FK_user_addresses_nation' })
  nation?: Country;

  @Column({ name: 'complete_address', type: 'varchar', length: 300, nullable: true })
  completeAddress: string | null;
}

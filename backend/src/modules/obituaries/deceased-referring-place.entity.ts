import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { Comune } from '../locations/comune.entity';
import { Province } from '../locations/province.entity';
import { Region } from '../locations/region.entity';

/** A place an obituary refers to (spec panels §3 referringPlace): its zone for notifications and search. */
@Entity('deceased_referring_places')
@Index('IDX_deceased_referring_places_deceased', ['deceasedId'])
@Index('IDX_deceased_referring_places_region', ['regionId'])
export class DeceasedReferringPlace {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_deceased_referring_places_deceased' })
  deceased?: Deceased;

  @Column({ name: 'region_id', type: 'int' })
  regionId: number;

  @ManyToOne(() => Region, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'region_id', foreignKeyConstraintName: 'FK_deceased_referring_places_region' })
  region?: Region;

  @Column({ name: 'province_id', type: 'int', nullable: true })
  provinceId: number | null;

  @ManyToOne(() => Province, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'province_id', foreignKeyConstraintName: 'FK_deceased_referring_places_province' })
  province?: Province;

  @Column({ name: 'location_id', type: 'int', nullable: true })
  locationId: number | null;

  @ManyToOne(() => Comune, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'FK_deceased_referring_places_location' })
  location?: Comune;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cap: string | null;
}

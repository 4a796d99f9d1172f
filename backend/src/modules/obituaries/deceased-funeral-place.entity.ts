import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';
import { Comune } from '../locations/comune.entity';
import { Province } from '../locations/province.entity';
import { Region } from '../locations/region.entity';

/** One row of a notice's funeral places (spec panels §5: the first row is mandatory), in form order. */
@Entity('deceased_funeral_places')
@Index('IDX_deceased_funeral_places_deceased', ['deceasedId'])
export class DeceasedFuneralPlace {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_deceased_funeral_places_deceased' })
  deceased?: Deceased;

  /** 0 for the first row. */
  @Column({ type: 'smallint' })
  position: number;

  /** The church or hall, when given. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ name: 'region_id', type: 'int' })
  regionId: number;

  @ManyToOne(() => Region, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'region_id', foreignKeyConstraintName: 'FK_deceased_funeral_places_region' })
  region?: Region;

  @Column({ name: 'province_id', type: 'int' })
  provinceId: number;

  @ManyToOne(() => Province, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'province_id', foreignKeyConstraintName: 'FK_deceased_funeral_places_province' })
  province?: Province;

  @Column({ name: 'location_id', type: 'int' })
  locationId: number;

  @ManyToOne(() => Comune, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'location_id', foreignKeyConstraintName: 'FK_deceased_funeral_places_location' })
  location?: Comune;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cap: string | null;
}

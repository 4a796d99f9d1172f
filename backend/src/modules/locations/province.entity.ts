import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Region } from './region.entity';

/** A province; id = ISTAT province code. */
@Entity('provinces')
@Index('IDX_provinces_region', ['regionId'])
export class Province {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Two-letter car-plate code, e.g. 'MI'. */
  @Column({ type: 'varchar', length: 2 })
  sigla: string;

  @Column({ name: 'region_id', type: 'int' })
  regionId: number;

  @ManyToOne(() => Region, { onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'region_id', foreignKeyConstraintName: 'FK_provinces_region' })
  region?: Region;
}

import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Comune } from './comune.entity';

/** One CAP of one comune, so that locationFromCap is an index lookup. */
@Entity('comune_caps')
@Index('IDX_comune_caps_comune', ['comuneId'])
export class ComuneCap {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  cap: string;

  @PrimaryColumn({ name: 'comune_id', type: 'int' })
  comuneId: number;

  @ManyToOne(() => Comune, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'comune_id', foreignKeyConstraintName: 'FK_comune_caps_comune' })
  comune?: Comune;
}

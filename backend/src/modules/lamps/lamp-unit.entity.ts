import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lamp } from './lamp.entity';

/**
 * A connected lamp (spec panels §3: idProduzione, lampadaAbilitataDaGestore): a unit wired to a lamp, which
 * the lamp lists in its check-ins. A unit first seen is off until its manager enables it.
 */
@Entity('lamp_units')
@Index('IDX_lamp_units_production', ['productionId'], { unique: true })
@Index('IDX_lamp_units_lamp', ['lampId'])
export class LampUnit {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'lamp_id', type: 'int' })
  lampId: number;

  @ManyToOne(() => Lamp, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'lamp_id', foreignKeyConstraintName: 'FK_lamp_units_lamp' })
  lamp?: Lamp;

  /** idProduzione */
  @Column({ name: 'production_id', type: 'varchar', length: 40 })
  productionId: string;

  /** lampadaAbilitataDaGestore */
  @Column({ type: 'tinyint', default: 0 })
  enabled: number;

  @Column({ name: 'first_seen_at', type: 'datetime' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'datetime' })
  lastSeenAt: Date;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Deceased } from '../../deceased/deceased.entity';
import type { AfterDeadline } from './moderation-rules';

/**
 * A page's choice of what happens to a dedication nobody decided within the deadline (moderation-rules.ts).
 * A page without a row has the default (DEFAULT_AFTER_DEADLINE).
 */
@Entity('page_moderation')
export class PageModeration {
  @PrimaryColumn({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_page_moderation_deceased' })
  deceased?: Deceased;

  @Column({ name: 'after_deadline', type: 'varchar', length: 10 })
  afterDeadline: AfterDeadline;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  /** The account that made the choice last. */
  @Column({ name: 'updated_by', type: 'int', nullable: true })
  updatedBy: number | null;
}

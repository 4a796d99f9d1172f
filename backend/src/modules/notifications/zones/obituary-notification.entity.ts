import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';
import { Deceased } from '../../deceased/deceased.entity';

/** pending: waits for the subscriber's digest; told: a message went (or is queued); dropped: notifications were off. */
export type ObituaryNotificationStatus = 'pending' | 'told' | 'dropped';

/** That a person has been told (or will be, in a digest) about an obituary: one row per person and obituary. */
@Entity('obituary_notifications')
@Index('IDX_obituary_notifications_user_deceased', ['userId', 'deceasedId'], { unique: true })
@Index('IDX_obituary_notifications_status_user', ['status', 'userId'])
@Index('IDX_obituary_notifications_deceased', ['deceasedId'])
export class ObituaryNotification {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_obituary_notifications_user' })
  user?: User;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_obituary_notifications_deceased' })
  deceased?: Deceased;

  /** What the digest shows, as published (the digest is written later, maybe after several notices). */
  @Column({ name: 'deceased_name', type: 'varchar', length: 201 })
  deceasedName: string;

  @Column({ type: 'varchar', length: 255 })
  place: string;

  @Column({ type: 'varchar', length: 8 })
  status: ObituaryNotificationStatus;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'told_at', type: 'datetime', nullable: true })
  toldAt: Date | null;
}

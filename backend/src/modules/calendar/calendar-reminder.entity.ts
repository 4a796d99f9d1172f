import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Deceased } from '../deceased/deceased.entity';

export type ReminderChannel = 'email' | 'wa';
export type ReminderStatus = 'active' | 'sent' | 'unsubscribed' | 'cancelled';

/**
 * A visitor's 'Ricordamelo': one message the day before a date of a page's calendar, every year for an
 * anniversary, until the visitor follows the message's unsubscribe link. One row per page, date and contact.
 */
@Entity('calendar_reminders')
@Index('UQ_calendar_reminders_recipient', ['deceasedId', 'eventKey', 'channel', 'recipient'], {
  unique: true,
})
@Index('IDX_calendar_reminders_due', ['status', 'remindAt'])
@Index('IDX_calendar_reminders_token', ['tokenHash'])
export class CalendarReminder {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'deceased_id', type: 'int' })
  deceasedId: number;

  @ManyToOne(() => Deceased, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'deceased_id', foreignKeyConstraintName: 'FK_calendar_reminders_deceased' })
  deceased?: Deceased;

  @Column({ name: 'event_key', type: 'varchar', length: 32 })
  eventKey: string;

  @Column({ type: 'varchar', length: 8 })
  channel: ReminderChannel;

  /** The e-mail (lower case) or the phone '+39-333…'. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The next date reminded of, 'YYYY-MM-DD'. */
  @Column({ name: 'event_day', type: 'date' })
  eventDay: string;

  /** When its message goes: the day before, at 09:00 Europe/Rome. */
  @Column({ name: 'remind_at', type: 'datetime' })
  remindAt: Date;

  @Column({ type: 'varchar', length: 16 })
  status: ReminderStatus;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;
}

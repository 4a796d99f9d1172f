import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';

export type OutboxChannel = 'email' | 'wa' | 'sms';
export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['email', 'wa', 'sms'];

/**
 * pending: waiting for its next attempt; sending: claimed by a worker until locked_until; sent;
 * held: no provider for the channel (kept for the developer mailbox, released when one is configured);
 * dead: OUTBOX_MAX_ATTEMPTS failed attempts (an admin may retry it).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'held' | 'dead';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'held', 'dead'];

/**
 * What the provider's status callback last said about a sent WhatsApp or SMS: accepted and sent on
 * (sent), on the recipient's phone (delivered), opened (read), or not deliverable (failed). Null: no
 * report yet (and always for e-mail).
 */
export type DeliveryState = 'sent' | 'delivered' | 'read' | 'failed';
export const DELIVERY_STATES: readonly DeliveryState[] = ['sent', 'delivered', 'read', 'failed'];

/** One e-mail, WhatsApp or SMS, written in the transaction of the change that causes it (DESIGN "Side effects"). */
@Entity('outbox')
@Index('IDX_outbox_due', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_dedupe', ['dedupeKey'], { unique: true })
@Index('IDX_outbox_user', ['userId'])
@Index('IDX_outbox_created', ['createdAt'])
@Index('IDX_outbox_provider', ['channel', 'providerId'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 8 })
  channel: OutboxChannel;

  /** E-mail address or '+{dialcode}-{number}' telephone. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 40 })
  template: string;

  /** JSON of the template's data: only what the message needs. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 8 })
  status: OutboxStatus;

  /** Delivery attempts started (counted when a worker claims the row). */
  @Column({ type: 'int' })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_by', type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  @Column({ name: 'locked_until', type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  /** Enqueuing the same key twice is a no-op. */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 191, nullable: true })
  dedupeKey: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_outbox_user' })
  user?: User;

  /** The provider's id of the delivered message, when it gives one. */
  @Column({ name: 'provider_id', type: 'varchar', length: 255, nullable: true })
  providerId: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;

  /** The provider's last delivery report (matched by providerId). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  delivery: DeliveryState | null;

  /** When that report arrived. */
  @Column({ name: 'delivery_at', type: 'datetime', nullable: true })
  deliveryAt: Date | null;
}

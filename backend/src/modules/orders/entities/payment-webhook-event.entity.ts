import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A PayPal webhook event already handled: a replayed `id` is acknowledged and ignored. */
@Entity('payment_webhook_events')
@Index('IDX_payment_webhook_events_event', ['eventId'], { unique: true })
export class PaymentWebhookEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  @Column({ name: 'received_at', type: 'datetime' })
  receivedAt: Date;
}

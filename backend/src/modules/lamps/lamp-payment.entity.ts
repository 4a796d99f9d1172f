import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { LampSubscriber } from './lamp-subscriber.entity';
import { Lamp } from './lamp.entity';

/**
 * A lamp payment (spec panels §3 "Lamp payment"): it extends the lamp's dataTermineAccensione to its
 * `paidUntil` day. One payment per lamp and end day, so a repeated request records nothing twice.
 */
@Entity('lamp_payments')
@Index('IDX_lamp_payments_lamp_until', ['lampId', 'paidUntil'], { unique: true })
@Index('IDX_lamp_payments_protocol', ['protocol'], { unique: true })
@Index('IDX_lamp_payments_subscriber', ['subscriberId'])
@Index('IDX_lamp_payments_order', ['orderId'], { unique: true })
export class LampPayment {
  /** idPagamento */
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'lamp_id', type: 'int' })
  lampId: number;

  @ManyToOne(() => Lamp, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'lamp_id', foreignKeyConstraintName: 'FK_lamp_payments_lamp' })
  lamp?: Lamp;

  @Column({ name: 'subscriber_id', type: 'int', nullable: true })
  subscriberId: number | null;

  @ManyToOne(() => LampSubscriber, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'subscriber_id', foreignKeyConstraintName: 'FK_lamp_payments_subscriber' })
  subscriber?: LampSubscriber | null;

  /** protocolloServizio: 'LV-{year}-{id, 6 digits}', set in the payment's transaction. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  protocol: string | null;

  /** dataPagamento, 'YYYY-MM-DD'. */
  @Column({ name: 'paid_on', type: 'date' })
  paidOn: string;

  /** The last paid day (the form's enddate), 'YYYY-MM-DD'. */
  @Column({ name: 'paid_until', type: 'date' })
  paidUntil: string;

  /** 'Contanti' by default (spec panels §9). */
  @Column({ type: 'varchar', length: 32 })
  type: string;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  /** sha256 of the secret in the subscriber's receipt link. */
  @Column({ name: 'receipt_token_hash', type: 'varchar', length: 64 })
  receiptTokenHash: string;

  @Column({ name: 'created_by_user_id', type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'created_by_user_id', foreignKeyConstraintName: 'FK_lamp_payments_created_by' })
  createdBy?: User | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /**
   * The online renewal's order (type 'lamp') that paid it, null for a payment the manager recorded: its
   * PayPal refund finds the payment, and so the invoice to credit, by it. No foreign key: the orders'
   * table is the orders module's, and an order is never deleted.
   */
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId: number | null;
}

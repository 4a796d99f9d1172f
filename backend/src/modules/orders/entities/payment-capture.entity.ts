import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

/**
 * The PayPal capture that paid an order. Both unique keys matter: a capture pays one order only, and an
 * order is paid by one capture only.
 */
@Entity('payment_captures')
@Index('IDX_payment_captures_capture', ['captureId'], { unique: true })
@Index('IDX_payment_captures_order', ['orderId'], { unique: true })
export class PaymentCapture {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'capture_id', type: 'varchar', length: 64 })
  captureId: string;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_payment_captures_order' })
  order?: Order;

  @Column({ name: 'paypal_order_id', type: 'varchar', length: 64 })
  paypalOrderId: string;

  /** PayPal's capture status (COMPLETED when recorded; REFUNDED later). */
  @Column({ type: 'varchar', length: 32 })
  status: string;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'payer_email', type: 'varchar', length: 254, nullable: true })
  payerEmail: string | null;

  @Column({ name: 'payer_id', type: 'varchar', length: 64, nullable: true })
  payerId: string | null;

  @Column({ name: 'create_time', type: 'datetime', nullable: true })
  createTime: Date | null;

  /** PayPal's capture object as received (JSON). */
  @Column({ type: 'text' })
  raw: string;
}

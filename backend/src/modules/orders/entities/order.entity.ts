import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';

/**
 * What is bought: a QR plaque, a dedication, the memorial service, or a year of a votive lamp (the lamp
 * manager's sale, paid online through Ricordo's checkout; docs/contracts.md "Orders", "Lamps").
 */
export type OrderType = 'qrcode' | 'dedic' | 'memorial' | 'lamp';
export const ORDER_TYPES: readonly OrderType[] = ['qrcode', 'dedic', 'memorial', 'lamp'];

/**
 * created → awaiting_payment (a PayPal order exists) → paid | cancelled | failed; paid → refunded.
 * Only OrdersService changes it, always with an order_events row.
 */
export type OrderStatus =
  | 'created'
  | 'awaiting_payment'
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'refunded'
  // A plaque given on account (conto vendita): recorded by an admin, payment outstanding.
  | 'on_account';

/** An order with its buyer, amount in cents and what its fulfilment needs (payload). */
@Entity('orders')
@Index('IDX_orders_paypal_order', ['paypalOrderId'], { unique: true })
@Index('IDX_orders_status_updated', ['status', 'updatedAt'])
@Index('IDX_orders_user', ['userId'])
export class Order {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  type: OrderType;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ name: 'amount_cents', type: 'int' })
  amountCents: number;

  /** Always 'EUR'. */
  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'buyer_name', type: 'varchar', length: 100 })
  buyerName: string;

  @Column({ name: 'buyer_surname', type: 'varchar', length: 100 })
  buyerSurname: string;

  @Column({ name: 'buyer_email', type: 'varchar', length: 254, nullable: true })
  buyerEmail: string | null;

  @Column({ name: 'buyer_telephone', type: 'varchar', length: 32, nullable: true })
  buyerTelephone: string | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_orders_user' })
  user?: User;

  /** JSON of the shipping address, or null. */
  @Column({ type: 'text', nullable: true })
  shipping: string | null;

  /** JSON of what the owning module's fulfilment needs (e.g. { dedicationId }). */
  @Column({ type: 'text' })
  payload: string;

  /** sha256 hex of the access key the buyer's browser holds. */
  @Column({ name: 'access_key_hash', type: 'varchar', length: 64 })
  accessKeyHash: string;

  @Column({ name: 'paypal_order_id', type: 'varchar', length: 64, nullable: true })
  paypalOrderId: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  @Column({ name: 'paid_at', type: 'datetime', nullable: true })
  paidAt: Date | null;
}

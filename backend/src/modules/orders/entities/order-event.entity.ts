import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order, type OrderStatus } from './order.entity';

export type OrderActor = 'buyer' | 'server' | 'webhook' | 'reconciliation' | 'admin';

/** One change of an order's status, written in the transaction that makes it. */
@Entity('order_events')
@Index('IDX_order_events_order', ['orderId'])
export class OrderEvent {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_events_order' })
  order?: Order;

  /** Null for the creation event. */
  @Column({ name: 'from_status', type: 'varchar', length: 20, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 20 })
  toStatus: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  actor: OrderActor;

  /** JSON with why (e.g. the mismatch found in a capture). */
  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

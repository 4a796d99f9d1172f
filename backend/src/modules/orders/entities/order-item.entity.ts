import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

/** One product line of an order, priced by the server when the order was made. */
@Entity('order_items')
@Index('IDX_order_items_order', ['orderId'])
export class OrderItem {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_items_order' })
  order?: Order;

  @Column({ name: 'product_key', type: 'varchar', length: 32 })
  productKey: string;

  @Column({ type: 'varchar', length: 100 })
  description: string;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ name: 'unit_cents', type: 'int' })
  unitCents: number;
}

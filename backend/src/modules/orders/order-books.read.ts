import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { bucketSql } from '../../common/time-buckets';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order, type OrderStatus, type OrderType } from './entities/order.entity';
import { PaymentCapture } from './entities/payment-capture.entity';

/** How an order was sold: paid online through PayPal, or given on account ('Conto vendita', paid later). */
export type SaleChannel = 'online' | 'conto-vendita';

/** The orders that are sales: paid (refunded later included) or given on account. */
const SOLD: readonly OrderStatus[] = ['paid', 'refunded', 'on_account'];
/** When an order counts as sold: its payment, or its recording for a sale on account. */
const SOLD_AT = 'COALESCE(o.paid_at, o.created_at)';
const CHANNEL = "CASE WHEN o.status = 'on_account' THEN 'conto-vendita' ELSE 'online' END";

export interface ProductChannelRow {
  /** Index of the period (0 … boundaries.length - 2). */
  bucket: number;
  orderType: OrderType;
  productKey: string;
  /** The product's name on its order lines. */
  description: string | null;
  channel: SaleChannel;
  /** Orders with this product (shipping is a product of its own). */
  orders: number;
  quantity: number;
  totalCents: number;
}

export interface RefundRow {
  orderId: number;
  orderType: OrderType;
  buyer: string;
  amountCents: number;
  paidAt: Date | null;
  refundedAt: Date;
}

export interface ReconciliationRow {
  /** The order's status now. */
  status: OrderStatus;
  /** Who settled a paid order: the buyer's return, PayPal's webhook, or the reconciliation job; else null. */
  settledBy: string | null;
  orders: number;
  totalCents: number;
}

const num = (value: unknown): number => Number(value ?? 0);
const date = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(`${String(value).replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'}`);

/**
 * The orders module's figures for the admin's books and the landing's charts (read only): sales per period,
 * product and channel, refunds and the state of PayPal payments. Each answer is one GROUP BY or one page.
 */
@Injectable()
export class OrderBooksRead {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sales per period (`boundaries`: the instants that split them), product and channel. */
  async salesByProductChannel(boundaries: readonly Date[]): Promise<ProductChannelRow[]> {
    const { bucket, within, parameters } = bucketSql(SOLD_AT, boundaries);
    const rows = await this.dataSource
      .getRepository(OrderItem)
      .createQueryBuilder('item')
      .innerJoin(Order, 'o', 'o.id = item.order_id')
      .select(bucket, 'bucket')
      .addSelect('o.type', 'orderType')
      .addSelect('item.product_key', 'productKey')
      .addSelect('MAX(item.description)', 'description')
      .addSelect(CHANNEL, 'channel')
      .addSelect('COUNT(DISTINCT o.id)', 'orders')
      .addSelect('SUM(item.quantity)', 'quantity')
      .addSelect('SUM(item.quantity * item.unit_cents)', 'totalCents')
      .where('o.status IN (:...sold)', { sold: SOLD })
      .andWhere(within, parameters)
      .groupBy('bucket')
      .addGroupBy('o.type')
      .addGroupBy('item.product_key')
      .addGroupBy('channel')
      .orderBy('bucket')
      .addOrderBy('o.type')
      .addOrderBy('item.product_key')
      .addOrderBy('channel')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      bucket: num(row.bucket),
      orderType: row.orderType as OrderType,
      productKey: String(row.productKey),
      description: row.description === null || row.description === undefined ? null : String(row.description),
      channel: row.channel as SaleChannel,
      orders: num(row.orders),
      quantity: num(row.quantity),
      totalCents: num(row.totalCents),
    }));
  }

  /** Sales (orders and their amounts) per period. */
  async salesPerPeriod(
    boundaries: readonly Date[],
  ): Promise<Array<{ bucket: number; orders: number; totalCents: number }>> {
    const { bucket, within, parameters } = bucketSql(SOLD_AT, boundaries);
    const rows = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select(bucket, 'bucket')
      .addSelect('COUNT(*)', 'orders')
      .addSelect('SUM(o.amount_cents)', 'totalCents')
      .where('o.status IN (:...sold)', { sold: SOLD })
      .andWhere(within, parameters)
      .groupBy('bucket')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      bucket: num(row.bucket),
      orders: num(row.orders),
      totalCents: num(row.totalCents),
    }));
  }

  /** The refunds recorded from `from` to `to` (exclusive), newest first, one page, with their count and sum. */
  async refunds(
    from: Date,
    to: Date,
    page: number,
    size: number,
  ): Promise<{ rows: RefundRow[]; total: number; totalCents: number }> {
    const base = () =>
      this.dataSource
        .getRepository(Order)
        .createQueryBuilder('o')
        .innerJoin(OrderEvent, 'e', "e.order_id = o.id AND e.to_status = 'refunded'")
        .where("o.status = 'refunded'")
        .andWhere('e.created_at >= :from AND e.created_at < :to', { from, to });
    const [sums, rows] = await Promise.all([
      base()
        .select('COUNT(*)', 'total')
        .addSelect('SUM(o.amount_cents)', 'totalCents')
        .getRawOne<Record<string, unknown>>(),
      base()
        .select('o.id', 'orderId')
        .addSelect('o.type', 'orderType')
        .addSelect('o.buyer_name', 'name')
        .addSelect('o.buyer_surname', 'surname')
        .addSelect('o.amount_cents', 'amountCents')
        .addSelect('o.paid_at', 'paidAt')
        .addSelect('e.created_at', 'refundedAt')
        .orderBy('e.created_at', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .offset((page - 1) * size)
        .limit(size)
        .getRawMany<Record<string, unknown>>(),
    ]);
    return {
      rows: rows.map((row) => ({
        orderId: num(row.orderId),
        orderType: row.orderType as OrderType,
        buyer: `${String(row.name ?? '')} ${String(row.surname ?? '')}`.trim(),
        amountCents: num(row.amountCents),
        paidAt: date(row.paidAt),
        refundedAt: date(row.refundedAt) as Date,
      })),
      total: num(sums?.total),
      totalCents: num(sums?.totalCents),
    };
  }

  /**
   * The PayPal orders made from `from` to `to` (exclusive) by their status now and who settled the paid ones
   * (orders-reconcile.scheduler.ts settles the buyers who never came back, and fails the abandoned ones);
   * `uncaptured` counts paid orders without their capture record.
   */
  async reconciliation(from: Date, to: Date): Promise<{ rows: ReconciliationRow[]; uncaptured: number }> {
    const [rows, uncaptured] = await Promise.all([
      this.dataSource
        .getRepository(Order)
        .createQueryBuilder('o')
        .leftJoin(OrderEvent, 'e', "e.order_id = o.id AND e.to_status = 'paid'")
        .select('o.status', 'status')
        .addSelect('e.actor', 'settledBy')
        .addSelect('COUNT(*)', 'orders')
        .addSelect('SUM(o.amount_cents)', 'totalCents')
        .where('o.paypal_order_id IS NOT NULL')
        .andWhere('o.created_at >= :from AND o.created_at < :to', { from, to })
        .groupBy('o.status')
        .addGroupBy('e.actor')
        .orderBy('o.status')
        .addOrderBy('e.actor')
        .getRawMany<Record<string, unknown>>(),
      this.dataSource
        .getRepository(Order)
        .createQueryBuilder('o')
        .leftJoin(PaymentCapture, 'c', 'c.order_id = o.id')
        .where("o.status IN ('paid', 'refunded')")
        .andWhere('c.id IS NULL')
        .andWhere('o.paypal_order_id IS NOT NULL')
        .andWhere('o.created_at >= :from AND o.created_at < :to', { from, to })
        .getCount(),
    ]);
    return {
      rows: rows.map((row) => ({
        status: row.status as OrderStatus,
        settledBy: row.settledBy === null || row.settledBy === undefined ? null : String(row.settledBy),
        orders: num(row.orders),
        totalCents: num(row.totalCents),
      })),
      uncaptured,
    };
  }
}

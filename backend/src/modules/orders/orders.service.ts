import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { randomToken, sameToken, sha256Hex } from '../auth/crypto-tokens';
import { ProductPricesService } from '../content/products/product-prices.service';
import { chunks } from '../../database/chunks';
import { Clock } from '../scheduler/clock';
import { OrderEvent, type OrderActor } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order, type OrderStatus, type OrderType } from './entities/order.entity';
import { OrdersErrors } from './orders.errors';

export interface NewOrder {
  type: OrderType;
  /**
   * What is bought, priced from the product prices; `priced` carries a price the owning module fixed on the
   * server instead (a lamp's yearly fee), never one the browser sent.
   */
  items: Array<{
    productKey: string;
    quantity?: number;
    priced?: { unitCents: number; description: string };
  }>;
  buyer: {
    name: string;
    surname: string;
    email: string | null;
    telephone: string | null;
    userId: number | null;
  };
  shipping?: object | null;
  payload: Record<string, unknown>;
}

export interface TransitionOptions {
  actor: OrderActor;
  detail?: Record<string, unknown> | null;
  /** Other columns changed with the status (paid_at, paypal_order_id). */
  set?: Partial<Pick<Order, 'paidAt' | 'paypalOrderId'>>;
}

const MAX_QUANTITY = 100;

/**
 * Orders and their status (docs/contracts.md "Orders"). Every status change is a conditional UPDATE on the
 * expected status plus an order_events row, in the caller's transaction: of two racing changes one wins
 * and the other sees `false`.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly prices: ProductPricesService,
    private readonly clock: Clock,
  ) {}

  /** Creates an order priced from the database; only the returned key's sha256 is stored. */
  async create(manager: EntityManager, input: NewOrder): Promise<{ order: Order; accessKey: string }> {
    if (input.items.length === 0) throw OrdersErrors.priceUnavailable();
    const lines: Array<Omit<OrderItem, 'id' | 'orderId' | 'order'>> = [];
    for (const item of input.items) {
      const quantity = item.quantity ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
        throw new Error(`Invalid quantity ${quantity} for ${item.productKey}`);
      if (item.priced) {
        const { unitCents, description } = item.priced;
        if (!Number.isSafeInteger(unitCents) || unitCents <= 0) throw OrdersErrors.priceUnavailable();
        lines.push({ productKey: item.productKey, description, quantity, unitCents });
        continue;
      }
      const price = await this.prices.get(item.productKey).catch(() => null);
      if (price === null || price.price === null) throw OrdersErrors.priceUnavailable();
      lines.push({ productKey: price.key, description: price.name, quantity, unitCents: price.price });
    }
    const amountCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const accessKey = randomToken(32);
    const now = this.clock.now();
    const order = manager.create(Order, {
      type: input.type,
      status: 'created',
      amountCents,
      currency: 'EUR',
      buyerName: input.buyer.name,
      buyerSurname: input.buyer.surname,
      buyerEmail: input.buyer.email,
      buyerTelephone: input.buyer.telephone,
      userId: input.buyer.userId,
      shipping: input.shipping ? JSON.stringify(input.shipping) : null,
      payload: JSON.stringify(input.payload),
      accessKeyHash: sha256Hex(accessKey),
      paypalOrderId: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
    });
    await manager.save(order);
    await manager.insert(
      OrderItem,
      lines.map((line) => ({ ...line, orderId: order.id })),
    );
    await manager.insert(OrderEvent, {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'created',
      actor: 'buyer',
      detail: null,
      createdAt: now,
    });
    return { order, accessKey };
  }

  /** The order the buyer's key opens; unknown, wrong key or (when given) other type: 404 alike. */
  async findForBuyer(id: number, accessKey: unknown, type?: OrderType): Promise<Order> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    const keyMatches =
      order !== null && typeof accessKey === 'string' && sameToken(sha256Hex(accessKey), order.accessKeyHash);
    if (!order || !keyMatches || (type !== undefined && order.type !== type)) throw OrdersErrors.notFound();
    return order;
  }

  /** Whether an e-mail paid an order without an account (paid, or paid and later refunded). */
  async hasAnonymousPurchase(email: string): Promise<boolean> {
    return this.dataSource
      .getRepository(Order)
      .existsBy({ buyerEmail: email, userId: IsNull(), status: In(['paid', 'refunded']) });
  }

  async findById(manager: EntityManager, id: number): Promise<Order | null> {
    return manager.findOneBy(Order, { id });
  }

  async findByPayPalOrderId(manager: EntityManager, paypalOrderId: string): Promise<Order | null> {
    return manager.findOneBy(Order, { paypalOrderId });
  }

  /**
   * Moves the order from `from` to `to` if it is still in `from`, recording the event; false when another
   * change got there first (the caller re-reads the order). Updates `order` in place on success.
   */
  async transition(
    manager: EntityManager,
    order: Order,
    from: OrderStatus,
    to: OrderStatus,
    options: TransitionOptions,
  ): Promise<boolean> {
    const now = this.clock.now();
    const changes = { status: to, updatedAt: now, ...options.set };
    const result = await manager.update(Order, { id: order.id, status: from }, changes);
    if (result.affected !== 1) return false;
    await manager.insert(OrderEvent, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      actor: options.actor,
      detail: options.detail ? JSON.stringify(options.detail) : null,
      createdAt: now,
    });
    Object.assign(order, changes);
    this.logger.log(`Order ${order.id}: ${from} → ${to} (${options.actor})`);
    return true;
  }

  /** Stored payload of the owning module. */
  payloadOf(order: Order): Record<string, unknown> {
    return JSON.parse(order.payload) as Record<string, unknown>;
  }

  /** These orders (the ids that exist), by id; one query per 1000 ids. */
  async findByIds(ids: number[]): Promise<Map<number, Order>> {
    const orders = new Map<number, Order>();
    for (const batch of chunks([...new Set(ids)], 1000))
      for (const order of await this.dataSource.getRepository(Order).findBy({ id: In(batch) }))
        orders.set(order.id, order);
    return orders;
  }

  /**
   * One page of these orders, newest first (the partner panel's orders table); checkouts never sent to
   * payment ('created') are left out. A partner's orders are few: one query per 1000 ids.
   */
  async pageOf(ids: number[], page: number, maxResults: number): Promise<{ orders: Order[]; total: number }> {
    const all: Order[] = [];
    for (const batch of chunks([...new Set(ids)], 1000))
      all.push(
        ...(await this.dataSource
          .getRepository(Order)
          .findBy({ id: In(batch), status: Not('created' as const) })),
      );
    all.sort((a, b) => b.id - a.id);
    return { orders: all.slice((page - 1) * maxResults, page * maxResults), total: all.length };
  }

  /**
   * A sale on account (spec panels §6 "mark QR as sale-account", §7 orderContoVendita): the order is
   * priced like any other and moves at once to 'on_account' (actor 'admin'), where it waits for its
   * payment; reconciliation and the buyer's cancel calls leave such an order alone.
   */
  async createOnAccount(
    manager: EntityManager,
    input: NewOrder,
    detail: Record<string, unknown>,
  ): Promise<Order> {
    const { order } = await this.create(manager, input);
    await this.transition(manager, order, 'created', 'on_account', { actor: 'admin', detail });
    return order;
  }
}

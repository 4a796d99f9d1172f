import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { FiscalAddress } from '../invoices/fatturapa/invoice-document';
import { InvoicesService, type Sale, type SaleLine } from '../invoices/invoices.service';
import { Clock } from '../scheduler/clock';
import { OrderItem } from './entities/order-item.entity';
import { PaymentCapture } from './entities/payment-capture.entity';
import type { OrderActor } from './entities/order-event.entity';
import { Order, type OrderType } from './entities/order.entity';
import { OrderFulfilmentRegistry } from './order-fulfilment.registry';
import { OrdersErrors } from './orders.errors';
import { OrdersService } from './orders.service';
import { judgePayment } from './payment-checks';
import { PaymentGateway } from './paypal/payment-gateway';
import { PayPalApiError } from './paypal/payment-provider';
import type { PayPalCapture, PayPalOrder } from './paypal/paypal-types';

export type SettleOutcome = 'paid' | 'already-paid' | 'not-completed' | 'failed';

const requestIdOfOrder = (id: number) => `ricordo-order-${id}`;
const requestIdOfCapture = (id: number) => `ricordo-capture-${id}`;

/**
 * Payments of orders through PayPal Orders v2: the server creates the PayPal order from the stored
 * amount, captures it itself and marks the order paid only after checking what PayPal reports
 * (payment-checks.ts), in one transaction with the capture row and the fulfilment.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    private readonly orders: OrdersService,
    private readonly fulfilments: OrderFulfilmentRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
  ) {}

  /** The PayPal order of our order, created once (PayPal-Request-Id makes a repeat return the same one). */
  async createPayPalOrder(order: Order): Promise<string> {
    if (order.status === 'paid' || order.status === 'refunded') throw OrdersErrors.alreadyPaid();
    if (order.status !== 'created' && order.status !== 'awaiting_payment') throw OrdersErrors.notFound();
    if (order.paypalOrderId) return order.paypalOrderId;
    const paypalOrder = await this.provider((p) =>
      p.createOrder({
        requestId: requestIdOfOrder(order.id),
        amountCents: order.amountCents,
        currency: 'EUR',
        customId: String(order.id),
        invoiceId: `RICORDO-${order.id}`,
        description: `Ricordo ordine ${order.id}`,
      }),
    );
    const moved = await this.dataSource.transaction((manager) =>
      this.orders.transition(manager, order, 'created', 'awaiting_payment', {
        actor: 'buyer',
        detail: { paypalOrderId: paypalOrder.id },
        set: { paypalOrderId: paypalOrder.id },
      }),
    );
    if (moved) return paypalOrder.id;
    // A concurrent call moved it first; with the same request id PayPal gave both the same order.
    const current = await this.dataSource.transaction((manager) => this.orders.findById(manager, order.id));
    if (current?.paypalOrderId) return current.paypalOrderId;
    throw OrdersErrors.notFound();
  }

  /**
   * paypalUpdate: captures the approved PayPal order (or reads the capture already made) and settles.
   * Answers only when the order is paid; otherwise 402 PAYMENT_NOT_COMPLETED.
   */
  async confirm(order: Order, paypalOrderId: string, actor: OrderActor): Promise<Order> {
    if (order.status === 'paid') {
      if (order.paypalOrderId === paypalOrderId) return order;
      throw OrdersErrors.paymentNotCompleted();
    }
    if (order.status !== 'awaiting_payment') throw OrdersErrors.paymentNotCompleted();
    if (paypalOrderId !== order.paypalOrderId) {
      await this.fail(order.id, actor, { reason: 'paypal-order-id', paypalOrderId });
      throw OrdersErrors.paymentNotCompleted();
    }
    const outcome = await this.captureAndSettle(order, actor);
    if (outcome === 'paid' || outcome === 'already-paid') return this.reload(order.id);
    throw OrdersErrors.paymentNotCompleted();
  }

  /** Captures (idempotently) and settles; used by paypalUpdate, the APPROVED webhook and reconciliation. */
  async captureAndSettle(order: Order, actor: OrderActor): Promise<SettleOutcome> {
    const paypalOrderId = order.paypalOrderId;
    if (!paypalOrderId) return 'not-completed';
    let paypalOrder: PayPalOrder;
    try {
      paypalOrder = await this.gateway.provider.captureOrder(paypalOrderId, requestIdOfCapture(order.id));
    } catch (error) {
      if (!(error instanceof PayPalApiError) || error.status >= 500) throw this.unavailable(error);
      if (error.issue === 'ORDER_NOT_APPROVED') return 'not-completed';
      // ORDER_ALREADY_CAPTURED, a declined instrument, a concurrent request still in progress…: what
      // PayPal's order says now decides (a capture made meanwhile settles; none means not completed).
      this.logger.warn(`Order ${order.id}: capture answered ${error.message} (${error.issue ?? 'no issue'})`);
      paypalOrder = await this.provider((p) => p.getOrder(paypalOrderId));
    }
    return this.settle(order.id, paypalOrder, actor);
  }

  /**
   * Marks the order paid if PayPal's order shows a capture that passes every check; a mismatch fails the
   * order. Idempotent: the same capture settling twice answers 'already-paid' and changes nothing.
   */
  async settle(orderId: number, paypalOrder: PayPalOrder, actor: OrderActor): Promise<SettleOutcome> {
    try {
      return await this.settleOnce(orderId, paypalOrder, actor);
    } catch (error) {
      if (!(error instanceof QueryFailedError)) throw error;
      // A unique key refused the capture row: this capture already paid an order (possibly this one, by
      // a concurrent request). The transaction was rolled back; look again at what is recorded.
      this.logger.warn(`Order ${orderId}: capture refused by the database (${error.message})`);
      const again = await this.settleOnce(orderId, paypalOrder, actor).catch(() => 'not-completed' as const);
      return again;
    }
  }

  private async settleOnce(
    orderId: number,
    paypalOrder: PayPalOrder,
    actor: OrderActor,
  ): Promise<SettleOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.findById(manager, orderId);
      if (!order) return { outcome: 'not-completed' as const, order: null };
      const verdict = judgePayment(order, paypalOrder);
      if (order.status === 'paid') {
        const recorded = await manager.findOneBy(PaymentCapture, { orderId });
        const same = verdict.kind === 'paid' && recorded?.captureId === verdict.capture.id;
        return { outcome: same ? ('already-paid' as const) : ('not-completed' as const), order: null };
      }
      if (order.status !== 'awaiting_payment') {
        // Money taken for an order that was cancelled or failed meanwhile (a race with the cancel call or
        // the 3-hour give-up): never fulfilled automatically; staff must refund it.
        if (verdict.kind === 'paid')
          this.logger.error(
            `Order ${orderId} is ${order.status} but PayPal capture ${verdict.capture.id} completed: refund it`,
          );
        return { outcome: 'not-completed' as const, order: null };
      }
      if (verdict.kind === 'not-completed') return { outcome: 'not-completed' as const, order: null };
      if (verdict.kind === 'mismatch') {
        await this.failInTransaction(manager, order, actor, { reason: verdict.reason, ...verdict.detail });
        return { outcome: 'failed' as const, order };
      }
      const moved = await this.orders.transition(manager, order, 'awaiting_payment', 'paid', {
        actor,
        detail: { paypalOrderId: paypalOrder.id, captureId: verdict.capture.id },
        set: { paidAt: this.clock.now() },
      });
      if (!moved) return { outcome: 'race' as const, order: null };
      await manager.insert(PaymentCapture, captureRow(order, paypalOrder, verdict.capture));
      const fulfilment = this.fulfilments.of(order.type);
      await fulfilment.onPaid(manager, order);
      // Ricordo's e-invoice of the sale (docs/contracts.md "Invoices"), numbered in this transaction;
      // a sale the owning module invoices itself (a lamp manager's fee) is not Ricordo's.
      if (!fulfilment.invoicedByOwner) await this.invoices.issue(manager, await this.saleOf(manager, order));
      return { outcome: 'paid' as const, order };
    });
    if (outcome.outcome === 'race') return this.settleOnce(orderId, paypalOrder, actor);
    if (outcome.order) await this.afterCommit(outcome.order);
    return outcome.outcome;
  }

  /** awaiting_payment (or created) → failed, with the reason, and the owner's onCancelled. */
  async fail(orderId: number, actor: OrderActor, detail: Record<string, unknown>): Promise<boolean> {
    const order = await this.dataSource.transaction(async (manager) => {
      const current = await this.orders.findById(manager, orderId);
      if (!current) return null;
      return (await this.failInTransaction(manager, current, actor, detail)) ? current : null;
    });
    if (order) await this.afterCommit(order);
    return order !== null;
  }

  /** cancelQR / cancelDedic / cancelMemorial: an unpaid order becomes cancelled. */
  async cancel(order: Order, actor: OrderActor): Promise<Order['status']> {
    if (order.status === 'paid' || order.status === 'refunded') throw OrdersErrors.alreadyPaid();
    if (order.status !== 'created' && order.status !== 'awaiting_payment') return order.status;
    if (order.paypalOrderId) {
      // The buyer may have paid after all (approved, then the page failed): PayPal is asked first, so a
      // completed payment is never cancelled.
      const paypalOrder = await this.provider((p) => p.getOrder(order.paypalOrderId!));
      if (paypalOrder.status === 'COMPLETED' && (await this.settle(order.id, paypalOrder, actor)) === 'paid')
        throw OrdersErrors.alreadyPaid();
    }
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const current = await this.orders.findById(manager, order.id);
      if (!current || (current.status !== 'created' && current.status !== 'awaiting_payment')) return current;
      await this.orders.transition(manager, current, current.status, 'cancelled', { actor });
      await this.fulfilments.of(current.type).onCancelled(manager, current);
      return current;
    });
    if (cancelled?.status === 'cancelled') await this.afterCommit(cancelled);
    if (cancelled?.status === 'paid') throw OrdersErrors.alreadyPaid();
    return cancelled?.status ?? 'cancelled';
  }

  /** PayPal calls, with anything unexpected answered as 502 PAYMENT_PROVIDER_ERROR. */
  async provider<T>(call: (provider: PaymentGateway['provider']) => Promise<T>): Promise<T> {
    try {
      return await call(this.gateway.provider);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private unavailable(error: unknown): Error {
    this.logger.error(`PayPal call failed: ${error instanceof Error ? error.message : String(error)}`);
    return OrdersErrors.providerUnavailable();
  }

  private async failInTransaction(
    manager: Parameters<OrdersService['transition']>[0],
    order: Order,
    actor: OrderActor,
    detail: Record<string, unknown>,
  ): Promise<boolean> {
    const from = order.status;
    if (from !== 'awaiting_payment' && from !== 'created') return false;
    if (!(await this.orders.transition(manager, order, from, 'failed', { actor, detail }))) return false;
    this.logger.warn(`Order ${order.id} failed: ${JSON.stringify(detail)}`);
    await this.fulfilments.of(order.type).onCancelled(manager, order);
    return true;
  }

  /** What Ricordo sold in this order, to whom, as invoices/ needs it. */
  private async saleOf(manager: EntityManager, order: Order): Promise<Sale> {
    const payload = this.orders.payloadOf(order);
    const items = await manager.find(OrderItem, { where: { orderId: order.id }, order: { id: 'ASC' } });
    const lines: SaleLine[] = items.map((item) => ({
      product: invoicedProduct(order.type, item.productKey, payload),
      description: item.description,
      quantity: item.quantity,
      unitGrossCents: item.unitCents,
    }));
    const shipping = order.shipping ? (JSON.parse(order.shipping) as Record<string, unknown>) : null;
    const cf = typeof payload.cf === 'string' ? payload.cf : null;
    return {
      issuer: { kind: 'ricordo' },
      // A funeral home buying a temporary code as permanent is a company: its partner record.
      recipient:
        payload.kind === 'temporary-upgrade' && order.userId !== null
          ? { companyOfUser: order.userId }
          : {
              firstName: order.buyerName,
              lastName: order.buyerSurname,
              fiscalCode: cf,
              address: fiscalAddress(payload.invoiceAddress ?? payload.address ?? shipping),
            },
      recipientOf: "dell'acquirente",
      recipientHint: `Chiedili all'acquirente (ordine ${order.id}).`,
      lines,
      source: { kind: 'order', id: order.id },
      reason: `Ordine Ricordo ${order.id}`,
      payment: { method: 'MP08', amountCents: order.amountCents },
    };
  }

  private async afterCommit(order: Order): Promise<void> {
    try {
      await this.fulfilments.of(order.type).afterCommit?.(order);
    } catch (error) {
      this.logger.error(`afterCommit of order ${order.id} failed: ${String(error)}`);
    }
  }

  private async reload(id: number): Promise<Order> {
    const order = await this.dataSource.transaction((manager) => this.orders.findById(manager, id));
    if (!order) throw OrdersErrors.notFound();
    return order;
  }
}

/** The invoice's product (its VAT, invoices/vat-rates.ts) of an order line. */
function invoicedProduct(
  type: OrderType,
  productKey: string,
  payload: Record<string, unknown>,
): SaleLine['product'] {
  if (productKey === 'shipping') return 'shipping';
  if (type === 'dedic') return 'dedication';
  if (type === 'memorial') return 'memorial-service';
  return payload.kind === 'temporary-upgrade' ? 'temporary-code' : 'plaque';
}

/** An order form's address (route, civic, cap, city, province; or one line abroad) as FatturaPA's Sede. */
function fiscalAddress(value: unknown): FiscalAddress | string | null {
  if (!value || typeof value !== 'object') return null;
  const address = value as Record<string, unknown>;
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  if (text('route') && /^\d{5}$/.test(text('cap')) && text('city') && !/^\d+$/.test(text('city')))
    return {
      street: text('route'),
      ...(text('civic') ? { civicNumber: text('civic') } : {}),
      cap: text('cap'),
      comune: text('city'),
      ...(/^[A-Za-z]{2}$/.test(text('province')) ? { provincia: text('province').toUpperCase() } : {}),
      country: 'IT',
    };
  return text('completeAddress') || null;
}

function captureRow(order: Order, paypalOrder: PayPalOrder, capture: PayPalCapture): Partial<PaymentCapture> {
  const created = capture.create_time ? new Date(capture.create_time) : null;
  return {
    captureId: capture.id,
    orderId: order.id,
    paypalOrderId: paypalOrder.id,
    status: capture.status,
    amountCents: order.amountCents,
    currency: capture.amount.currency_code,
    payerEmail: paypalOrder.payer?.email_address?.slice(0, 254) ?? null,
    payerId: paypalOrder.payer?.payer_id?.slice(0, 64) ?? null,
    createTime: created && !Number.isNaN(created.getTime()) ? created : null,
    raw: JSON.stringify(capture),
  };
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service';
import { Clock } from '../scheduler/clock';
import { PaymentCapture } from './entities/payment-capture.entity';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity';
import { Order } from './entities/order.entity';
import { OrderFulfilmentRegistry } from './order-fulfilment.registry';
import { OrdersErrors } from './orders.errors';
import { OrdersService } from './orders.service';
import { PaymentsService } from './payments.service';
import type { PayPalWebhookEvent, PayPalWebhookHeaders } from './paypal/paypal-types';

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored';

/**
 * PayPal's webhook (docs/contracts.md "paypal/webhook"): every delivery is verified by PayPal's
 * verify-webhook-signature; an event id seen before is acknowledged and ignored. What an event says is
 * never trusted by itself: the order is read back from PayPal and judged like a paypalUpdate.
 */
@Injectable()
export class PayPalWebhookService {
  private readonly logger = new Logger(PayPalWebhookService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
    private readonly fulfilments: OrderFulfilmentRegistry,
  ) {}

  async receive(headers: Record<string, string | undefined>, body: unknown): Promise<WebhookOutcome> {
    const event = asEvent(body);
    const signature = signatureHeaders(headers);
    if (!event || !signature) throw OrdersErrors.webhookInvalid();
    const genuine = await this.payments.provider((p) => p.verifyWebhookSignature(signature, event));
    if (!genuine) {
      this.logger.warn(`Webhook ${event.id} refused: signature not verified`);
      throw OrdersErrors.webhookInvalid();
    }
    const events = this.dataSource.getRepository(PaymentWebhookEvent);
    if (await events.existsBy({ eventId: event.id })) return 'replayed';

    const outcome = await this.handle(event);
    // Recorded after handling, so a delivery that failed half-way is handled again when PayPal retries;
    // handling is idempotent, and a concurrent duplicate is stopped here by the unique key.
    await events
      .createQueryBuilder()
      .insert()
      .values({ eventId: event.id, type: event.event_type.slice(0, 64), receivedAt: this.clock.now() })
      .orIgnore()
      .execute();
    return outcome;
  }

  private async handle(event: PayPalWebhookEvent): Promise<WebhookOutcome> {
    const resource = event.resource;
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        const order = await this.orderOfPayPalOrder(stringOf(resource.id));
        if (!order || order.status !== 'awaiting_payment') return 'ignored';
        await this.payments.captureAndSettle(order, 'webhook');
        return 'handled';
      }
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const related = resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined;
        const order = await this.orderOfPayPalOrder(stringOf(related?.related_ids?.order_id));
        if (
          !order ||
          order.status !== 'awaiting_payment' ||
          stringOf(resource.custom_id) !== String(order.id)
        )
          return 'ignored';
        const paypalOrder = await this.payments.provider((p) => p.getOrder(order.paypalOrderId!));
        await this.payments.settle(order.id, paypalOrder, 'webhook');
        return 'handled';
      }
      case 'PAYMENT.CAPTURE.REFUNDED':
        return (await this.refund(resource)) ? 'handled' : 'ignored';
      default:
        return 'ignored';
    }
  }

  /**
   * A refund resource links to its capture (rel "up"); the order it paid becomes refunded, and its invoice
   * gets its credit note in the same transaction.
   */
  private async refund(resource: Record<string, unknown>): Promise<boolean> {
    const links = Array.isArray(resource.links)
      ? (resource.links as Array<{ rel?: unknown; href?: unknown }>)
      : [];
    const up = links.find((link) => link.rel === 'up' && typeof link.href === 'string');
    const captureId = typeof up?.href === 'string' ? /\/captures\/([^/?#]+)/.exec(up.href)?.[1] : undefined;
    if (!captureId) return false;
    return this.dataSource.transaction(async (manager) => {
      const capture = await manager.findOneBy(PaymentCapture, { captureId });
      const order = capture ? await this.orders.findById(manager, capture.orderId) : null;
      if (!capture || !order) return false;
      const moved = await this.orders.transition(manager, order, 'paid', 'refunded', {
        actor: 'webhook',
        detail: { captureId, refundId: stringOf(resource.id) ?? null },
      });
      if (moved) {
        await manager.update(PaymentCapture, { id: capture.id }, { status: 'REFUNDED' });
        // The refunded sale's credit note (TD04) referring to its invoice, with the refund; none when the
        // order had no issued invoice (docs/contracts.md "Invoices"). A sale its owner invoiced (a lamp's
        // yearly fee) is credited by its owner, on the invoice it issued.
        const fulfilment = this.fulfilments.has(order.type) ? this.fulfilments.of(order.type) : null;
        if (fulfilment?.invoicedByOwner) await fulfilment.onRefunded!(manager, order);
        else
          await this.invoices.creditNote(
            manager,
            { kind: 'order', id: order.id },
            `Rimborso dell'ordine ${order.id}`,
          );
      }
      return moved;
    });
  }

  private async orderOfPayPalOrder(paypalOrderId: string | undefined): Promise<Order | null> {
    if (!paypalOrderId) return null;
    return this.dataSource.getRepository(Order).findOneBy({ paypalOrderId });
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
}

function asEvent(body: unknown): PayPalWebhookEvent | null {
  const event = body as Partial<PayPalWebhookEvent> | null;
  if (!event || typeof event !== 'object') return null;
  if (typeof event.id !== 'string' || event.id.length === 0 || event.id.length > 64) return null;
  if (typeof event.event_type !== 'string' || event.event_type.length === 0) return null;
  if (!event.resource || typeof event.resource !== 'object') return null;
  return event as PayPalWebhookEvent;
}

function signatureHeaders(headers: Record<string, string | undefined>): PayPalWebhookHeaders | null {
  const get = (name: string) => headers[name];
  const values = {
    authAlgo: get('paypal-auth-algo'),
    certUrl: get('paypal-cert-url'),
    transmissionId: get('paypal-transmission-id'),
    transmissionSig: get('paypal-transmission-sig'),
    transmissionTime: get('paypal-transmission-time'),
  };
  return Object.values(values).every((value) => typeof value === 'string' && value.length > 0)
    ? (values as PayPalWebhookHeaders)
    : null;
}

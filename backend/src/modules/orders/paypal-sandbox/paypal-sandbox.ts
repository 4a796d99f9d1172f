import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type {
  PayPalCapture,
  PayPalMoney,
  PayPalOrder,
  PayPalPurchaseUnit,
  PayPalWebhookEvent,
} from '../paypal/paypal-types';
import { SandboxErrors, type SandboxReply } from './sandbox-errors';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

function paypalId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The state and rules of the local PayPal stand-in (docs/contracts.md "The sandbox"): client credentials
 * and the tokens it issued, orders with their approval and capture, PayPal-Request-Id idempotency, and
 * webhooks signed with a key only it knows (PayPal signs `transmission_id|transmission_time|webhook_id|
 * crc32(body)` with RSA; here the same string is signed with HMAC-SHA256, and only the sandbox's own
 * verify-webhook-signature endpoint checks it, as only PayPal's checks real ones).
 *
 * Besides the REST API it has controls for tests, reachable only from code (never over HTTP): send a
 * webhook, make the next capture of an order report another amount or currency.
 */
export class PayPalSandbox {
  readonly clientId = `sandbox-client-${randomBytes(6).toString('hex')}`;
  readonly clientSecret = randomBytes(24).toString('base64url');
  readonly webhookId = `WH${paypalId()}`;
  /** Where the REST API is reachable (set when the server listens); used for links and cert_url. */
  baseUrl = 'http://127.0.0.1';

  private readonly signingKey = randomBytes(32);
  private readonly tokens = new Map<string, number>();
  private issued = 0;
  private readonly orders = new Map<string, PayPalOrder>();
  private readonly createRequests = new Map<string, string>();
  private readonly captureRequests = new Map<string, { orderId: string; reply: SandboxReply }>();
  private readonly tamperedCaptures = new Map<string, Partial<PayPalMoney>>();
  private readonly declinedCaptures = new Set<string>();
  private readonly deliveries = new Set<Promise<unknown>>();
  /** When set, approvals and captures are announced to this URL like PayPal's webhooks. */
  webhookTarget: string | null = null;

  issueToken(authorization: string | undefined): SandboxReply {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (authorization !== expected) return SandboxErrors.unauthorized();
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    const expiresIn = 32_400;
    this.tokens.set(token, Date.now() + expiresIn * 1000);
    this.issued += 1;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
      },
    };
  }

  tokenValid(authorization: string | undefined): boolean {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  createOrder(body: unknown, requestId: string | undefined): SandboxReply {
    if (requestId) {
      const existing = this.createRequests.get(requestId);
      if (existing) return { status: 200, body: this.orders.get(existing) };
    }
    const input = body as { intent?: unknown; purchase_units?: unknown } | null;
    if (input?.intent !== 'CAPTURE')
      return SandboxErrors.invalid('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE.');
    const units = input.purchase_units;
    if (!Array.isArray(units) || units.length < 1 || units.length > 10)
      return SandboxErrors.invalid('MISSING_REQUIRED_PARAMETER', 'purchase_units is required.');
    const purchaseUnits: PayPalPurchaseUnit[] = [];
    for (const unit of units as Array<Record<string, unknown>>) {
      const amount = unit?.amount as Record<string, unknown> | undefined;
      if (typeof amount?.currency_code !== 'string' || !CURRENCY.test(amount.currency_code))
        return SandboxErrors.invalid(
          'INVALID_CURRENCY_CODE',
          'Currency code is invalid or is not supported.',
        );
      if (typeof amount.value !== 'string' || !AMOUNT.test(amount.value) || Number(amount.value) <= 0)
        return SandboxErrors.invalid(
          'INVALID_PARAMETER_VALUE',
          'amount.value must be a positive decimal string.',
        );
      purchaseUnits.push({
        reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
        custom_id: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
        invoice_id: typeof unit.invoice_id === 'string' ? unit.invoice_id : undefined,
        description: typeof unit.description === 'string' ? unit.description : undefined,
        // Kept exactly as given: the sandbox never rounds or reformats an amount.
        amount: { currency_code: amount.currency_code, value: amount.value },
      });
    }
    const id = paypalId();
    const order: PayPalOrder = {
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: purchaseUnits,
      create_time: new Date().toISOString(),
      links: [
        { href: `${this.baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
        { href: `${this.baseUrl}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
      ],
    };
    this.orders.set(id, order);
    if (requestId) this.createRequests.set(requestId, id);
    return { status: 201, body: order };
  }

  getOrder(id: string): SandboxReply {
    const order = this.orders.get(id);
    return order ? { status: 200, body: order } : SandboxErrors.notFound();
  }

  captureOrder(id: string, requestId: string | undefined): SandboxReply {
    if (requestId) {
      const earlier = this.captureRequests.get(requestId);
      if (earlier && earlier.orderId === id) return earlier.reply;
    }
    const order = this.orders.get(id);
    if (!order) return SandboxErrors.notFound();
    if (order.status === 'COMPLETED') return SandboxErrors.alreadyCaptured();
    if (order.status !== 'APPROVED') return SandboxErrors.notApproved();
    if (this.declinedCaptures.delete(id)) return SandboxErrors.instrumentDeclined();
    const tamper = this.tamperedCaptures.get(id) ?? {};
    for (const unit of order.purchase_units) {
      const capture: PayPalCapture = {
        id: paypalId(),
        status: 'COMPLETED',
        amount: { ...unit.amount, ...tamper },
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
        create_time: new Date().toISOString(),
      };
      unit.payments = { captures: [capture] };
      this.announce('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...capture,
        supplementary_data: { related_ids: { order_id: id } },
      });
    }
    order.status = 'COMPLETED';
    const reply: SandboxReply = { status: 201, body: order };
    if (requestId) this.captureRequests.set(requestId, { orderId: id, reply });
    return reply;
  }

  /** The buyer approves on "PayPal's page". */
  approve(id: string): SandboxReply {
    const order = this.orders.get(id);
    if (!order) return SandboxErrors.notFound();
    if (order.status === 'APPROVED') return { status: 200, body: { id, status: order.status } };
    if (order.status !== 'CREATED') return SandboxErrors.cannotApprove();
    order.status = 'APPROVED';
    order.payer = { email_address: 'acquirente@sandbox.example', payer_id: 'SANDBOXPAYER01' };
    this.announce(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      structuredClone(order) as unknown as Record<string, unknown>,
    );
    return { status: 200, body: { id, status: order.status } };
  }

  /** The buyer gives up on "PayPal's page": the order can no longer be approved. */
  cancel(id: string): SandboxReply {
    const order = this.orders.get(id);
    if (!order) return SandboxErrors.notFound();
    if (order.status === 'CREATED' || order.status === 'APPROVED') order.status = 'VOIDED';
    return { status: 200, body: { id, status: order.status } };
  }

  verifyWebhookSignature(body: unknown): SandboxReply {
    const input = body as Record<string, unknown> | null;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    for (const field of fields)
      if (typeof input?.[field] !== 'string' || input[field] === '')
        return SandboxErrors.invalid('MISSING_REQUIRED_PARAMETER', `${field} is required.`);
    if (typeof input!.webhook_event !== 'object' || input!.webhook_event === null)
      return SandboxErrors.invalid('MISSING_REQUIRED_PARAMETER', 'webhook_event is required.');
    const expected = this.sign(
      String(input!.transmission_id),
      String(input!.transmission_time),
      String(input!.webhook_id),
      JSON.stringify(input!.webhook_event),
    );
    const genuine = input!.webhook_id === this.webhookId && input!.transmission_sig === expected;
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  // ---- Test controls (code only) ----

  /** How many access tokens were issued so far. */
  get tokensIssued(): number {
    return this.issued;
  }

  /** Forgets every token, as if they had expired: the next call with one is answered 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** The next capture of this PayPal order reports this amount and/or currency instead of the order's. */
  tamperCapture(paypalOrderId: string, money: Partial<PayPalMoney>): void {
    this.tamperedCaptures.set(paypalOrderId, money);
  }

  /** The next capture of this PayPal order is declined (422 INSTRUMENT_DECLINED); the order stays APPROVED. */
  declineNextCapture(paypalOrderId: string): void {
    this.declinedCaptures.add(paypalOrderId);
  }

  /** A webhook event as PayPal builds it. */
  event(eventType: string, resourceType: string, resource: Record<string, unknown>): PayPalWebhookEvent {
    return {
      id: `WH-${paypalId()}-${randomBytes(4).toString('hex').toUpperCase()}`,
      event_type: eventType,
      resource_type: resourceType,
      create_time: new Date().toISOString(),
      summary: eventType,
      resource,
    };
  }

  /** Headers PayPal would send with this body; `tamper` spoils the signature. */
  signedHeaders(body: string, tamper = false): Record<string, string> {
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const signature = this.sign(transmissionId, transmissionTime, this.webhookId, body);
    return {
      'Content-Type': 'application/json',
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
      'PAYPAL-CERT-URL': `${this.baseUrl}/v1/notifications/certs/CERT-SANDBOX`,
      'PAYPAL-TRANSMISSION-ID': transmissionId,
      'PAYPAL-TRANSMISSION-TIME': transmissionTime,
      'PAYPAL-TRANSMISSION-SIG': tamper ? `${signature.slice(0, -4)}AAAA` : signature,
    };
  }

  /** Delivers one event to `url` now (signed, or with a spoiled signature) and answers the HTTP status. */
  async sendWebhook(url: string, event: PayPalWebhookEvent, options: { badSignature?: boolean } = {}) {
    const body = JSON.stringify(event);
    const response = await fetch(url, {
      method: 'POST',
      headers: this.signedHeaders(body, options.badSignature),
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }

  /** Waits for the webhooks sent on their own (approvals, captures) to be delivered. */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  private announce(eventType: string, resourceType: string, resource: Record<string, unknown>): void {
    const target = this.webhookTarget;
    if (!target) return;
    const delivery = this.sendWebhook(target, this.event(eventType, resourceType, resource)).catch(
      () => undefined,
    );
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private sign(transmissionId: string, time: string, webhookId: string, body: string): string {
    const signed = `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
    return createHmac('sha256', this.signingKey).update(signed).digest('base64');
  }
}

import type { PayPalOrder, PayPalWebhookEvent, PayPalWebhookHeaders } from './paypal-types';

export interface CreatePaymentOrder {
  /** PayPal-Request-Id: the same id gives back the same PayPal order. */
  requestId: string;
  amountCents: number;
  currency: 'EUR';
  /** Our order id, echoed back by PayPal in purchase_units[0].custom_id and in captures. */
  customId: string;
  invoiceId: string;
  description: string;
}

/** The payment provider as the orders module uses it (docs/contracts.md "PayPal client"). */
export interface PaymentProvider {
  createOrder(input: CreatePaymentOrder): Promise<PayPalOrder>;
  getOrder(paypalOrderId: string): Promise<PayPalOrder>;
  /** Captures an approved order; `requestId` makes a repeated capture return the first answer. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrder>;
  /** Asks PayPal whether the delivery is genuine; false on FAILURE. */
  verifyWebhookSignature(headers: PayPalWebhookHeaders, event: PayPalWebhookEvent): Promise<boolean>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** A non-2xx answer from PayPal, with its error body when there was one. */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { name?: string; message?: string; details?: Array<{ issue: string }> } | null,
    context: string,
  ) {
    super(`PayPal ${context} answered ${status}${body?.name ? ` ${body.name}` : ''}`);
    this.name = 'PayPalApiError';
  }

  /** details[0].issue, e.g. ORDER_NOT_APPROVED or ORDER_ALREADY_CAPTURED. */
  get issue(): string | undefined {
    return this.body?.details?.[0]?.issue;
  }
}

/** Cents to PayPal's decimal string: 600 → '6.00'. */
export function centsToValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string to cents, or null when it is not a plain amount with at most two decimals. */
export function valueToCents(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return null;
  const [units, decimals = ''] = value.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

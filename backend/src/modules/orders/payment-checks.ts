import { valueToCents } from './paypal/payment-provider';
import type { PayPalCapture, PayPalOrder } from './paypal/paypal-types';
import type { Order } from './entities/order.entity';

/** What a PayPal order says about the payment of one of our orders. */
export type PaymentVerdict =
  | { kind: 'paid'; capture: PayPalCapture; payer: PayPalOrder['payer'] }
  /** Nothing wrong yet, just not (or not yet) paid: not approved, capture pending. */
  | { kind: 'not-completed'; reason: string }
  /** Something does not match what we asked for: the order must not be paid. */
  | { kind: 'mismatch'; reason: string; detail: Record<string, unknown> };

/**
 * The checks before an order counts as paid (docs/contracts.md "paypalUpdate"): the PayPal order is the
 * one stored for this order, its custom_id is our id, and its capture is COMPLETED for exactly the order's
 * amount in EUR.
 */
export function judgePayment(order: Order, paypalOrder: PayPalOrder): PaymentVerdict {
  const unit = paypalOrder.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const seen = {
    paypalOrderId: paypalOrder.id,
    paypalStatus: paypalOrder.status,
    customId: unit?.custom_id ?? null,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    amount: capture?.amount ?? unit?.amount ?? null,
  };
  const mismatch = (reason: string): PaymentVerdict => ({ kind: 'mismatch', reason, detail: seen });

  if (!order.paypalOrderId || paypalOrder.id !== order.paypalOrderId) return mismatch('paypal-order-id');
  if (unit?.custom_id !== String(order.id)) return mismatch('custom-id');
  if (!capture) return { kind: 'not-completed', reason: `paypal-status-${paypalOrder.status}` };
  if (capture.custom_id !== undefined && capture.custom_id !== String(order.id)) return mismatch('custom-id');
  if (capture.status === 'PENDING') return { kind: 'not-completed', reason: 'capture-pending' };
  if (capture.status !== 'COMPLETED') return mismatch('capture-status');
  if (capture.amount?.currency_code !== 'EUR' || order.currency !== 'EUR') return mismatch('currency');
  if (valueToCents(capture.amount.value) !== order.amountCents) return mismatch('amount');
  return { kind: 'paid', capture, payer: paypalOrder.payer };
}

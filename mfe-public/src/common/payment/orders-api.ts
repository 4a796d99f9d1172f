// The calls of the `orders` module the browser makes (docs/contracts.md "Orders"). Every call carries the
// order's key; the server prices, creates, captures and checks the payment itself.
import { api, type OperationId, type Schema } from '@ricordo/shared-design';

export type OrderType = 'qrcode' | 'dedic' | 'memorial' | 'lamp';

/** What the page that created an order hands to the payment modal. */
export interface PayableOrder {
  orderid: number;
  orderKey: string;
  type: OrderType;
  amountCents: number;
}

/** `paypalUpdate` answer once the server has captured and checked the payment. */
export type PaymentResult = Schema<'PaymentResultDto'>;

/** `checkout` is 'test' when the server has no PayPal credentials (the demo): the local sandbox takes the payment. */
export type CheckoutConfig = Schema<'CheckoutConfigDto'>;

export async function loadCheckoutConfig(signal?: AbortSignal): Promise<CheckoutConfig> {
  const { data } = await api.call('ordersConfig', { signal });
  return data;
}

/** Asks the server to create (or return) the PayPal order of our order; answers PayPal's order id. */
export async function paypalCreate(order: PayableOrder): Promise<string> {
  const { data } = await api.call('paypalCreate', {
    body: { orderid: order.orderid, orderKey: order.orderKey },
  });
  return data.paypalOrderId;
}

/** Asks the server to capture and check the approved PayPal order; only then is the order paid. */
export async function paypalUpdate(order: PayableOrder, paypalOrderId: string): Promise<PaymentResult> {
  const { data } = await api.call('paypalUpdate', {
    body: { orderid: order.orderid, orderKey: order.orderKey, paypalOrderId },
  });
  return data;
}

const CANCEL_CALLS = {
  qrcode: 'cancelQR',
  dedic: 'cancelDedic',
  memorial: 'cancelMemorial',
  lamp: 'cancelLamp',
} as const satisfies Record<OrderType, OperationId>;

/** Cancels an unpaid order of that type (spec public §4: /paypal-error cancels the order by type). */
export async function cancelOrder(type: OrderType, orderid: number, orderKey: string): Promise<void> {
  await api.call(CANCEL_CALLS[type], { body: { orderid, orderKey } });
}

export function isOrderType(value: string | null): value is OrderType {
  return value === 'qrcode' || value === 'dedic' || value === 'memorial' || value === 'lamp';
}

/** Where cancel and payment errors lead (spec public §2 "/paypal-error"). */
export function paymentErrorPath(type: OrderType, orderid: number): string {
  return `/paypal-error?type=${type}&orderId=${orderid}`;
}

/**
 * The buyer's approval in the test checkout: the step PayPal does on its own pages, done on the server's
 * PayPal sandbox (`/dev/paypal`, same origin, outside `/api`, so not through the API client).
 */
export async function approveInSandbox(paypalOrderId: string): Promise<void> {
  const response = await fetch(`/dev/paypal/checkoutnow/${encodeURIComponent(paypalOrderId)}/approve`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox approval answered ${response.status}`);
}

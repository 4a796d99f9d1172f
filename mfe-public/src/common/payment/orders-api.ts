// The calls of the `orders` module the browser makes (docs/contracts.md "Orders"). Every call carries the
// order's key; the server prices, creates, captures and checks the payment itself.
import { api } from '@ricordo/shared-design';

export type OrderType = 'qrcode' | 'dedic' | 'memorial';

/** What the page that created an order hands to the payment modal. */
export interface PayableOrder {
  orderid: number;
  orderKey: string;
  type: OrderType;
  amountCents: number;
}

/** `paypalUpdate` answer once the server has captured and checked the payment. */
export interface PaymentResult {
  status: 'paid';
  type: OrderType;
  orderid: number;
  deceasedID?: number | string;
  register?: boolean;
}

export interface CheckoutConfig {
  /** 'test' when the server has no PayPal credentials (the demo): the local sandbox takes the payment. */
  checkout: 'paypal' | 'test';
  clientId: string | null;
  currency: 'EUR';
}

export async function loadCheckoutConfig(signal?: AbortSignal): Promise<CheckoutConfig> {
  const { data } = await api.get<CheckoutConfig>('/orders/config', { signal });
  return data;
}

/** Asks the server to create (or return) the PayPal order of our order; answers PayPal's order id. */
export async function paypalCreate(order: PayableOrder): Promise<string> {
  const { data } = await api.post<{ paypalOrderId: string }>('/orders/paypalCreate', {
    orderid: order.orderid,
    orderKey: order.orderKey,
  });
  return data.paypalOrderId;
}

/** Asks the server to capture and check the approved PayPal order; only then is the order paid. */
export async function paypalUpdate(order: PayableOrder, paypalOrderId: string): Promise<PaymentResult> {
  const { data } = await api.post<PaymentResult>('/orders/paypalUpdate', {
    orderid: order.orderid,
    orderKey: order.orderKey,
    paypalOrderId,
  });
  return data;
}

const CANCEL_CALLS: Record<OrderType, string> = {
  qrcode: '/orders/cancelQR',
  dedic: '/orders/cancelDedic',
  memorial: '/orders/cancelMemorial',
};

/** Cancels an unpaid order of that type (spec public §4: /paypal-error cancels the order by type). */
export async function cancelOrder(type: OrderType, orderid: number, orderKey: string): Promise<void> {
  await api.post(CANCEL_CALLS[type], { orderid, orderKey });
}

export function isOrderType(value: string | null): value is OrderType {
  return value === 'qrcode' || value === 'dedic' || value === 'memorial';
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

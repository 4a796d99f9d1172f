import { afterAll, beforeAll } from 'vitest';
import type { EntityManager } from 'typeorm';
import { bodyOf, postForm } from './account-helpers';
import type { Browser, TestApp } from './test-app';
import type { Order, OrderType } from '../modules/orders/entities/order.entity';
import { OrderFulfilmentRegistry, type OrderFulfilment } from '../modules/orders/order-fulfilment.registry';
import { OrdersService, type NewOrder } from '../modules/orders/orders.service';
import { PaymentGateway } from '../modules/orders/paypal/payment-gateway';
import type { PayPalSandbox } from '../modules/orders/paypal-sandbox/paypal-sandbox';

/** The PayPal sandbox the test app started (test checkout: no PAYPAL_CLIENT_ID). */
export function sandboxOf(testApp: TestApp): PayPalSandbox {
  const running = testApp.app.get(PaymentGateway).sandbox;
  if (!running) throw new Error('The test app runs without the PayPal sandbox');
  return running.sandbox;
}

/** The order ids a fulfilment stand-in was called with, per call. */
export interface FulfilmentCalls {
  paid: number[];
  cancelled: number[];
  committed: number[];
}

/** A fulfilment stand-in that records what it was asked to do. */
export interface RecordingFulfilment extends OrderFulfilment, FulfilmentCalls {
  restore(): void;
}

/**
 * Puts a recording stand-in in place of the handler of `type` (the real one, if a module registered it,
 * is put back by restore()), recording into `calls`. For tests of the payment path itself; what each
 * module does when its orders are paid is tested in that module.
 */
export function recordFulfilment(
  testApp: TestApp,
  type: OrderType,
  calls: FulfilmentCalls = { paid: [], cancelled: [], committed: [] },
): RecordingFulfilment {
  const registry = testApp.app.get(OrderFulfilmentRegistry);
  const real = registry.has(type) ? registry.of(type) : null;
  registry.unregister(type);
  const stand: RecordingFulfilment = Object.assign(calls, {
    type,
    onPaid: async (_manager: EntityManager, order: Order) => void calls.paid.push(order.id),
    onCancelled: async (_manager: EntityManager, order: Order) => void calls.cancelled.push(order.id),
    afterCommit: (order: Order) => void calls.committed.push(order.id),
    restore: () => {
      registry.unregister(type);
      if (real) registry.register(real);
    },
  });
  registry.register(stand);
  return stand;
}

/**
 * recordFulfilment for the block that calls it (with useTestApp's app): the stand-in is put in place
 * before the block's tests and the real handler put back after them. Answers the calls it records.
 */
export function useRecordingFulfilment(testApp: TestApp, type: OrderType): FulfilmentCalls {
  const calls: FulfilmentCalls = { paid: [], cancelled: [], committed: [] };
  let stand: RecordingFulfilment | null = null;
  beforeAll(() => {
    stand = recordFulfilment(testApp, type, calls);
  });
  afterAll(() => stand?.restore());
  return calls;
}

/** An order made the way the owning modules make theirs (OrdersService.create in a transaction). */
export async function createOrder(
  testApp: TestApp,
  input: Partial<NewOrder> & { type: OrderType },
): Promise<{ orderid: number; orderKey: string; order: Order }> {
  const { order, accessKey } = await testApp.dataSource.transaction((manager) =>
    testApp.app.get(OrdersService).create(manager, {
      items: [{ productKey: 'dedica-cero' }],
      buyer: { name: 'Anna', surname: 'Bianchi', email: 'anna@example.com', telephone: null, userId: null },
      payload: {},
      ...input,
    }),
  );
  return { orderid: order.id, orderKey: accessKey, order };
}

/** paypalCreate as the payment modal calls it; answers PayPal's order id. */
export async function paypalCreate(agent: Browser, orderid: number, orderKey: string): Promise<string> {
  const response = await postForm(
    agent,
    '/api/orders/paypalCreate',
    { orderid: String(orderid), orderKey },
    'json',
  );
  if (response.status !== 200) throw new Error(`paypalCreate answered ${response.status}: ${response.text}`);
  return String(bodyOf(response).data?.paypalOrderId);
}

/** paypalUpdate as the payment modal calls it after the approval; answers the response. */
export function paypalUpdate(agent: Browser, orderid: number, orderKey: string, paypalOrderId: string) {
  return postForm(
    agent,
    '/api/orders/paypalUpdate',
    { orderid: String(orderid), orderKey, paypalOrderId },
    'json',
  );
}

/** The buyer's approval on "PayPal's page": the sandbox served by the app under /dev/paypal. */
export async function approveInSandbox(agent: Browser, paypalOrderId: string): Promise<void> {
  await agent.post(`/dev/paypal/checkoutnow/${paypalOrderId}/approve`).expect(200);
}

/** The whole test checkout: paypalCreate, approval, paypalUpdate; answers the paypalUpdate response. */
export async function payThroughSandbox(agent: Browser, orderid: number, orderKey: string) {
  const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
  await approveInSandbox(agent, paypalOrderId);
  return paypalUpdate(agent, orderid, orderKey, paypalOrderId);
}

/**
 * Pays an order exactly as the buyer does with the test checkout (payThroughSandbox), for tests whose
 * subject is what the payment sets off; fails the test unless paypalUpdate answers 200.
 */
export async function payOrder(agent: Browser, orderid: number, orderKey: string): Promise<void> {
  const response = await payThroughSandbox(agent, orderid, orderKey);
  if (response.status !== 200) throw new Error(`paypalUpdate answered ${response.status}: ${response.text}`);
}

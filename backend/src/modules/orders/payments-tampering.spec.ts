import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOf } from '../../test-support/account-helpers';
import { browser, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { OrderEvent } from './entities/order-event.entity';
import { Order } from './entities/order.entity';
import { PaymentCapture } from './entities/payment-capture.entity';
import {
  approveInSandbox,
  createOrder,
  paypalCreate,
  paypalUpdate,
  payThroughSandbox,
  sandboxOf,
  useRecordingFulfilment,
} from '../../test-support/payment-helpers';

// Tampered payments (DESIGN "Security": payments): each refused with nothing marked paid. Real
// PayPalRestProvider against the app's PayPal sandbox; the 'dedic' fulfilment is a recording stand-in (the
// dedications module tests its own).
describe('orders: payment tampering is refused', () => {
  const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });
  const fulfilment = useRecordingFulfilment(testApp, 'dedic');
  let agent: Browser;
  beforeEach(async () => {
    agent = await browser(testApp);
  });

  const orderRow = (id: number) => testApp.dataSource.getRepository(Order).findOneByOrFail({ id });
  const captures = (orderId: number) => testApp.dataSource.getRepository(PaymentCapture).countBy({ orderId });
  const events = (orderId: number) =>
    testApp.dataSource.getRepository(OrderEvent).find({ where: { orderId }, order: { id: 'ASC' } });
  const expectRefused = (response: Awaited<ReturnType<typeof paypalUpdate>>) => {
    expect(response.status).toBe(402);
    expect(bodyOf(response)).toMatchObject({
      response: 'fail',
      errorCode: 'PAYMENT_NOT_COMPLETED',
      message: 'Pagamento non completato',
    });
  };

  it('paypalUpdate for an order never approved: 402, still awaiting payment, nothing captured', async () => {
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    expectRefused(await paypalUpdate(agent, orderid, orderKey, paypalOrderId));
    expect((await orderRow(orderid)).status).toBe('awaiting_payment');
    expect(await captures(orderid)).toBe(0);
    expect(fulfilment.paid).not.toContain(orderid);
    // Not approving is no tampering: the buyer can still approve and pay.
    await approveInSandbox(agent, paypalOrderId);
    expect((await paypalUpdate(agent, orderid, orderKey, paypalOrderId)).status).toBe(200);
  });

  it('a declined capture: 402, the order still awaits payment and can be paid on a new try', async () => {
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    sandboxOf(testApp).declineNextCapture(paypalOrderId);
    expectRefused(await paypalUpdate(agent, orderid, orderKey, paypalOrderId));
    expect((await orderRow(orderid)).status).toBe('awaiting_payment');
    expect(await captures(orderid)).toBe(0);
    expect((await paypalUpdate(agent, orderid, orderKey, paypalOrderId)).status).toBe(200);
    expect((await orderRow(orderid)).status).toBe('paid');
  });

  it.each([
    ['a lower amount', { value: '0.01' }, 'amount'],
    ['another currency', { currency_code: 'USD' }, 'currency'],
  ])('a capture of %s: 402, the order failed with the reason, nothing paid', async (_, money, reason) => {
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    sandboxOf(testApp).tamperCapture(paypalOrderId, money);
    await approveInSandbox(agent, paypalOrderId);
    expectRefused(await paypalUpdate(agent, orderid, orderKey, paypalOrderId));

    const order = await orderRow(orderid);
    expect(order.status).toBe('failed');
    expect(order.paidAt).toBeNull();
    expect(await captures(orderid)).toBe(0);
    const last = (await events(orderid)).at(-1)!;
    expect(last).toMatchObject({ fromStatus: 'awaiting_payment', toStatus: 'failed', actor: 'buyer' });
    expect(JSON.parse(last.detail!)).toMatchObject({ reason });
    expect(fulfilment.paid).not.toContain(orderid);
    expect(fulfilment.cancelled).toContain(orderid);
    // Asking again does not turn it paid.
    expectRefused(await paypalUpdate(agent, orderid, orderKey, paypalOrderId));
  });

  it('one capture replayed for two orders: the second order is refused and the database keeps one owner', async () => {
    const first = await createOrder(testApp, { type: 'dedic' });
    const paid = await payThroughSandbox(agent, first.orderid, first.orderKey);
    expect(paid.status).toBe(200);
    const firstPayPalId = (await orderRow(first.orderid)).paypalOrderId!;

    const second = await createOrder(testApp, { type: 'dedic' });
    await paypalCreate(agent, second.orderid, second.orderKey);
    expectRefused(await paypalUpdate(agent, second.orderid, second.orderKey, firstPayPalId));
    expect((await orderRow(second.orderid)).status).toBe('failed');
    expect((await orderRow(first.orderid)).status).toBe('paid');
    expect(await captures(second.orderid)).toBe(0);

    // A genuine, signed capture event of the first order claiming the second as its custom_id changes nothing.
    const sandbox = sandboxOf(testApp);
    const third = await createOrder(testApp, { type: 'dedic' });
    const thirdPayPalId = await paypalCreate(agent, third.orderid, third.orderKey);
    const capture = JSON.parse(
      (await testApp.dataSource.getRepository(PaymentCapture).findOneByOrFail({ orderId: first.orderid }))
        .raw,
    ) as Record<string, unknown>;
    for (const related of [firstPayPalId, thirdPayPalId]) {
      const event = sandbox.event('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...capture,
        custom_id: String(third.orderid),
        supplementary_data: { related_ids: { order_id: related } },
      });
      const delivered = await sandbox.sendWebhook(`${testApp.url}/api/orders/paypal/webhook`, event);
      expect(delivered.status).toBe(200);
    }
    expect((await orderRow(third.orderid)).status).toBe('awaiting_payment');
    expect(await captures(third.orderid)).toBe(0);

    // And the unique key refuses a second order for the same capture id outright.
    const row = await testApp.dataSource
      .getRepository(PaymentCapture)
      .findOneByOrFail({ orderId: first.orderid });
    await expect(
      testApp.dataSource
        .getRepository(PaymentCapture)
        .insert({ ...row, id: undefined, orderId: third.orderid, paypalOrderId: thirdPayPalId }),
    ).rejects.toThrow();
  });

  it('two concurrent captures of one order: one settles, the other answers the same success', async () => {
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    const other = await browser(testApp);
    const [a, b] = await Promise.all([
      paypalUpdate(agent, orderid, orderKey, paypalOrderId),
      paypalUpdate(other, orderid, orderKey, paypalOrderId),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(bodyOf(a).data).toEqual(bodyOf(b).data);
    expect(bodyOf(a).data).toMatchObject({ status: 'paid', orderid });
    expect(await captures(orderid)).toBe(1);
    expect((await events(orderid)).filter((event) => event.toStatus === 'paid')).toHaveLength(1);
    expect(fulfilment.paid.filter((id) => id === orderid)).toHaveLength(1);
  });

  /** An order approved at the sandbox, and PayPal's CHECKOUT.ORDER.APPROVED event for it (not sent). */
  const approvedWithWebhookEvent = async () => {
    const sandbox = sandboxOf(testApp);
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    const event = sandbox.event('CHECKOUT.ORDER.APPROVED', 'checkout-order', {
      ...(sandbox.getOrder(paypalOrderId).body as Record<string, unknown>),
    });
    return { sandbox, orderid, event, url: `${testApp.url}/api/orders/paypal/webhook` };
  };

  it('a webhook with a bad signature (or none) is refused with WEBHOOK_INVALID and pays nothing', async () => {
    const { sandbox, orderid, event, url } = await approvedWithWebhookEvent();
    const forged = await sandbox.sendWebhook(url, event, { badSignature: true });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ response: 'fail', errorCode: 'WEBHOOK_INVALID' });
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await orderRow(orderid)).status).toBe('awaiting_payment');
    expect(await captures(orderid)).toBe(0);
  });

  it('a replayed webhook event is acknowledged and ignored', async () => {
    const { sandbox, orderid, event, url } = await approvedWithWebhookEvent();
    const first = await sandbox.sendWebhook(url, event);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'handled' } } });
    expect((await orderRow(orderid)).status).toBe('paid');
    const replay = await sandbox.sendWebhook(url, event);
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: 'replayed' } } });
    expect(await captures(orderid)).toBe(1);
    expect(fulfilment.paid.filter((id) => id === orderid)).toHaveLength(1);
    expect((await events(orderid)).filter((row) => row.toStatus === 'paid')).toMatchObject([
      { actor: 'webhook' },
    ]);
  });
});

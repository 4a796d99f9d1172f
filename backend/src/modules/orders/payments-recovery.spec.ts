import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, postForm } from '../../test-support/account-helpers';
import { browser, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Clock } from '../scheduler/clock';
import { OrderEvent } from './entities/order-event.entity';
import { Order } from './entities/order.entity';
import { PaymentCapture } from './entities/payment-capture.entity';
import { OrdersReconcileScheduler } from './orders-reconcile.scheduler';
import {
  approveInSandbox,
  createOrder,
  paypalCreate,
  paypalUpdate,
  payThroughSandbox,
  sandboxOf,
  useRecordingFulfilment,
} from '../../test-support/payment-helpers';

const MINUTE = 60_000;

// A buyer whose browser closes right after approving still gets the order paid: by PayPal's webhook, or
// by the reconciliation job. Plus the cancel calls. Real PayPalRestProvider against the app's sandbox;
// 'memorial' and 'qrcode' fulfilments are recording stand-ins (their modules test their own).
describe('orders: payments completed without the buyer, and cancelling', () => {
  const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });
  const memorial = useRecordingFulfilment(testApp, 'memorial');
  const qrcode = useRecordingFulfilment(testApp, 'qrcode');
  let agent: Browser;
  beforeEach(async () => {
    agent = await browser(testApp);
  });
  afterEach(() => {
    sandboxOf(testApp).webhookTarget = null;
    vi.restoreAllMocks();
  });

  const orderRow = (id: number) => testApp.dataSource.getRepository(Order).findOneByOrFail({ id });
  const paidEvents = (orderId: number) =>
    testApp.dataSource.getRepository(OrderEvent).find({ where: { orderId, toStatus: 'paid' } });
  const later = (ms: number) => {
    const clock = testApp.app.get(Clock);
    const now = Date.now() + ms;
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  };

  it('the browser closes after approving: PayPal webhooks pay the order', async () => {
    const sandbox = sandboxOf(testApp);
    sandbox.webhookTarget = `${testApp.url}/api/orders/paypal/webhook`;
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'memorial',
      items: [{ productKey: 'servizio-memorial' }],
    });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    // No paypalUpdate: the page is gone. CHECKOUT.ORDER.APPROVED arrives, the server captures; the
    // PAYMENT.CAPTURE.COMPLETED that follows finds the order paid already.
    await sandbox.settled();
    expect(await orderRow(orderid)).toMatchObject({ status: 'paid', paypalOrderId });
    expect(await paidEvents(orderid)).toMatchObject([{ actor: 'webhook' }]);
    expect(await testApp.dataSource.getRepository(PaymentCapture).countBy({ orderId: orderid })).toBe(1);
    expect(memorial.paid.filter((id) => id === orderid)).toHaveLength(1);
    // Coming back later, the buyer's page is told it is paid.
    const update = await paypalUpdate(agent, orderid, orderKey, paypalOrderId);
    expect(bodyOf(update).data).toMatchObject({ status: 'paid', type: 'memorial', orderid });
  });

  it('the browser closes after approving and no webhook comes: reconciliation pays it after 10 minutes', async () => {
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'memorial',
      items: [{ productKey: 'servizio-memorial' }],
    });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    const reconcile = testApp.app.get(OrdersReconcileScheduler);

    // Too early: not looked at.
    expect(await reconcile.tick()).toMatchObject({ paid: 0 });
    expect((await orderRow(orderid)).status).toBe('awaiting_payment');

    later(11 * MINUTE);
    const result = await reconcile.tick();
    expect(result?.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderid)).status).toBe('paid');
    expect(await paidEvents(orderid)).toMatchObject([{ actor: 'reconciliation' }]);
    expect(memorial.paid.filter((id) => id === orderid)).toHaveLength(1);
  });

  it('reconciliation fails an order never approved after 3 hours, and leaves a younger one waiting', async () => {
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'memorial',
      items: [{ productKey: 'servizio-memorial' }],
    });
    await paypalCreate(agent, orderid, orderKey);
    const reconcile = testApp.app.get(OrdersReconcileScheduler);

    later(2 * 60 * MINUTE);
    await reconcile.tick();
    expect((await orderRow(orderid)).status).toBe('awaiting_payment');

    later(3 * 60 * MINUTE + MINUTE);
    await reconcile.tick();
    expect((await orderRow(orderid)).status).toBe('failed');
    const failed = await testApp.dataSource
      .getRepository(OrderEvent)
      .findOneByOrFail({ orderId: orderid, toStatus: 'failed' });
    expect(failed.actor).toBe('reconciliation');
    expect(memorial.cancelled).toContain(orderid);
  });

  it('reconciliation fails an order never taken to PayPal after 3 hours (its owner cleans up)', async () => {
    const { orderid } = await createOrder(testApp, {
      type: 'memorial',
      items: [{ productKey: 'servizio-memorial' }],
    });
    const reconcile = testApp.app.get(OrdersReconcileScheduler);
    later(2 * 60 * MINUTE);
    await reconcile.tick();
    expect((await orderRow(orderid)).status).toBe('created');
    later(3 * 60 * MINUTE + MINUTE);
    await reconcile.tick();
    expect((await orderRow(orderid)).status).toBe('failed');
    expect(memorial.cancelled).toContain(orderid);
  });

  it('cancel: an unpaid order of the type is cancelled; a paid one cannot be; a wrong key or type is not found', async () => {
    const cancel = (path: string, orderid: number | string, orderKey: string) =>
      postForm(agent, `/api/orders/${path}`, { orderid: String(orderid), orderKey }, 'json');

    const unpaid = await createOrder(testApp, {
      type: 'qrcode',
      items: [{ productKey: 'qr-code' }, { productKey: 'shipping' }],
    });
    for (const [path, key] of [
      ['cancelQR', 'not-the-key'],
      ['cancelDedic', unpaid.orderKey],
      ['cancelMemorial', unpaid.orderKey],
    ]) {
      const response = await cancel(path, unpaid.orderid, key);
      expect(response.status).toBe(404);
      expect(bodyOf(response)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', message: 'Ordine non trovato' });
    }
    const unknown = await cancel('cancelQR', 999_999, unpaid.orderKey);
    expect(bodyOf(unknown)).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', message: 'Ordine non trovato' });

    await paypalCreate(agent, unpaid.orderid, unpaid.orderKey);
    const cancelled = await cancel('cancelQR', `000${unpaid.orderid}`, unpaid.orderKey);
    expect(cancelled.status).toBe(200);
    expect(bodyOf(cancelled).data).toEqual({ status: 'cancelled' });
    expect((await orderRow(unpaid.orderid)).status).toBe('cancelled');
    expect(qrcode.cancelled).toContain(unpaid.orderid);
    // A cancelled order cannot be paid any more.
    expect(
      (
        await postForm(
          agent,
          '/api/orders/paypalCreate',
          { orderid: String(unpaid.orderid), orderKey: unpaid.orderKey },
          'json',
        )
      ).status,
    ).toBe(404);

    const paid = await createOrder(testApp, {
      type: 'qrcode',
      items: [{ productKey: 'qr-code' }, { productKey: 'shipping' }],
    });
    expect((await payThroughSandbox(agent, paid.orderid, paid.orderKey)).status).toBe(200);
    const refused = await cancel('cancelQR', paid.orderid, paid.orderKey);
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).errorCode).toBe('ORDER_ALREADY_PAID');
    expect((await orderRow(paid.orderid)).status).toBe('paid');
  });

  it('PAYMENT.CAPTURE.REFUNDED turns a paid order refunded (signed event only)', async () => {
    const sandbox = sandboxOf(testApp);
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'memorial',
      items: [{ productKey: 'servizio-memorial' }],
    });
    expect((await payThroughSandbox(agent, orderid, orderKey)).status).toBe(200);
    const capture = await testApp.dataSource
      .getRepository(PaymentCapture)
      .findOneByOrFail({ orderId: orderid });
    const refund = sandbox.event('PAYMENT.CAPTURE.REFUNDED', 'refund', {
      id: 'REFUND1',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '6.00' },
      links: [
        { rel: 'up', href: `${sandbox.baseUrl}/v2/payments/captures/${capture.captureId}`, method: 'GET' },
      ],
    });
    const url = `${testApp.url}/api/orders/paypal/webhook`;
    expect((await sandbox.sendWebhook(url, refund, { badSignature: true })).status).toBe(400);
    expect((await orderRow(orderid)).status).toBe('paid');
    expect(await sandbox.sendWebhook(url, refund)).toMatchObject({
      status: 200,
      body: { data: { outcome: 'handled' } },
    });
    expect((await orderRow(orderid)).status).toBe('refunded');
    expect(
      (await testApp.dataSource.getRepository(PaymentCapture).findOneByOrFail({ orderId: orderid })).status,
    ).toBe('REFUNDED');
    const status = await agent.get(`/api/orders/status/${orderid}`).query({ orderKey }).expect(200);
    expect(bodyOf(status).data).toMatchObject({ status: 'refunded', type: 'memorial' });
  });

  it('cancel after the buyer paid but before the page said so: the order is paid, not cancelled', async () => {
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'qrcode',
      items: [{ productKey: 'qr-code' }, { productKey: 'shipping' }],
    });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    await approveInSandbox(agent, paypalOrderId);
    // Captured at PayPal (as by another tab of ours), our order not yet settled.
    const sandbox = sandboxOf(testApp);
    expect(sandbox.captureOrder(paypalOrderId, 'ricordo-capture-' + orderid).status).toBe(201);
    const response = await postForm(
      agent,
      '/api/orders/cancelQR',
      { orderid: String(orderid), orderKey },
      'json',
    );
    expect(response.status).toBe(409);
    expect((await orderRow(orderid)).status).toBe('paid');
  });
});

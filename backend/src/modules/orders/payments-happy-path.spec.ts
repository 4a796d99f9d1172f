import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, clearThrottles, postForm } from '../../test-support/account-helpers';
import { browser, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Product } from '../content/products/product.entity';
import { OrderEvent } from './entities/order-event.entity';
import { PAYMENT_THROTTLE } from './orders.controller';
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

// The payment path against the real PayPalRestProvider and the PayPal sandbox the app starts (test
// checkout). The 'dedic' fulfilment is a recording stand-in: what the dedications module does on paid is
// tested there.
describe('orders: PayPal checkout through the sandbox', () => {
  const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });
  const fulfilment = useRecordingFulfilment(testApp, 'dedic');
  let agent: Browser;
  beforeEach(async () => {
    agent = await browser(testApp);
  });

  it('answers the checkout kind: test, without a PayPal client id', async () => {
    const response = await agent.get('/api/orders/config').expect(200);
    expect(bodyOf(response).data).toEqual({ checkout: 'test', clientId: null, currency: 'EUR' });
  });

  it('creates the PayPal order from the stored price, and the buyer approving pays it once', async () => {
    await testApp.dataSource.getRepository(Product).update({ key: 'dedica-fiori' }, { priceCents: 350 });
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'dedic',
      items: [{ productKey: 'dedica-fiori' }],
      payload: { deceasedId: 1000 },
    });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    // A second call answers the same PayPal order.
    expect(await paypalCreate(agent, orderid, orderKey)).toBe(paypalOrderId);

    const atPayPal = sandboxOf(testApp).getOrder(paypalOrderId).body as {
      status: string;
      purchase_units: Array<{ amount: unknown; custom_id: string; invoice_id: string }>;
    };
    expect(atPayPal.status).toBe('CREATED');
    expect(atPayPal.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'EUR', value: '3.50' },
      custom_id: String(orderid),
      invoice_id: `RICORDO-${orderid}`,
    });
    const status = await agent.get(`/api/orders/status/000${orderid}`).query({ orderKey }).expect(200);
    expect(bodyOf(status).data).toEqual({ status: 'awaiting_payment', type: 'dedic', amountCents: 350 });

    await approveInSandbox(agent, paypalOrderId);
    const paid = await paypalUpdate(agent, orderid, orderKey, paypalOrderId);
    expect(paid.status).toBe(200);
    expect(bodyOf(paid).data).toEqual({ status: 'paid', type: 'dedic', orderid, deceasedID: 1000 });

    const order = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid });
    expect(order).toMatchObject({ status: 'paid', paypalOrderId });
    expect(order.paidAt).toBeInstanceOf(Date);
    const capture = await testApp.dataSource
      .getRepository(PaymentCapture)
      .findOneByOrFail({ orderId: orderid });
    expect(capture).toMatchObject({ paypalOrderId, status: 'COMPLETED', amountCents: 350, currency: 'EUR' });
    const events = await testApp.dataSource
      .getRepository(OrderEvent)
      .find({ where: { orderId: orderid }, order: { id: 'ASC' } });
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 'created', 'buyer'],
      ['created', 'awaiting_payment', 'buyer'],
      ['awaiting_payment', 'paid', 'buyer'],
    ]);
    expect(fulfilment.paid.filter((id) => id === orderid)).toHaveLength(1);
    expect(fulfilment.committed).toContain(orderid);

    // paypalUpdate again (the modal retried): the same success, nothing more recorded.
    const again = await paypalUpdate(agent, orderid, orderKey, paypalOrderId);
    expect(bodyOf(again).data).toMatchObject({ status: 'paid', orderid });
    expect(await testApp.dataSource.getRepository(PaymentCapture).countBy({ orderId: orderid })).toBe(1);
    expect(fulfilment.paid.filter((id) => id === orderid)).toHaveLength(1);
  });

  it('counts paypalCreate and paypalUpdate per address: 429 once the window is used up', async () => {
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const wrong = { orderid: String(orderid), orderKey: 'not-the-key' };
    for (let call = 0; call < PAYMENT_THROTTLE.limit; call += 1) {
      const path = call % 2 === 0 ? '/api/orders/paypalCreate' : '/api/orders/paypalUpdate';
      const body = call % 2 === 0 ? wrong : { ...wrong, paypalOrderId: 'ANY' };
      expect((await postForm(agent, path, body, 'json')).status).toBe(404);
    }
    const refused = await postForm(
      agent,
      '/api/orders/paypalCreate',
      { orderid: String(orderid), orderKey },
      'json',
    );
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).errorCode).toBe('TOO_MANY_ATTEMPTS');
    await clearThrottles(testApp);
    expect(
      (await postForm(agent, '/api/orders/paypalCreate', { orderid: String(orderid), orderKey }, 'json'))
        .status,
    ).toBe(200);
  });

  it('takes the price from the database, never from the client', async () => {
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'dedic',
      items: [{ productKey: 'dedica-cero' }],
    });
    // Extra fields such as an amount are refused outright by the request validation.
    const forged = await postForm(
      agent,
      '/api/orders/paypalCreate',
      { orderid: String(orderid), orderKey, amount: '0.01' } as Record<string, string>,
      'json',
    );
    expect(forged.status).toBe(400);
    const response = await payThroughSandbox(agent, orderid, orderKey);
    expect(response.status).toBe(200);
    const capture = await testApp.dataSource
      .getRepository(PaymentCapture)
      .findOneByOrFail({ orderId: orderid });
    expect(capture.amountCents).toBe(200);
    expect(JSON.parse(capture.raw)).toMatchObject({ amount: { currency_code: 'EUR', value: '2.00' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../auth/crypto-tokens';
import { Product } from '../content/products/product.entity';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { OrdersService, type NewOrder } from './orders.service';

const buyer = { name: 'Anna', surname: 'Bianchi', email: 'anna@example.com', telephone: null, userId: null };

describe('OrdersService.create', () => {
  let testApp: TestApp;
  let orders: OrdersService;

  beforeAll(async () => {
    testApp = await startTestApp({}, { OUTBOX_WORKER: '0' });
    orders = testApp.app.get(OrdersService);
  });
  afterAll(async () => testApp?.close());

  const create = (input: NewOrder) =>
    testApp.dataSource.transaction((manager) => orders.create(manager, input));

  it('prices each item from the database and stores only the hash of the access key', async () => {
    await testApp.dataSource.getRepository(Product).update({ key: 'qr-code' }, { priceCents: 9100 });
    const { order, accessKey } = await create({
      type: 'qrcode',
      items: [{ productKey: 'qr-code' }, { productKey: 'shipping', quantity: 2 }],
      buyer,
      shipping: { city: 'Roma' },
      payload: { note: 'x' },
    });
    expect(order.amountCents).toBe(9100 + 2 * 1000);
    expect(order.status).toBe('created');
    expect(accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(stored.accessKeyHash).toBe(sha256Hex(accessKey));
    expect(stored.currency).toBe('EUR');
    const items = await testApp.dataSource.getRepository(OrderItem).findBy({ orderId: order.id });
    expect(items.map((item) => [item.productKey, item.quantity, item.unitCents]).sort()).toEqual([
      ['qr-code', 1, 9100],
      ['shipping', 2, 1000],
    ]);
    const events = await testApp.dataSource.getRepository(OrderEvent).findBy({ orderId: order.id });
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'created', actor: 'buyer' }]);

    await expect(orders.findForBuyer(order.id, accessKey, 'qrcode')).resolves.toMatchObject({ id: order.id });
    await expect(orders.findForBuyer(order.id, 'wrong', 'qrcode')).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_FOUND',
    });
    await expect(orders.findForBuyer(order.id, accessKey, 'dedic')).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_FOUND',
    });
  });

  it('refuses a product without a price (variable or unknown) with PRICE_UNAVAILABLE', async () => {
    for (const productKey of ['fiori-reali', 'no-such-product'])
      await expect(
        create({ type: 'dedic', items: [{ productKey }], buyer, payload: {} }),
      ).rejects.toMatchObject({
        errorCode: 'PRICE_UNAVAILABLE',
        message: 'Prezzo non disponibile',
      });
    expect(await testApp.dataSource.getRepository(Order).countBy({ type: 'dedic' })).toBe(0);
  });
});

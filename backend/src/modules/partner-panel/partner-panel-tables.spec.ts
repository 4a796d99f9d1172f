import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import {
  createFuneralHome,
  savePartnerRecords,
  type FuneralHome,
  type PartnerRecords,
} from '../../test-support/funeral-home-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Dedication } from '../dedications/dedication.entity';
import type { Order } from '../orders/entities/order.entity';
import { OrdersService } from '../orders/orders.service';
import { QrCode } from '../qrcodes/qr-code.entity';

// The partner panel's partners and orders tables (spec panels §2 "Tables: ... partners, orders").
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

let home: FuneralHome;
let other: FuneralHome;
let mine: PartnerRecords;
let theirs: PartnerRecords;

async function onAccountOrder(type: 'qrcode' | 'dedic', buyerName: string): Promise<Order> {
  return testApp.dataSource.transaction((manager) =>
    testApp.app.get(OrdersService).createOnAccount(
      manager,
      {
        type,
        items: [{ productKey: 'qr-code' }],
        buyer: { name: buyerName, surname: 'Rossi', email: null, telephone: null, userId: null },
        payload: {},
      },
      { reason: 'test' },
    ),
  );
}

beforeAll(async () => {
  home = await createFuneralHome(testApp, 'Onoranze Tabelle');
  other = await createFuneralHome(testApp, 'Onoranze Estranee');
  mine = await savePartnerRecords(testApp, home.partnerId, 'Tabellini');
  theirs = await savePartnerRecords(testApp, other.partnerId, 'Estranei');
});

describe('GET api/partnerPanel/partners and orders: who may call', () => {
  it('anonymous 401; client, lamp manager and admin 403', async () => {
    const agents: Record<string, Browser> = {};
    for (const who of ['clientedemo', 'lampadedemo', 'adminricordo']) {
      agents[who] = await browser(testApp);
      await signIn(agents[who], who);
    }
    const anonymous = await browser(testApp);
    for (const route of ['partners', 'orders']) {
      await anonymous.get(`/api/partnerPanel/${route}`).expect(401);
      for (const who of Object.keys(agents))
        expect((await agents[who].get(`/api/partnerPanel/${route}`)).status, `${who} ${route}`).toBe(403);
    }
  });
});

describe('GET api/partnerPanel/partners', () => {
  it("lists the signed-in partner's own company only", async () => {
    const response = await home.agent.get('/api/partnerPanel/partners').expect(200);
    expect(response.body.data).toMatchObject({ total: 1, page: 1, maxResults: 5 });
    expect(response.body.data.partners).toHaveLength(1);
    expect(response.body.data.partners[0]).toMatchObject({
      ID: home.partnerId,
      name: 'Onoranze Tabelle',
      type: 'partner',
      status: 'active',
    });
  });

  it('refuses a page size the tables do not offer', async () => {
    await home.agent.get('/api/partnerPanel/partners?maxResults=7').expect(400);
  });
});

describe('GET api/partnerPanel/orders', () => {
  it("lists the orders of its plaques and of the dedications on its deceased, newest first, never another's", async () => {
    const plaqueOrder = await onAccountOrder('qrcode', 'Pietro');
    await testApp.dataSource
      .getRepository(QrCode)
      .update({ id: mine.plaque.id }, { orderId: plaqueOrder.id });
    const dedicationOrder = await onAccountOrder('dedic', 'Chiara');
    await testApp.dataSource
      .getRepository(Dedication)
      .update({ id: mine.dedication.id }, { orderId: dedicationOrder.id });
    const temporary = await savePlaque(testApp, { partnerId: home.partnerId, temporary: 1 });
    const temporaryOrder = await onAccountOrder('qrcode', 'Sara');
    await testApp.dataSource
      .getRepository(QrCode)
      .update({ id: temporary.id }, { orderId: temporaryOrder.id });
    const foreign = await onAccountOrder('qrcode', 'Estraneo');
    await testApp.dataSource.getRepository(QrCode).update({ id: theirs.plaque.id }, { orderId: foreign.id });

    const response = await home.agent.get('/api/partnerPanel/orders').expect(200);
    const { orders, total } = response.body.data as { orders: Array<Record<string, unknown>>; total: number };
    expect(total).toBe(3);
    expect(orders.map((order) => order.ID)).toEqual([temporaryOrder.id, dedicationOrder.id, plaqueOrder.id]);
    expect(orders[1]).toMatchObject({
      type: 'dedic',
      status: 'on_account',
      buyer: 'Chiara Rossi',
      amountCents: dedicationOrder.amountCents,
      deceased: { ID: mine.dedication.deceasedId, surname: 'Tabellini' },
    });
    expect(orders[0].deceased).toBeNull();

    const second = await home.agent.get('/api/partnerPanel/orders?page=2&maxResults=5').expect(200);
    expect(second.body.data).toMatchObject({ orders: [], total: 3, page: 2 });
    const theirOrders = await other.agent.get('/api/partnerPanel/orders').expect(200);
    expect(theirOrders.body.data.orders.map((order: { ID: number }) => order.ID)).toEqual([foreign.id]);
  });
});

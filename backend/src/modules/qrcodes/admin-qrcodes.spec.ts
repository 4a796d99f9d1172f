import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Condolence } from '../condolences/condolence.entity';
import { Deceased } from '../deceased/deceased.entity';
import { OwnershipTransfer } from '../deceased/ownership-transfer.entity';
import { Dedication } from '../dedications/dedication.entity';
import { OrderItem } from '../orders/entities/order-item.entity';
import { Order } from '../orders/entities/order.entity';
import { OrdersService } from '../orders/orders.service';
import { Partner } from '../partners/partner.entity';
import { PartnersService } from '../partners/partners.service';
import { QrCode } from './qr-code.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const plaques = () => testApp.dataSource.getRepository(QrCode);

async function post(agent: Browser, path: string, body: Record<string, string>) {
  return agent
    .post(path)
    .set('X-CSRF-Token', await csrfToken(agent))
    .type('form')
    .send(body);
}

/** A client-owned tombstone whose plaque is active. */
async function activatedPlaque(options: { activatedAt?: Date; createdAt?: Date } = {}) {
  const owner = await createClient(testApp);
  const person = await saveDeceased(testApp, { name: 'Anna', surname: 'Bianchi', ownerUserId: owner.id });
  const plaque = await savePlaque(testApp, {
    deceasedId: person.id,
    activationStatus: 'active',
    activationRequestedAt: options.activatedAt ?? new Date(),
    activatedAt: options.activatedAt ?? new Date(),
    createdAt: options.createdAt ?? new Date(),
  });
  return { owner, person, plaque };
}

/** An online order paid for a plaque (as the purchase's fulfilment leaves it). */
async function paidOnlineOrder(): Promise<Order> {
  const order = await testApp.dataSource.transaction(async (manager) => {
    const { order } = await testApp.app.get(OrdersService).create(manager, {
      type: 'qrcode',
      items: [{ productKey: 'qr-code' }],
      buyer: {
        name: 'Carlo',
        surname: 'Neri',
        email: 'carlo.neri@example.com',
        telephone: null,
        userId: null,
      },
      payload: {},
    });
    return order;
  });
  await testApp.dataSource
    .getRepository(Order)
    .update({ id: order.id }, { status: 'paid', paidAt: new Date() });
  return order;
}

describe('authorization: admins only, CSRF on every change', () => {
  interface Route {
    name: string;
    call: (agent: Browser) => Promise<{ status: number; body: unknown }>;
    /** A state change: without the token even an admin is refused. */
    changes?: boolean;
  }
  let stock: QrCode;
  let other: QrCode;
  let third: QrCode;

  beforeAll(async () => {
    stock = await savePlaque(testApp);
    other = await savePlaque(testApp);
    third = await savePlaque(testApp);
  });

  const routes: Route[] = [
    {
      name: 'POST generateQrcode',
      call: async (agent) =>
        agent.post('/api/admin/generateQrcode?amount=1').set('X-CSRF-Token', await csrfToken(agent)),
      changes: true,
    },
    { name: 'GET qrcodes', call: (agent) => agent.get('/api/admin/qrcodes') },
    { name: 'GET qrcodes/online', call: (agent) => agent.get('/api/admin/qrcodes/online') },
    {
      name: 'GET qrcodes/pdf',
      call: (agent) => agent.get(`/api/admin/qrcodes/pdf?layout=grid&ids=${stock.id}`),
    },
    {
      name: 'GET qrcodes/:id/image.png',
      call: (agent) => agent.get(`/api/admin/qrcodes/${stock.id}/image.png`),
    },
    { name: 'GET summary', call: (agent) => agent.get('/api/admin/summary') },
    { name: 'GET getActivationTable', call: (agent) => agent.get('/api/admin/getActivationTable') },
    {
      name: 'POST getActivationTable',
      call: (agent) => post(agent, '/api/admin/getActivationTable', {}),
      changes: true,
    },
    {
      name: 'POST deleteQrcode',
      call: (agent) => post(agent, '/api/admin/deleteQrcode', { 'qrcode-id': String(stock.id) }),
      changes: true,
    },
    {
      name: 'POST soldQr',
      call: (agent) => post(agent, '/api/admin/soldQr', { 'qrcode-id': String(other.id) }),
      changes: true,
    },
    {
      name: 'POST orderContoVendita',
      call: (agent) => post(agent, '/api/admin/orderContoVendita', { qrcodeid: String(third.id) }),
      changes: true,
    },
  ];

  for (const route of routes)
    it(`${route.name}: anonymous 401, client / partner / lamp manager 403, admin 200`, async () => {
      expect((await route.call(agents.anonymous)).status).toBe(401);
      for (const who of ['clientedemo', 'partnerdemo', 'lampadedemo'] as const) {
        const response = await route.call(agents[who]);
        expect(response.status, who).toBe(403);
        expect((response.body as { errorCode: string }).errorCode, who).toBe('ACCESS_DENIED');
      }
      if (route.name === 'POST deleteQrcode') {
        // Refused callers changed nothing.
        expect(await plaques().existsBy({ id: stock.id })).toBe(true);
      }
      const admin = await route.call(agents.adminricordo);
      expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    });

  it('the state-changing routes refuse an admin without the CSRF token', async () => {
    const admin = agents.adminricordo;
    const plaque = await savePlaque(testApp);
    const refused = [
      await admin.post('/api/admin/generateQrcode?amount=1'),
      await admin.post('/api/admin/getActivationTable').send({}),
      await admin.post('/api/admin/deleteQrcode').send({ 'qrcode-id': String(plaque.id) }),
      await admin.post('/api/admin/soldQr').send({ 'qrcode-id': String(plaque.id) }),
      await admin.post('/api/admin/orderContoVendita').send({ qrcodeid: String(plaque.id) }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(bodyOf(response).errorCode).toBe('CSRF_INVALID');
    }
    expect(await plaques().findOneByOrFail({ id: plaque.id })).toMatchObject({ sold: 0, saleChannel: null });
  });

  it('GET /api/qrcodes/:id/image.png: admin any, a partner only its own temporary codes', async () => {
    const partnerUser = await testApp.app.get(AccountsService).findByUsername('partnerdemo');
    const partner = await testApp.app.get(PartnersService).findByUser(partnerUser!.id);
    const otherPartner = await testApp.dataSource
      .getRepository(Partner)
      .save({ name: 'Onoranze Altrui', type: 'partner', userId: null });
    const own = await savePlaque(testApp, {
      temporary: 1,
      partnerId: partner!.id,
      expiresAt: new Date(Date.now() + 30 * DAY),
    });
    const foreign = await savePlaque(testApp, { temporary: 1, partnerId: otherPartner.id });
    const path = (plaque: QrCode) => `/api/qrcodes/${plaque.id}/image.png`;

    expect((await agents.anonymous.get(path(own))).status).toBe(401);
    expect((await agents.clientedemo.get(path(own))).status).toBe(403);
    expect((await agents.lampadedemo.get(path(own))).status).toBe(403);
    const mine = await agents.partnerdemo.get(path(own));
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    // Another partner's code, or a code of the stock, does not exist for this partner.
    expect((await agents.partnerdemo.get(path(foreign))).status).toBe(404);
    expect((await agents.partnerdemo.get(path(stock))).status).toBe(404);
    expect((await agents.adminricordo.get(path(foreign))).status).toBe(200);
  });
});

describe('GET /api/admin/qrcodes (QR administration table)', () => {
  it('pages newest first (default 10), filters temporary codes, shows owner, deceased and the pending badge', async () => {
    const { owner, person, plaque } = await activatedPlaque();
    await testApp.dataSource.getRepository(OwnershipTransfer).save({
      deceasedId: person.id,
      fromUserId: owner.id,
      toUserId: owner.id,
      requestedByUserId: null,
      status: 'pending',
      createdAt: new Date(),
      decidedAt: null,
    });
    const temporary = await savePlaque(testApp, { temporary: 1, expiresAt: new Date(Date.now() - DAY) });
    for (let i = 0; i < 10; i++) await savePlaque(testApp);

    const first = await agents.adminricordo.get('/api/admin/qrcodes').expect(200);
    const page = bodyOf(first).data as {
      qrcodes: Array<Record<string, unknown>>;
      total: number;
      maxResults: number;
    };
    expect(page.maxResults).toBe(10);
    expect(page.qrcodes).toHaveLength(10);
    const ids = page.qrcodes.map((row) => row.ID as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.total).toBe(await plaques().count());

    const all = await agents.adminricordo.get('/api/admin/qrcodes?maxResults=25&page=1').expect(200);
    const rows = (bodyOf(all).data as { qrcodes: Array<Record<string, unknown>> }).qrcodes;
    const activated = rows.find((row) => row.ID === plaque.id);
    expect(activated).toMatchObject({
      code: plaque.code,
      verification_code: plaque.verificationCode,
      deceased: { ID: person.id, name: 'Anna', surname: 'Bianchi' },
      owner: { ID: owner.id, username: owner.username },
      pending: 1,
      activationStatus: 'active',
      image: `/api/admin/qrcodes/${plaque.id}/image.png`,
      contoVendita: 0,
    });

    const onlyTemporary = await agents.adminricordo
      .get('/api/admin/qrcodes?temporary=1&maxResults=25')
      .expect(200);
    const temporaryRows = (bodyOf(onlyTemporary).data as { qrcodes: Array<Record<string, unknown>> }).qrcodes;
    expect(temporaryRows.every((row) => row.temporary === 1)).toBe(true);
    expect(temporaryRows.find((row) => row.ID === temporary.id)).toMatchObject({ expired: true });
    const permanent = await agents.adminricordo
      .get('/api/admin/qrcodes?temporary=0&maxResults=25')
      .expect(200);
    expect(
      (bodyOf(permanent).data as { qrcodes: Array<Record<string, unknown>> }).qrcodes.every(
        (row) => row.temporary === 0,
      ),
    ).toBe(true);
  });

  it('accepts only the page sizes 5, 10 and 25', async () => {
    const response = await agents.adminricordo.get('/api/admin/qrcodes?maxResults=7');
    expect(response.status).toBe(400);
    expect(bodyOf(response).data).toEqual({ fields: { maxResults: 'Campo non valido' } });
  });
});

describe('getActivationTable', () => {
  it('default yesterday → today: plaques created, asked for or activated in the range, with counts and owner', async () => {
    const { owner, person, plaque } = await activatedPlaque({ createdAt: new Date(Date.now() - 40 * DAY) });
    const old = await savePlaque(testApp, { createdAt: new Date(Date.now() - 40 * DAY) });
    const fresh = await savePlaque(testApp);
    const dedications = testApp.dataSource.getRepository(Dedication);
    for (const status of ['accepted', 'pending', 'unpaid'] as const)
      await dedications.save(
        dedications.create({
          deceasedId: person.id,
          type: 'dedica-cero',
          text: 'Ciao',
          sign: null,
          status,
          mediaFilename: null,
          mediaType: null,
          giverName: 'Ugo',
          giverSurname: 'Rossi',
          giverEmail: null,
          giverTelephone: null,
          createdAt: new Date(),
        }),
      );
    await testApp.dataSource.getRepository(Condolence).save({
      deceasedId: person.id,
      authorName: 'Lia',
      text: 'Condoglianze',
      phone: null,
      email: null,
      userId: null,
      status: 'published',
      createdAt: new Date(),
      publishedAt: new Date(),
    });

    const response = await agents.adminricordo.get('/api/admin/getActivationTable').expect(200);
    const data = bodyOf(response).data as {
      qrcodelist: Array<Record<string, unknown>>;
      startdate: string;
      enddate: string;
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(data.enddate).toBe(today);
    const ids = data.qrcodelist.map((row) => row.qrcodeID);
    expect(ids).toContain(plaque.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    expect(data.qrcodelist.find((row) => row.qrcodeID === plaque.id)).toMatchObject({
      ID: person.id,
      name: 'Anna',
      verified: 1,
      active: 1,
      showPage: 1,
      dedic: 2,
      condolences: 1,
      orderID: 0,
      owner: { ID: owner.id, username: owner.username },
      level_access: 0,
      date: today,
    });
    // A new code of the stock: what spec panels §4 classifies as 'new QR codes'.
    expect(data.qrcodelist.find((row) => row.qrcodeID === fresh.id)).toMatchObject({
      ID: 0,
      name: null,
      verified: 0,
      active: 0,
      orderID: 0,
      owner: null,
      level_access: 1,
    });
  });

  it('POST with a range (either date format) and the order of a plaque sold online', async () => {
    const order = await paidOnlineOrder();
    const sold = await savePlaque(testApp, {
      sold: 1,
      saleChannel: 'online',
      orderId: order.id,
      createdAt: new Date('2025-03-10T10:00:00Z'),
    });
    const response = await post(agents.adminricordo, '/api/admin/getActivationTable', {
      startdate: '09/03/2025',
      enddate: '2025-03-10',
    });
    expect(response.status, response.text).toBe(200);
    const data = bodyOf(response).data as { qrcodelist: Array<Record<string, unknown>>; startdate: string };
    expect(data.startdate).toBe('2025-03-09');
    expect(data.qrcodelist.map((row) => row.qrcodeID)).toEqual([sold.id]);
    expect(data.qrcodelist[0]).toMatchObject({ orderID: order.id, orderStatus: 'paid' });
  });

  it('uses Europe/Rome days: 23:30 UTC on 31 March 2025 is already 1 April in Rome', async () => {
    const lateEvening = await savePlaque(testApp, { createdAt: new Date('2025-03-31T23:30:00Z') });
    const april = await agents.adminricordo.get(
      '/api/admin/getActivationTable?startdate=2025-04-01&enddate=2025-04-01',
    );
    expect(
      (bodyOf(april).data as { qrcodelist: Array<{ qrcodeID: number }> }).qrcodelist.map(
        (row) => row.qrcodeID,
      ),
    ).toContain(lateEvening.id);
    const march = await agents.adminricordo.get(
      '/api/admin/getActivationTable?startdate=2025-03-31&enddate=2025-03-31',
    );
    expect(
      (bodyOf(march).data as { qrcodelist: Array<{ qrcodeID: number }> }).qrcodelist.map(
        (row) => row.qrcodeID,
      ),
    ).not.toContain(lateEvening.id);
  });

  it('refuses a date that is none and a start after the end', async () => {
    const bad = await agents.adminricordo.get('/api/admin/getActivationTable?startdate=2025-02-30');
    expect(bad.status).toBe(400);
    expect(bodyOf(bad)).toMatchObject({
      message: 'Data non valida',
      data: { fields: { startdate: 'Data non valida' } },
    });
    const reversed = await agents.adminricordo.get(
      '/api/admin/getActivationTable?startdate=2025-05-02&enddate=2025-05-01',
    );
    expect(bodyOf(reversed).data).toEqual({
      fields: { startdate: 'La data di inizio non puo` essere successiva alla data di fine' },
    });
  });
});

describe('summary cards and QR codes sold online', () => {
  it('counts each card from its module, live', async () => {
    const read = async () =>
      bodyOf(await agents.adminricordo.get('/api/admin/summary').expect(200)).data as {
        qrcodes: { total: number; available: number };
        activationRequests: number;
        dedications: number;
        partners: number;
        partnerRequests: number;
        tombstones: number;
        obituaries: number;
      };
    const before = await read();
    await savePlaque(testApp);
    await savePlaque(testApp, { sold: 1, saleChannel: 'admin' });
    const person = await saveDeceased(testApp, { name: 'Piero', surname: 'Galli', showPage: 0 });
    await savePlaque(testApp, {
      deceasedId: person.id,
      activationStatus: 'pending',
      activationRequestedAt: new Date(),
    });
    await testApp.dataSource
      .getRepository(Partner)
      .save({ name: 'Onoranze Nuove', type: 'partner', userId: null });
    await testApp.dataSource
      .getRepository(Partner)
      .save({ name: 'Onoranze in Attesa', type: 'partner', userId: null, status: 'pending' });
    const after = await read();
    expect(after.qrcodes.total - before.qrcodes.total).toBe(3);
    expect(after.qrcodes.available - before.qrcodes.available).toBe(1);
    expect(after.activationRequests - before.activationRequests).toBe(1);
    expect(after.obituaries - before.obituaries).toBe(1);
    expect(after.tombstones).toBe(before.tombstones);
    expect(after.partners - before.partners).toBe(1);
    expect(after.partnerRequests - before.partnerRequests).toBe(1);
    expect(after.dedications).toBe(
      await testApp.dataSource.getRepository(Dedication).countBy({ status: 'pending' }),
    );
    expect(after.tombstones).toBe(await testApp.dataSource.getRepository(Deceased).countBy({ showPage: 1 }));
  });

  it('lists plaques sold online, newest first, with their order and buyer', async () => {
    const order = await paidOnlineOrder();
    const sold = await savePlaque(testApp, { sold: 1, saleChannel: 'online', orderId: order.id });
    await savePlaque(testApp, { sold: 1, saleChannel: 'admin' });
    const response = await agents.adminricordo.get('/api/admin/qrcodes/online').expect(200);
    const data = bodyOf(response).data as { sales: Array<Record<string, unknown>>; maxResults: number };
    expect(data.maxResults).toBe(5);
    expect(data.sales[0]).toMatchObject({
      ID: sold.id,
      code: sold.code,
      order: { ID: order.id, status: 'paid', amountCents: 9700 },
      buyer: { name: 'Carlo', surname: 'Neri', email: 'carlo.neri@example.com' },
    });
    expect(data.sales.every((sale) => sale.order !== null)).toBe(true);
  });
});

describe('deleteQrcode, soldQr, orderContoVendita', () => {
  it('deletes a plaque of the stock once; again it answers success with deleted false', async () => {
    const plaque = await savePlaque(testApp);
    const first = await post(agents.adminricordo, '/api/admin/deleteQrcode', {
      'qrcode-id': `000${plaque.id}`,
    });
    expect(first.status).toBe(200);
    expect(bodyOf(first)).toMatchObject({
      message: 'Elemento eliminato con successo',
      data: { ID: plaque.id, deleted: true },
    });
    expect(await plaques().existsBy({ id: plaque.id })).toBe(false);
    const again = await post(agents.adminricordo, '/api/admin/deleteQrcode', {
      'qrcode-id': String(plaque.id),
    });
    expect(bodyOf(again).data).toEqual({ ID: plaque.id, deleted: false });
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'qrcode.delete', targetId: String(plaque.id) }),
    ).toBe(1);
  });

  it('refuses to delete an activated plaque, or one waiting for its confirmation', async () => {
    const { plaque } = await activatedPlaque();
    const active = await post(agents.adminricordo, '/api/admin/deleteQrcode', {
      'qrcode-id': String(plaque.id),
    });
    expect(active.status).toBe(409);
    expect(bodyOf(active)).toMatchObject({
      errorCode: 'QRCODE_ACTIVATED',
      message: 'Il qrCode selezionato e` stato attivato e non puo` essere eliminato',
    });
    const waiting = await savePlaque(testApp, {
      activationStatus: 'pending',
      activationRequestedAt: new Date(),
    });
    const pending = await post(agents.adminricordo, '/api/admin/deleteQrcode', {
      'qrcode-id': String(waiting.id),
    });
    expect(bodyOf(pending).errorCode).toBe('QRCODE_ACTIVATION_PENDING');
    expect(await plaques().countBy({ id: plaque.id })).toBe(1);
    expect(await plaques().countBy({ id: waiting.id })).toBe(1);
    const missing = await post(agents.adminricordo, '/api/admin/deleteQrcode', {});
    expect(bodyOf(missing)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      data: { fields: { 'qrcode-id': 'Campo obbligatorio' } },
    });
  });

  it('soldQr marks a plaque assigned once; sold online or temporary ones are refused', async () => {
    const plaque = await savePlaque(testApp);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(agents.adminricordo, '/api/admin/soldQr', {
        'qrcode-id': String(plaque.id),
      });
      expect(response.status).toBe(200);
      expect(bodyOf(response).data).toEqual({ ID: plaque.id, sold: 1, saleChannel: 'admin' });
    }
    expect(await plaques().findOneByOrFail({ id: plaque.id })).toMatchObject({
      sold: 1,
      saleChannel: 'admin',
    });
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'qrcode.sold', targetId: String(plaque.id) }),
    ).toBe(1);

    const online = await savePlaque(testApp, { sold: 1, saleChannel: 'online' });
    const refused = await post(agents.adminricordo, '/api/admin/soldQr', { 'qrcode-id': String(online.id) });
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).message).toBe('Il qrCode selezionato e` gia` stato venduto');
    const temporary = await savePlaque(testApp, { temporary: 1 });
    const notTemporary = await post(agents.adminricordo, '/api/admin/soldQr', {
      'qrcode-id': String(temporary.id),
    });
    expect(bodyOf(notTemporary).errorCode).toBe('QRCODE_TEMPORARY');
    const unknown = await post(agents.adminricordo, '/api/admin/soldQr', { 'qrcode-id': '999999' });
    expect(unknown.status).toBe(404);
  });

  it('orderContoVendita: an on-account order for qr-code, the plaque conto-vendita, the same order again', async () => {
    const plaque = await savePlaque(testApp);
    const first = await post(agents.adminricordo, '/api/admin/orderContoVendita', {
      qrcodeid: `000${plaque.id}`,
    });
    expect(first.status, first.text).toBe(200);
    const { orderid, contoVendita } = bodyOf(first).data as { orderid: number; contoVendita: number };
    expect(contoVendita).toBe(0);
    const order = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid });
    expect(order).toMatchObject({ type: 'qrcode', status: 'on_account', amountCents: 9700 });
    const items = await testApp.dataSource.getRepository(OrderItem).findBy({ orderId: orderid });
    expect(items.map((item) => item.productKey)).toEqual(['qr-code']);
    expect(await plaques().findOneByOrFail({ id: plaque.id })).toMatchObject({
      sold: 1,
      saleChannel: 'conto-vendita',
      orderId: orderid,
    });

    const again = await post(agents.adminricordo, '/api/admin/orderContoVendita', {
      qrcodeid: String(plaque.id),
    });
    expect(bodyOf(again).data).toMatchObject({ orderid });
    expect(await testApp.dataSource.getRepository(Order).countBy({ status: 'on_account', id: orderid })).toBe(
      1,
    );
    expect(
      await testApp.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'qrcode.contoVendita', targetId: String(plaque.id) }),
    ).toBe(1);
  });

  it('orderContoVendita on an activated plaque flags its deceased contoVendita 1; sold online is refused', async () => {
    const { owner, person, plaque } = await activatedPlaque();
    const response = await post(agents.adminricordo, '/api/admin/orderContoVendita', {
      qrcodeid: String(plaque.id),
    });
    expect(response.status, response.text).toBe(200);
    const { orderid } = bodyOf(response).data as { orderid: number };
    expect(bodyOf(response).data).toMatchObject({ contoVendita: 1 });
    expect(await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: person.id })).toMatchObject(
      {
        contoVendita: 1,
      },
    );
    expect(await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid })).toMatchObject({
      userId: owner.id,
      buyerName: owner.name,
    });

    const order = await paidOnlineOrder();
    const online = await savePlaque(testApp, { sold: 1, saleChannel: 'online', orderId: order.id });
    const refused = await post(agents.adminricordo, '/api/admin/orderContoVendita', {
      qrcodeid: String(online.id),
    });
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).errorCode).toBe('QRCODE_ALREADY_SOLD');
  });
});

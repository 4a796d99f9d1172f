import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { payOrder, payThroughSandbox } from '../../test-support/payment-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { hashPassword } from '../auth/passwords';
import { Order } from '../orders/entities/order.entity';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import { JobLock } from '../scheduler/job-lock.entity';
import { QrCode } from './qr-code.entity';
import { TemporaryQrCodesScheduler } from './temporary-qrcodes.scheduler';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY_MS = 86_400_000;

interface Row {
  ID: number;
  code: string;
  verification_code: string;
  temporary: number;
  state: string;
  expiresAt: number | null;
  image: string;
  bookImage: string;
  url: string;
  url_condoglianze: string;
  deceased: { ID: number; name: string; surname: string } | null;
}

async function signedIn(username: string, password?: string): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, username, password);
  return agent;
}

/** A second funeral home with its company. */
async function otherPartner(): Promise<Browser> {
  const password = 'PasswordDiProva1';
  const user = await testApp.app.get(AccountsService).create({
    username: `impresa${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
    email: null,
    telephone: null,
    name: 'Altra',
    surname: 'Impresa',
    passwordHash: await hashPassword(password),
    platformAccess: 2,
    partnerType: 'partner',
  });
  await testApp.app.get(PartnersService).ensureForUser(user.id, 'Onoranze Altrove', 'partner');
  return signedIn(user.username, password);
}

async function requestCode(agent: Browser, amount = '1') {
  return agent.post(`/api/qrcodes/qrcodeRequest/${amount}`).set('X-CSRF-Token', await csrfToken(agent));
}

async function newCode(agent: Browser): Promise<{ ID: number; code: string; verification_code: string }> {
  const response = await requestCode(agent);
  expect(response.status, response.text).toBe(200);
  return (
    bodyOf(response).data as { qrcodes: Array<{ ID: number; code: string; verification_code: string }> }
  ).qrcodes[0];
}

const list = (agent: Browser, query: Record<string, string> = {}) =>
  agent.get('/api/qrcodes/partner').query(query);
const rowsOf = (response: { body: unknown }) =>
  (bodyOf(response as never).data as { rows: Row[]; total: number }).rows;
const plaque = (id: number) => testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id });

/** The server's clock moved `days` ahead of now. */
function moveClock(days: number): Date {
  const later = new Date(Date.now() + days * DAY_MS);
  vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(later);
  return later;
}

describe('POST /api/qrcodes/qrcodeRequest/1', () => {
  it('makes one temporary code of the partner, valid 30 days, with its verification code and URLs', async () => {
    const partner = await signedIn('partnerdemo');
    const before = Date.now();
    const response = await requestCode(partner);
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(response).message).toBe('QrCode temporaneo creato: vale 30 giorni');
    const data = bodyOf(response).data as {
      deceasedIDs: string[];
      qrcodes: Array<{ ID: number; code: string; verification_code: string; url: string; expiresAt: number }>;
    };
    const [made] = data.qrcodes;
    expect(data.deceasedIDs).toEqual([made.code]);
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(made.verification_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(made.url).toBe(`https://ricordo.example/qr/${made.code}`);
    const row = await plaque(made.ID);
    const partnerId = (await testApp.app
      .get(PartnersService)
      .findByUser(await signedInUserId('partnerdemo')))!.id;
    expect(row).toMatchObject({
      temporary: 1,
      sold: 0,
      saleChannel: null,
      partnerId,
      expiredAt: null,
      deceasedId: null,
    });
    const days = ((row.expiresAt as Date).getTime() - before) / DAY_MS;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(made.expiresAt).toBe(Math.floor((row.expiresAt as Date).getTime() / 1000));
  });

  it('is a POST that needs the CSRF header (a GET is not a route), and takes only /1', async () => {
    const partner = await signedIn('partnerdemo');
    const count = () => testApp.dataSource.getRepository(QrCode).countBy({ temporary: 1 });
    const before = await count();
    const noToken = await partner.post('/api/qrcodes/qrcodeRequest/1');
    expect(noToken.status).toBe(403);
    expect(bodyOf(noToken).errorCode).toBe('CSRF_INVALID');
    expect(
      (await partner.get('/api/qrcodes/qrcodeRequest/1').set('X-CSRF-Token', await csrfToken(partner)))
        .status,
    ).toBe(404);
    for (const amount of ['2', '0', 'abc', '500']) {
      const response = await requestCode(partner, amount);
      expect(response.status, amount).toBe(400);
      expect(bodyOf(response)).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        data: { fields: { amount: 'Campo non valido' } },
      });
    }
    expect(await count()).toBe(before);
  });

  it('only a funeral home may ask: anonymous 401; client, lamp manager and admin 403', async () => {
    const count = () => testApp.dataSource.getRepository(QrCode).countBy({ temporary: 1 });
    const before = await count();
    expect((await requestCode(await browser(testApp))).status).toBe(401);
    const client = await createClient(testApp);
    for (const agent of [
      await signedIn(client.username, client.password),
      await signedIn('lampadedemo'),
      await signedIn('adminricordo'),
    ]) {
      const response = await requestCode(agent);
      expect(response.status).toBe(403);
      expect(bodyOf(response).errorCode).toBe('ACCESS_DENIED');
    }
    expect(await count()).toBe(before);
  });

  it('cannot mint thousands: the 21st code of a day is refused', async () => {
    const partner = await otherPartner();
    for (let i = 0; i < 20; i++) expect((await requestCode(partner)).status).toBe(200);
    const refused = await requestCode(partner);
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(rowsOf(await list(partner, { maxResults: '25' }))).toHaveLength(20);
  });
});

async function signedInUserId(username: string): Promise<number> {
  return (await testApp.app.get(AccountsService).findByUsername(username))!.id;
}

describe('GET /api/qrcodes/partner', () => {
  it('lists the partner’s own codes only, newest first, with type, state, expiry and both QR images', async () => {
    const partner = await otherPartner();
    const first = await newCode(partner);
    const second = await newCode(partner);
    const someoneElses = await newCode(await signedIn('partnerdemo'));
    const response = await list(partner);
    expect(response.status, response.text).toBe(200);
    const rows = rowsOf(response);
    expect(rows.map((row) => row.code)).toEqual([second.code, first.code]);
    expect(rows.map((row) => row.code)).not.toContain(someoneElses.code);
    expect(rows[0]).toMatchObject({
      ID: second.ID,
      verification_code: second.verification_code,
      temporary: 1,
      state: 'available',
      image: `/api/qrcodes/${second.ID}/image.png`,
      bookImage: `/api/qrcodes/${second.ID}/condoglianze.png`,
      url_condoglianze: `https://ricordo.example/qr/${second.code}/condoglianze`,
      deceased: null,
    });
    expect(rows[0].expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);

    // The condolence-book QR as PNG: the partner's own code yes, another partner's no.
    const png = await partner.get(rows[0].bookImage);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await partner.get(`/api/qrcodes/${someoneElses.ID}/condoglianze.png`)).status).toBe(404);
    expect((await (await signedIn('adminricordo')).get(rows[0].bookImage)).status).toBe(200);
  });

  it('filters by the start of the code and by the deceased’s name, and pages by 5, 10 or 25', async () => {
    const partner = await otherPartner();
    const codes: Array<{ ID: number; code: string }> = [];
    for (let i = 0; i < 6; i++) codes.push(await newCode(partner));
    const person = await saveDeceased(testApp, { name: 'Maria Grazia', surname: "D'Angelò" });
    await testApp.dataSource
      .getRepository(QrCode)
      .update({ id: codes[2].ID }, { deceasedId: person.id, activationStatus: 'active' });

    const byCode = rowsOf(await list(partner, { code: codes[4].code.slice(0, 8).toLowerCase() }));
    expect(byCode.map((row) => row.code)).toContain(codes[4].code);
    expect(byCode.every((row) => row.code.startsWith(codes[4].code.slice(0, 8)))).toBe(true);

    const byName = rowsOf(
      await list(partner, { deceasedName: 'grazia dangelo'.replace('dangelo', "d'angelo") }),
    );
    expect(byName).toEqual([
      expect.objectContaining({
        code: codes[2].code,
        state: 'active',
        deceased: { ID: person.id, name: 'Maria Grazia', surname: "D'Angelò" },
      }),
    ]);
    expect(rowsOf(await list(partner, { deceasedName: 'nessuno' }))).toEqual([]);

    const firstPage = await list(partner, { maxResults: '5' });
    expect(rowsOf(firstPage)).toHaveLength(5);
    expect(bodyOf(firstPage).data).toMatchObject({ total: 6, page: 1, maxResults: 5 });
    expect(rowsOf(await list(partner, { maxResults: '5', page: '2' }))).toHaveLength(1);
    const badSize = await list(partner, { maxResults: '7' });
    expect(badSize.status).toBe(400);
    expect(bodyOf(badSize).errorCode).toBe('VALIDATION_FAILED');
  });

  it('only funeral homes: anonymous 401; client, lamp manager and admin 403', async () => {
    expect((await list(await browser(testApp))).status).toBe(401);
    const client = await createClient(testApp);
    for (const agent of [
      await signedIn(client.username, client.password),
      await signedIn('lampadedemo'),
      await signedIn('adminricordo'),
    ])
      expect((await list(agent)).status).toBe(403);
  });
});

describe('the expiry job', () => {
  it('with the clock moved 31 days it expires the code once; the scan explains, activation is refused', async () => {
    const partner = await otherPartner();
    const made = await newCode(partner);
    const scheduler = testApp.app.get(TemporaryQrCodesScheduler);
    // Not yet: a code in its 30 days stays as it is.
    moveClock(29);
    expect(await scheduler.tick()).toBeGreaterThanOrEqual(0);
    expect((await plaque(made.ID)).expiredAt).toBeNull();

    vi.restoreAllMocks();
    const later = moveClock(31);
    const expired = await scheduler.tick();
    expect(expired).toBeGreaterThanOrEqual(1);
    const row = await plaque(made.ID);
    expect(row.expiredAt?.getTime()).toBe(Math.floor(later.getTime() / 1000) * 1000);
    // A second run finds nothing more to do with it.
    await scheduler.tick();
    expect((await plaque(made.ID)).expiredAt?.getTime()).toBe(row.expiredAt?.getTime());

    // Its scan leads to the explanation page, its book QR too; activation sees it expired.
    const agent = await browser(testApp);
    const scan = await agent.get(`/qr/${made.code}`).redirects(0);
    expect(scan.status).toBe(302);
    expect(scan.headers.location).toBe(`/qrcode-scaduto?code=${made.code}`);
    expect((await agent.get(`/qr/${made.code}/condoglianze`).redirects(0)).headers.location).toBe(
      `/qrcode-scaduto?code=${made.code}`,
    );
    const check = await agent.get('/api/qrcodes/check').query({ code: made.code });
    expect(bodyOf(check).data).toMatchObject({ status: 'expired', temporary: true });
    expect(rowsOf(await list(partner))[0]).toMatchObject({ code: made.code, state: 'expired' });
  });

  it('runs under the database lock: while another instance holds it, nothing is done', async () => {
    const partner = await otherPartner();
    const made = await newCode(partner);
    const locks = testApp.dataSource.getRepository(JobLock);
    await locks.save({
      name: 'temporary-qrcodes-expiry',
      lockedBy: 'another-instance',
      lockedUntil: new Date(Date.now() + 60 * DAY_MS),
      lastRunKey: null,
      lastRunAt: null,
    });
    moveClock(31);
    expect(await testApp.app.get(TemporaryQrCodesScheduler).tick()).toBeNull();
    expect((await plaque(made.ID)).expiredAt).toBeNull();
    await locks.update({ name: 'temporary-qrcodes-expiry' }, { lockedBy: null, lockedUntil: null });
  });
});

describe('POST /api/qrcodes/partner/buy', () => {
  async function buy(agent: Browser, code: string) {
    return postForm(agent, '/api/qrcodes/partner/buy', { code });
  }

  it('orders qrcode-partner at the server’s price; once paid the code is permanent, sold online', async () => {
    const partner = await otherPartner();
    const made = await newCode(partner);
    const response = await buy(partner, made.code.toLowerCase());
    expect(response.status, response.text).toBe(200);
    const data = bodyOf(response).data as {
      orderid: number;
      orderKey: string;
      amountCents: number;
      code: string;
    };
    expect(data).toMatchObject({ amountCents: 5000, code: made.code });
    const order = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: data.orderid });
    expect(order).toMatchObject({ type: 'qrcode', amountCents: 5000, status: 'created' });
    // Not paid yet: still temporary.
    expect((await plaque(made.ID)).temporary).toBe(1);

    await payOrder(partner, data.orderid, data.orderKey);
    expect(await plaque(made.ID)).toMatchObject({
      temporary: 0,
      expiresAt: null,
      expiredAt: null,
      sold: 1,
      saleChannel: 'online',
      orderId: data.orderid,
    });
    // The bought code never expires and is listed as permanent.
    moveClock(60);
    await testApp.app.get(TemporaryQrCodesScheduler).tick();
    expect((await plaque(made.ID)).expiredAt).toBeNull();
    expect(rowsOf(await list(partner))[0]).toMatchObject({ code: made.code, temporary: 0, expiresAt: null });
    // Buying it again: it is permanent already.
    vi.restoreAllMocks();
    const again = await buy(partner, made.code);
    expect(again.status).toBe(409);
    expect(bodyOf(again).errorCode).toBe('QRCODE_NOT_TEMPORARY');
  });

  it('an expired code can be bought too, and then its scan opens activation again', async () => {
    const partner = await otherPartner();
    const made = await newCode(partner);
    moveClock(31);
    await testApp.app.get(TemporaryQrCodesScheduler).tick();
    vi.restoreAllMocks();
    const { orderid, orderKey } = bodyOf(await buy(partner, made.code)).data as {
      orderid: number;
      orderKey: string;
    };
    await payOrder(partner, orderid, orderKey);
    const scan = await (await browser(testApp)).get(`/qr/${made.code}`).redirects(0);
    expect(scan.headers.location).toBe(`/activate-qrCode?code=${made.code}`);
  });

  it('a settlement replayed changes nothing more (paypalUpdate twice: the same answer)', async () => {
    const partner = await otherPartner();
    const made = await newCode(partner);
    const { orderid, orderKey } = bodyOf(await buy(partner, made.code)).data as {
      orderid: number;
      orderKey: string;
    };
    const first = await payThroughSandbox(partner, orderid, orderKey);
    expect(first.status).toBe(200);
    const row = await plaque(made.ID);
    const paypalOrderId = (await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid }))
      .paypalOrderId;
    const replay = await postForm(
      partner,
      '/api/orders/paypalUpdate',
      { orderid: String(orderid), orderKey, paypalOrderId: paypalOrderId! },
      'json',
    );
    expect(replay.status).toBe(200);
    expect(await plaque(made.ID)).toEqual(row);
  });

  it('another partner’s code answers 404, a missing code 400; anonymous 401, client, lamp manager and admin 403', async () => {
    const made = await newCode(await signedIn('partnerdemo'));
    const other = await otherPartner();
    const response = await buy(other, made.code);
    expect(response.status).toBe(404);
    expect(bodyOf(response)).toMatchObject({ errorCode: 'QRCODE_NOT_FOUND', message: 'QrCode non trovato' });
    const missing = await postForm(other, '/api/qrcodes/partner/buy', {});
    expect(missing.status).toBe(400);
    expect(bodyOf(missing).data).toEqual({ fields: { code: 'Campo obbligatorio' } });
    expect((await buy(await browser(testApp), made.code)).status).toBe(401);
    const client = await createClient(testApp);
    for (const agent of [
      await signedIn(client.username, client.password),
      await signedIn('lampadedemo'),
      await signedIn('adminricordo'),
    ])
      expect((await buy(agent, made.code)).status).toBe(403);
    expect(
      await testApp.dataSource
        .getRepository(Order)
        .countBy({ type: 'qrcode', userId: await signedInUserId('partnerdemo') }),
    ).toBe(0);
  });
});

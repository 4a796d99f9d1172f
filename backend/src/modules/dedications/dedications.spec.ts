import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, payloadOf, postForm } from '../../test-support/account-helpers';
import { payOrder } from '../../test-support/payment-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { useTestApp } from '../../test-support/use-test-app';
import { User } from '../accounts/user.entity';
import { OneShotToken } from '../auth/one-shot-token.entity';
import { Product } from '../content/products/product.entity';
import { Deceased } from '../deceased/deceased.entity';
import { jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { Order } from '../orders/entities/order.entity';
import { dedicationForm, sendDedication } from '../../test-support/dedication-helpers';
import { Dedication } from './dedication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
let visitor: Browser;

beforeEach(async () => {
  visitor = await browser(testApp);
});

interface OrderAnswer {
  orderid: number | null;
  orderKey: string | null;
  amountCents: number;
  autoAttivata: boolean;
  deceasedID: number;
}

async function order(fields: Record<string, string>, file?: Parameters<typeof sendDedication>[2]) {
  const response = await sendDedication(visitor, dedicationForm(fields), file);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return bodyOf(response).data as unknown as OrderAnswer;
}

const dedicationOf = (orderId: number) =>
  testApp.dataSource.getRepository(Dedication).findOneByOrFail({ orderId });

async function publicDedications(deceasedId = 1000) {
  const response = await request(testApp.url).get(`/api/deceased/deceasedData/${deceasedId}`).expect(200);
  return (response.body as { data: { dedic: Array<Record<string, unknown>> } }).data.dedic;
}

/** The owner's accept and refuse links of the dedication's request message. */
async function decisionLinks(dedicationId: number) {
  const [message] = await messagesByKey(`dedication-request:${dedicationId}`);
  expect(message, 'a dedication-request message').toBeDefined();
  const payload = payloadOf(message);
  const accept = new URL(String(payload.link));
  const refuse = new URL(String(payload.refuseLink));
  return { message, accept, refuse, token: accept.searchParams.get('token') ?? '' };
}

/** The owner's decision by the e-mailed link (POST evaluatededic), as /accetta-dono or /rifiuta-dono. */
const decideByLink = (isAccepted: string, token: string, dedic: string) =>
  postForm(visitor, '/api/dedications/evaluatededic', { isAccepted, token, dedic });

function mediaFiles(folder: string): string[] {
  const dir = join(testApp.config.mediaDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('a dedication bought and approved', () => {
  it('is unpaid and hidden until paid, then pending; the owner accepts by the e-mailed link, once', async () => {
    const text = 'Una luce per te <script>alert(1)</script>';
    const sign = '<b>Anna</b> & Marco';
    const answer = await order({ dedic: text, 'dedic-sign': sign });
    expect(answer).toMatchObject({ amountCents: 200, autoAttivata: false, deceasedID: 1000 });
    expect(answer.orderKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const orderId = answer.orderid as number;

    const unpaid = await dedicationOf(orderId);
    expect(unpaid).toMatchObject({ status: 'unpaid', type: 'dedica-cero', text, sign, deceasedId: 1000 });
    expect((await publicDedications()).map((item) => item.ID)).not.toContain(unpaid.id);
    const storedOrder = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    expect(storedOrder).toMatchObject({ type: 'dedic', status: 'created', amountCents: 200 });
    expect(JSON.parse(storedOrder.payload)).toMatchObject({ dedicationId: unpaid.id, deceasedId: 1000 });

    await payOrder(visitor, orderId, answer.orderKey as string);
    expect((await dedicationOf(orderId)).status).toBe('pending');
    const shownPending = (await publicDedications()).find((item) => item.ID === unpaid.id);
    expect(shownPending).toMatchObject({ status: 'pending', text: '', showAuthor: 0, media: null });

    // The owner (clientedemo, preferred contact e-mail) is asked with both links, one token.
    const { message, accept, refuse, token } = await decisionLinks(unpaid.id);
    expect(message).toMatchObject({ channel: 'email', recipient: 'cliente@ricordo.example' });
    expect(accept.pathname).toBe('/accetta-dono');
    expect(refuse.pathname).toBe('/rifiuta-dono');
    expect(accept.searchParams.get('dedicID')).toBe(String(unpaid.id));
    expect(refuse.searchParams.get('token')).toBe(token);
    // The owner's panel lists it.
    const owner = await browser(testApp);
    await signIn(owner, 'clientedemo');
    const panel = await owner.get('/api/account/dedications').expect(200);
    const listed = (panel.body as { data: { dedications: Array<{ ID: number }> } }).data.dedications;
    expect(listed.map((item) => item.ID)).toContain(unpaid.id);

    const accepted = await decideByLink('active', token, String(unpaid.id));
    expect(accepted.status).toBe(200);
    expect(bodyOf(accepted).data).toMatchObject({ response: 'success', status: 'accepted' });
    const shown = (await publicDedications()).find((item) => item.ID === unpaid.id);
    // Text and signature exactly as written: plain text, never markup.
    expect(shown).toMatchObject({ status: 'accepted', type: 'dedica-cero', text, showAuthor: sign });
    // The server-rendered page (mfe_public's render entry; its markup is tested in mfe-public) carries them
    // in the embedded page data, where no '<' survives to open a tag.
    publishTestRenderEntry(testApp.config.publishDir, '1.0.0');
    const page = await request(testApp.url).get('/memorial?0001000').expect(200);
    expect(page.text).toContain('Una luce per te \\u003cscript>alert(1)\\u003c/script>');
    expect(page.text).toContain('\\u003cb>Anna\\u003c/b> & Marco');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).not.toContain('<b>Anna</b>');

    // The giver hears the outcome by the contact they chose.
    const [outcome] = await messagesByKey(`dedication-outcome:${unpaid.id}`);
    expect(outcome).toMatchObject({ channel: 'email', recipient: 'anna.bianchi@example.com' });
    expect(payloadOf(outcome)).toMatchObject({
      outcome: 'accepted',
      link: 'https://ricordo.example/memorial?0001000',
    });

    for (const isAccepted of ['active', 'deny']) {
      const again = await decideByLink(isAccepted, token, String(unpaid.id));
      expect(again.status).toBe(410);
      expect(bodyOf(again)).toMatchObject({
        errorCode: 'TOKEN_INVALID',
        message: 'Il link non è più valido',
      });
    }
    expect((await dedicationOf(orderId)).status).toBe('accepted');
    expect(panelIds(await owner.get('/api/account/dedications').expect(200))).not.toContain(unpaid.id);
  });

  it('refused photo: shown anonymously as virtual flowers, without text or media', async () => {
    const photo = await jpegWithGps();
    const before = mediaFiles('dedications').length;
    const answer = await order(
      { 'dedic-type': 'dedica-foto', dedic: 'Guarda che bella foto' },
      { content: photo, filename: 'ricordo.jpg', contentType: 'image/jpeg' },
    );
    expect(answer.amountCents).toBe(400);
    const unpaid = await dedicationOf(answer.orderid as number);
    expect(unpaid.mediaType).toBe('photo');
    expect(unpaid.mediaFilename).toMatch(/^dedications\/[0-9a-f]{32}\.jpg$/);
    expect(mediaFiles('dedications').length).toBe(before + 1);

    await payOrder(visitor, answer.orderid as number, answer.orderKey as string);
    const { refuse, token } = await decisionLinks(unpaid.id);
    expect(refuse.pathname).toBe('/rifiuta-dono');
    const refused = await decideByLink('deny', token, `000${unpaid.id}`);
    expect(refused.status).toBe(200);
    expect(bodyOf(refused).data).toMatchObject({ status: 'refused' });
    const shown = (await publicDedications()).find((item) => item.ID === unpaid.id);
    expect(shown).toEqual({
      ID: unpaid.id,
      time: expect.any(Number),
      type: 'dedica-fiori',
      status: 'refused',
      text: '',
      showAuthor: 0,
      media: null,
    });
    const [outcome] = await messagesByKey(`dedication-outcome:${unpaid.id}`);
    expect(payloadOf(outcome)).toMatchObject({ outcome: 'refused', type: 'dedica-foto' });
  });

  it('a video dedication takes an MP4 in the field `file`', async () => {
    const answer = await order(
      { 'dedic-type': 'dedica-video' },
      { content: mp4Video(), filename: 'clip.mp4', contentType: 'video/mp4' },
    );
    expect(answer.amountCents).toBe(500);
    const stored = await dedicationOf(answer.orderid as number);
    expect(stored).toMatchObject({ mediaType: 'video', type: 'dedica-video' });
    expect(stored.mediaFilename).toMatch(/^dedications\/[0-9a-f]{32}\.mp4$/);
  });

  it('a cancelled order cancels its dedication and deletes its file; it is never shown', async () => {
    const answer = await order(
      { 'dedic-type': 'dedica-foto' },
      { content: await jpegWithGps(), filename: 'ricordo.jpg', contentType: 'image/jpeg' },
    );
    const unpaid = await dedicationOf(answer.orderid as number);
    const file = join(testApp.config.mediaDir, unpaid.mediaFilename as string);
    expect(existsSync(file)).toBe(true);
    // /paypal-error cancels the order by its type, as the buyer's page does.
    const cancelled = await postForm(visitor, '/api/orders/cancelDedic', {
      orderid: String(answer.orderid),
      orderKey: answer.orderKey as string,
    });
    expect(cancelled.status).toBe(200);
    expect(await dedicationOf(answer.orderid as number)).toMatchObject({
      status: 'cancelled',
      mediaFilename: null,
    });
    expect(existsSync(file)).toBe(false);
    expect((await publicDedications()).map((item) => item.ID)).not.toContain(unpaid.id);
    expect(await messagesByKey(`dedication-request:${unpaid.id}`)).toEqual([]);
  });

  it('real flowers are priced by the chosen flower product', async () => {
    const answer = await order({
      'dedic-type': 'fiori-reali',
      flowers: 'fiori2',
      'delivery-notes': 'Al custode',
    });
    expect(answer.amountCents).toBe(1500);
    const stored = await dedicationOf(answer.orderid as number);
    expect(stored).toMatchObject({ flowerProduct: 'fiori2', deliveryNotes: 'Al custode' });
  });

  it('a type priced 0 is activated at once: no order, pending, the owner asked', async () => {
    const products = testApp.dataSource.getRepository(Product);
    await products.update({ key: 'dedica-fiori' }, { priceCents: 0 });
    try {
      const answer = await order({ 'dedic-type': 'dedica-fiori' });
      expect(answer).toMatchObject({ orderid: null, orderKey: null, amountCents: 0, autoAttivata: true });
      const [stored] = await testApp.dataSource
        .getRepository(Dedication)
        .find({ where: { type: 'dedica-fiori', status: 'pending' }, order: { id: 'DESC' }, take: 1 });
      expect(stored.orderId).toBeNull();
      await decisionLinks(stored.id);
      expect((await publicDedications()).find((item) => item.ID === stored.id)).toMatchObject({
        status: 'pending',
      });
    } finally {
      await products.update({ key: 'dedica-fiori' }, { priceCents: 300 });
    }
  });

  it('a deceased without an owner keeps the paid dedication pending for the admin, with no message', async () => {
    const answer = await order({ 'deceased-id': '1001' });
    const owner = await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id: 1001 });
    expect(owner.ownerUserId).toBeNull();
    await payOrder(visitor, answer.orderid as number, answer.orderKey as string);
    const stored = await dedicationOf(answer.orderid as number);
    expect(stored.status).toBe('pending');
    expect(await messagesByKey(`dedication-request:${stored.id}`)).toEqual([]);
  });
});

describe('decisions', () => {
  async function paidPending(fields: Record<string, string> = {}) {
    const answer = await order(fields);
    await payOrder(visitor, answer.orderid as number, answer.orderKey as string);
    return dedicationOf(answer.orderid as number);
  }

  it('a link opens only its own dedication, and a refused attempt does not use it up', async () => {
    const first = await paidPending();
    const second = await paidPending();
    const { token } = await decisionLinks(first.id);
    const wrong = await decideByLink('active', token, String(second.id));
    expect(wrong.status).toBe(410);
    const bad = await decideByLink('active', 'x'.repeat(43), String(first.id));
    expect(bad.status).toBe(410);
    const right = await decideByLink('active', token, String(first.id));
    expect(right.status).toBe(200);
    expect((await dedicationOf(second.orderId as number)).status).toBe('pending');
  });

  it('an unknown decision is a field error and keeps the link', async () => {
    const pending = await paidPending();
    const { token } = await decisionLinks(pending.id);
    const maybe = await decideByLink('maybe', token, String(pending.id));
    expect(maybe.status).toBe(400);
    expect(bodyOf(maybe).errorCode).toBe('VALIDATION_FAILED');
    const token_ = await testApp.dataSource.getRepository(OneShotToken).findOneByOrFail({
      purpose: 'dedication-decision',
      payload: JSON.stringify({ dedicationId: pending.id }),
    });
    expect(token_.usedAt).toBeNull();
  });

  it('the signed-in owner decides from the panel; others cannot; then the link is dead', async () => {
    const pending = await paidPending();
    const { token } = await decisionLinks(pending.id);

    const stranger = await browser(testApp);
    const strangerUser = await testApp.dataSource
      .getRepository(User)
      .findOneByOrFail({ username: 'partnerdemo' });
    expect(strangerUser.platformAccess).toBe(2);
    await signIn(stranger, 'partnerdemo');
    const refusedForStranger = await postForm(stranger, '/api/dedications/evaluate', {
      dedic: String(pending.id),
      isAccepted: 'active',
    });
    expect(refusedForStranger.status).toBe(404);
    expect(bodyOf(refusedForStranger).errorCode).toBe('DEDICATION_NOT_FOUND');

    const anonymous = await postForm(visitor, '/api/dedications/evaluate', {
      dedic: String(pending.id),
      isAccepted: 'active',
    });
    expect(anonymous.status).toBe(401);

    const owner = await browser(testApp);
    await signIn(owner, 'clientedemo');
    const decided = await postForm(owner, '/api/dedications/evaluate', {
      dedic: String(pending.id),
      isAccepted: 'deny',
    });
    expect(decided.status).toBe(200);
    expect(bodyOf(decided).data).toMatchObject({ status: 'refused' });
    const twice = await postForm(owner, '/api/dedications/evaluate', {
      dedic: String(pending.id),
      isAccepted: 'active',
    });
    expect(twice.status).toBe(409);
    const link = await decideByLink('active', token, String(pending.id));
    expect(link.status).toBe(410);
    expect((await dedicationOf(pending.orderId as number)).status).toBe('refused');
  });

  it('an unpaid dedication cannot be decided by anyone', async () => {
    const answer = await order({});
    const unpaid = await dedicationOf(answer.orderid as number);
    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    const response = await postForm(admin, '/api/dedications/evaluate', {
      dedic: String(unpaid.id),
      isAccepted: 'active',
    });
    expect(response.status).toBe(404);
  });
});

function panelIds(response: request.Response): number[] {
  return (response.body as { data: { dedications: Array<{ ID: number }> } }).data.dedications.map(
    (item) => item.ID,
  );
}

function messagesByKey(dedupeKey: string): Promise<OutboxMessage[]> {
  return testApp.dataSource.getRepository(OutboxMessage).findBy({ dedupeKey });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  clearThrottles,
  outboxMessages,
  payloadOf,
  postForm,
} from '../../test-support/account-helpers';
import { browser, startTestApp, type TestApp } from '../../test-support/test-app';
import { OutboxService } from '../notifications/outbox.service';
import { CaptchaService, type CaptchaChallenge } from './contact/captcha.service';
import { ContactMessage } from './contact/contact-message.entity';
import { ContentMessages } from './content.errors';

type AltchaLib = typeof import('altcha-lib', { with: { 'resolution-mode': 'import' } });

const STAFF = 'staff@ricordo.example';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, { ...ACCOUNT_TEST_ENV, CONTACT_TO: STAFF });
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  vi.restoreAllMocks();
  await clearThrottles(testApp);
});

/** Solves a challenge the way the browser does (altcha-lib's own solver), giving the form's payload. */
async function solve(challenge: CaptchaChallenge, number?: number): Promise<string> {
  const { solveChallenge } = (await import('altcha-lib')) as AltchaLib;
  const found =
    number ??
    (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise)!.number;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: found,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function freshSolution(): Promise<string> {
  const agent = await browser(testApp);
  const response = await agent.get('/api/content/captcha').expect(200);
  return solve(bodyOf(response).data as unknown as CaptchaChallenge);
}

let counter = 0;
function form(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: 'Lucia',
    surname: 'Ferri',
    email: `lucia.ferri${counter}@example.com`,
    object: 'Attivazione della targa',
    content: 'Buongiorno,\nho ricevuto la targa ma non riesco ad attivarla. Grazie.',
    terms: 'true',
    ...overrides,
  };
}

async function contact(fields: Record<string, string>) {
  return postForm(await browser(testApp), '/api/content/contact', fields);
}

describe('aphorisms', () => {
  it('lists the shipped aphorisms in their order, with author when known (spec public §7 getAphorism)', async () => {
    const agent = await browser(testApp);
    const body = bodyOf(await agent.get('/api/content/getAphorism').expect(200));
    const aphorisms = (
      body.data as { data: { aphorisms: Array<{ ID: number; text: string; author: string | null }> } }
    ).data.aphorisms;
    expect(aphorisms.length).toBeGreaterThanOrEqual(12);
    expect(aphorisms[0]).toMatchObject({
      text: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.",
      author: 'Ugo Foscolo',
    });
    expect(aphorisms.map((item) => item.text)).toContain('Il tuo ricordo è la nostra forza.');
  });
});

describe('product prices', () => {
  it('lists every product with the spec defaults in cents; real flowers have no price', async () => {
    const agent = await browser(testApp);
    const body = bodyOf(await agent.get('/api/content/getProductPrices').expect(200));
    const products = (
      body.data as { data: { products: Array<{ key: string; name: string; price: number | null }> } }
    ).data.products;
    const price = Object.fromEntries(products.map((product) => [product.key, product.price]));
    expect(price).toMatchObject({
      'dedica-cero': 200,
      'dedica-fiori': 300,
      'dedica-foto': 400,
      'dedica-video': 500,
      'fiori-reali': null,
      fiori1: 1000,
      fiori2: 1500,
      fiori3: 3000,
      'servizio-memorial': 600,
      'qrcode-partner': 5000,
    });
    expect(Number(price['qr-code']) + Number(price.shipping)).toBe(10700);
    expect(products.find((product) => product.key === 'fiori1')?.name).toBe('Crisantemi');
  });

  it('gives one price by key and 404 for an unknown key', async () => {
    const agent = await browser(testApp);
    const one = bodyOf(await agent.get('/api/content/getProductPrice/dedica-cero').expect(200));
    expect(one.data).toEqual({ product_details: { key: 'dedica-cero', name: 'Cero votivo', price: 200 } });
    const missing = bodyOf(await agent.get('/api/content/getProductPrice/nessuno').expect(404));
    expect(missing).toMatchObject({ response: 'fail', errorCode: 'PRODUCT_NOT_FOUND' });
  });
});

describe('contact form', () => {
  it('stores a message with a solved captcha and queues one e-mail to the staff', async () => {
    const fields = form();
    const response = await contact({ ...fields, altcha: await freshSolution() });
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({ response: 'success', message: ContentMessages.contactSent });

    const stored = await testApp.dataSource
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: fields.email });
    expect(stored).toMatchObject({
      name: 'Lucia',
      surname: 'Ferri',
      object: fields.object,
      content: fields.content,
    });
    const [mail] = (await outboxMessages(testApp, { template: 'contact-message' })).filter(
      (message) => payloadOf(message).email === fields.email,
    );
    expect(mail).toMatchObject({ channel: 'email', recipient: STAFF });
    expect(payloadOf(mail)).toMatchObject({
      object: fields.object,
      content: fields.content,
      messageId: stored.id,
    });
  });

  it('gives each missing or invalid field its own message and stores nothing', async () => {
    const before = await testApp.dataSource.getRepository(ContactMessage).count();
    const response = await contact({
      name: ' ',
      surname: '',
      email: 'non-una-mail',
      object: '',
      content: '',
      terms: 'false',
      altcha: await freshSolution(),
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: 'Nome obbligatorio' });
    expect(bodyOf(response).data).toEqual({
      fields: {
        name: 'Nome obbligatorio',
        surname: 'Cognome obbligatorio',
        email: 'Email non valida',
        object: 'Oggetto obbligatorio',
        content: 'Messaggio obbligatorio',
        terms: 'Devi accettare i termini',
      },
    });
    expect(await testApp.dataSource.getRepository(ContactMessage).count()).toBe(before);
  });

  it('refuses values longer than their limits, each with its message', async () => {
    const response = await contact({
      ...form(),
      name: 'a'.repeat(101),
      surname: 'b'.repeat(101),
      object: 'c'.repeat(201),
      content: 'd'.repeat(5001),
      altcha: await freshSolution(),
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response).data).toEqual({
      fields: {
        name: ContentMessages.nameTooLong,
        surname: ContentMessages.surnameTooLong,
        object: ContentMessages.objectTooLong,
        content: ContentMessages.contentTooLong,
      },
    });
  });

  it('refuses a message without a captcha solution, or with a wrong number', async () => {
    const missing = await contact(form());
    expect(missing.status).toBe(400);
    expect(bodyOf(missing)).toMatchObject({
      errorCode: 'CAPTCHA_INVALID',
      message: ContentMessages.captchaInvalid,
    });

    const agent = await browser(testApp);
    const challenge = bodyOf(await agent.get('/api/content/captcha').expect(200))
      .data as unknown as CaptchaChallenge;
    const right = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as { number: number };
    const wrong = await contact({ ...form(), altcha: await solve(challenge, right.number + 1) });
    expect(bodyOf(wrong).errorCode).toBe('CAPTCHA_INVALID');
    const garbage = await contact({ ...form(), altcha: 'bm90IGpzb24=' });
    expect(bodyOf(garbage).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('accepts a solution once only', async () => {
    const altcha = await freshSolution();
    expect((await contact({ ...form(), altcha })).status).toBe(200);
    const replay = await contact({ ...form(), altcha });
    expect(replay.status).toBe(400);
    expect(bodyOf(replay).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('refuses an expired challenge', async () => {
    const old = await testApp.app.get(CaptchaService).challenge(new Date(Date.now() - 11 * 60_000));
    const response = await contact({ ...form(), altcha: await solve(old) });
    expect(bodyOf(response).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('refuses a challenge signed with another key', async () => {
    const { createChallenge } = (await import('altcha-lib')) as AltchaLib;
    const forged = await createChallenge({
      hmacKey: 'not-our-key',
      maxnumber: 1000,
      expires: new Date(Date.now() + 60_000),
    });
    const response = await contact({ ...form(), altcha: await solve(forged) });
    expect(bodyOf(response).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('throttles a flood of messages from one address (3 per 10 minutes)', async () => {
    for (let sent = 0; sent < 3; sent += 1)
      expect((await contact({ ...form(), altcha: await freshSolution() })).status).toBe(200);
    const flood = await contact({ ...form(), altcha: await freshSolution() });
    expect(flood.status).toBe(429);
    expect(bodyOf(flood).errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('stores nothing and keeps the solution usable when the e-mail cannot be queued', async () => {
    const fields = form();
    const altcha = await freshSolution();
    vi.spyOn(testApp.app.get(OutboxService), 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
    expect((await contact({ ...fields, altcha })).status).toBe(500);
    expect(await testApp.dataSource.getRepository(ContactMessage).countBy({ email: fields.email })).toBe(0);
    await clearThrottles(testApp);
    expect((await contact({ ...fields, altcha })).status).toBe(200);
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { startTestApp, browser, csrfToken, signIn, type TestApp } from '../../test-support/test-app';
import { ThrottleHit } from '../auth/throttle-hit.entity';
import { PageCacheService } from '../deceased/page-cache.service';
import { OutboxMessage } from '../notifications/outbox-message.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, { OUTBOX_WORKER: '0' });
});

afterAll(async () => {
  await testApp?.close();
});

const signer = { name: 'Lucia', accountName: 'Lucia', accountSurname: 'Ferri', terms: true };

async function linkFor(condolenceId: number): Promise<string> {
  const row = await testApp.dataSource
    .getRepository(OutboxMessage)
    .findOneByOrFail({ dedupeKey: `condolence-confirm:${condolenceId}` });
  const data = JSON.parse(String(row.payload)) as { link: string };
  return data.link;
}

async function messages(id: number) {
  const agent = await browser(testApp);
  const response = await agent.get(`/api/condolences/getBookMessages/${id}`).expect(200);
  return (response.body as { data: { condolences: Array<{ authorName: string; text: string }> } }).data
    .condolences;
}

describe('condolence book', () => {
  it('answers the window in days', async () => {
    const agent = await browser(testApp);
    const response = await agent.get('/api/condolences/getBookLimit').expect(200);
    expect(response.body.data).toEqual({ condolenceLimit: 365 });
  });

  it('serves the 40 phrases (spec panels §3) with the first name in place of (nome)', async () => {
    const agent = await browser(testApp);
    const response = await agent.get('/api/condolences/phrases/0001000').expect(200);
    const phrases = (response.body as { data: { phrases: string[] } }).data.phrases;
    expect(phrases).toHaveLength(40);
    expect(new Set(phrases).size).toBe(40);
    expect(phrases.every((phrase) => !phrase.includes('(nome)'))).toBe(true);
    expect(phrases[0]).toContain('Giuseppe');
  });

  it('waits for the code sent to a phone an account holds, even with an e-mail given; then publishes it as plain text', async () => {
    const agent = await browser(testApp);
    const text = '<script>alert(1)</script> Ciao nonno';
    // clientedemo's phone, typed by anyone, with the typist's own e-mail.
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text, qrcode: '0001000', number: '3479876543', email: 'chiunque@example.it' })
      .expect(200);
    expect(response.body.data).toMatchObject({ pending: true, channel: 'wa' });
    expect((await messages(1000)).some((row) => row.text === text)).toBe(false);
    const outbox = await testApp.dataSource
      .getRepository(OutboxMessage)
      .findOneByOrFail({ dedupeKey: `condolence-confirm:${response.body.data.ID}` });
    // To the account's phone, never to the e-mail typed beside it.
    expect(outbox).toMatchObject({ channel: 'wa', recipient: '+39-3479876543' });
    const code = (JSON.parse(String(outbox.payload)) as { code: string }).code;
    expect(code).toMatch(/^\d{6}$/);

    const version = testApp.app.get(PageCacheService).version(1000);
    await agent
      .post('/api/condolences/bookCode')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ deceasedID: '1000', smsCode: code })
      .expect(200);
    expect((await messages(1000))[0]).toMatchObject({ authorName: 'Lucia', text });
    // The memorial page's cached build is dropped, so it never shows a stale book.
    expect(testApp.app.get(PageCacheService).version(1000)).toBeGreaterThan(version);
  });

  it('checkPhone tells whether a number can take the code, never whether an account holds it', async () => {
    const agent = await browser(testApp);
    const check = async (telephone: string) =>
      (
        await agent
          .post('/api/condolences/checkPhone')
          .set('X-CSRF-Token', await csrfToken(agent))
          .send({ telephone })
          .expect(200)
      ).body.data;
    expect(await check('3479876543')).toEqual({ valid: true });
    expect(await check('3471234500')).toEqual({ valid: true });
    expect(await check('12')).toEqual({ valid: false });
  });

  it('sends a phone no account holds the same way, and an e-mail only without a phone', async () => {
    const agent = await browser(testApp);
    const withPhone = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({
        ...signer,
        text: 'Numero nuovo',
        qrcode: '1000',
        number: '3331112299',
        email: 'lucia@example.it',
      })
      .expect(200);
    expect(withPhone.body.data).toMatchObject({ pending: true, channel: 'wa' });
    expect(withPhone.body.message).toBe(
      (
        await agent
          .post('/api/condolences/book')
          .set('X-CSRF-Token', await csrfToken(agent))
          .send({ ...signer, text: 'Numero noto', qrcode: '1000', number: '3479876543' })
      ).body.message,
    );
    // Two more signatures than the book's other tests count on from this address: give them back.
    await testApp.dataSource.getRepository(ThrottleHit).clear();
  });

  it('keeps a condolence signed with an e-mail pending until the one-shot link is used', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text: 'In attesa', qrcode: '1000', email: 'lucia@example.it' })
      .expect(200);
    expect(response.body.data).toMatchObject({ pending: true, channel: 'email' });
    expect((await messages(1000)).some((row) => row.text === 'In attesa')).toBe(false);

    const link = new URL(await linkFor(response.body.data.ID as number));
    expect(link.pathname).toBe('/bookconfirm');
    const body = { id: link.searchParams.get('id'), token: link.searchParams.get('token') };
    const confirm = await agent
      .post('/api/condolences/bookconfirm')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send(body)
      .expect(200);
    expect(confirm.body.data.deceasedID).toBe(1000);
    expect((await messages(1000)).some((row) => row.text === 'In attesa')).toBe(true);

    const again = await agent
      .post('/api/condolences/bookconfirm')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send(body)
      .expect(410);
    expect(again.body.message).toBe('Il link non è più valido');
  });

  it('refuses a wrong code and publishes with the right one', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text: 'Con il codice', qrcode: '1000', number: '3331112224', channel: 'sms' })
      .expect(200);
    expect(response.body.data).toMatchObject({ pending: true, channel: 'sms' });
    const row = await testApp.dataSource
      .getRepository(OutboxMessage)
      .findOneByOrFail({ dedupeKey: `condolence-confirm:${response.body.data.ID}` });
    const code = (JSON.parse(String(row.payload)) as { code: string }).code;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await agent
      .post('/api/condolences/bookCode')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ deceasedID: '1000', smsCode: wrong })
      .expect(400);
    expect(refused.body.message).toBe('Errore! Codice di verifica non valido');
    await agent
      .post('/api/condolences/bookCode')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ deceasedID: '1000', smsCode: code })
      .expect(200);
    expect((await messages(1000)).some((entry) => entry.text === 'Con il codice')).toBe(true);
  });

  it('applies the rules of spec §5 with field messages', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ qrcode: '1000', text: ' ', name: '' })
      .expect(400);
    expect(response.body.data.fields).toMatchObject({
      text: 'Inserisci una frase per continuare',
      name: 'Campo obbligatorio',
      accountName: 'Campo obbligatorio',
      terms: 'Compila il form e accetta i termini per inviare una dedica',
    });
    const long = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, qrcode: '1000', text: 'x'.repeat(1001), number: '3479876543' })
      .expect(400);
    expect(long.body.data.fields.text).toBe('La frase può contenere al massimo 1000 caratteri');
  });

  it('closes the book after the window, with the overlay text (1000 exempt)', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text: 'Tardi', qrcode: '1001', number: '3479876543' })
      .expect(403);
    expect(response.body.message).toBe(
      'Le Condoglianze possono essere lasciate entro 365 giorni dalla data di pubblicazione',
    );
  });

  it('says in deceasedData whether the book is open: by publication and the limit, the demo 1000 always', async () => {
    const bookOpen = async (id: number) =>
      (
        (await request(testApp.url).get(`/api/deceased/deceasedData/${id}`).expect(200)).body as {
          data: { bookOpen: boolean };
        }
      ).data.bookOpen;
    const recent = await saveDeceased(testApp, {
      name: 'Aldo',
      surname: 'Recente',
      publicationTime: new Date(Date.now() - 364 * 86_400_000),
    });
    const old = await saveDeceased(testApp, {
      name: 'Bruna',
      surname: 'Lontana',
      publicationTime: new Date(Date.now() - 366 * 86_400_000),
    });
    expect(await bookOpen(recent.id)).toBe(true);
    expect(await bookOpen(old.id)).toBe(false);
    // Published in 2019, yet its book never closes (spec public §9).
    expect(await bookOpen(1000)).toBe(true);
  });

  it('rebuilds a cached page once its book has closed, without any change to the deceased', async () => {
    const person = await saveDeceased(testApp, {
      name: 'Carla',
      surname: 'Chiusura',
      publicationTime: new Date(Date.now() - 365 * 86_400_000 + 60_000),
    });
    const bookOpen = async () =>
      (
        (await request(testApp.url).get(`/api/deceased/deceasedData/${person.id}`).expect(200)).body as {
          data: { bookOpen: boolean };
        }
      ).data.bookOpen;
    expect(await bookOpen()).toBe(true);
    // Two minutes later the window (365 days from publication) has closed; nothing was invalidated.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      expect(await bookOpen()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('publishes at once for a signed-in user', async () => {
    const agent = await browser(testApp);
    const csrf = await signIn(agent, 'clientedemo');
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', csrf)
      .send({ name: 'Famiglia', text: 'Dal pannello', qrcode: '1000' })
      .expect(200);
    expect(response.body.data.pending).toBe(false);
  });

  it('throttles a flood from one address and keeps what was published', async () => {
    const agent = await browser(testApp);
    const csrf = await csrfToken(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await agent
        .post('/api/condolences/book')
        .set('X-CSRF-Token', csrf)
        .send({ ...signer, text: `Flood ${i}`, qrcode: '1000', number: '3479876543' });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect((await messages(1000)).some((row) => row.text === 'In attesa')).toBe(true);
  });
});

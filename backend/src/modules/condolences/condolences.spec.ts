import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, browser, csrfToken, signIn, type TestApp } from '../../test-support/test-app';
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

  it('serves 22 phrases with the first name in place of (nome)', async () => {
    const agent = await browser(testApp);
    const response = await agent.get('/api/condolences/phrases/0001000').expect(200);
    const phrases = (response.body as { data: { phrases: string[] } }).data.phrases;
    expect(phrases).toHaveLength(22);
    expect(phrases.every((phrase) => !phrase.includes('(nome)'))).toBe(true);
    expect(phrases[0]).toContain('Giuseppe');
  });

  it('publishes at once for a phone known to an account, as plain text', async () => {
    const agent = await browser(testApp);
    const text = '<script>alert(1)</script> Ciao nonno';
    const version = testApp.app.get(PageCacheService).version(1000);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text, qrcode: '0001000', number: '3479876543' })
      .expect(200);
    expect(response.body.data.pending).toBe(false);
    expect(response.body.message).toBe('Condoglianze aggiunte con successo');
    expect((await messages(1000))[0]).toMatchObject({ authorName: 'Lucia', text });
    // The memorial page's cached build is dropped, so it never shows a stale book.
    expect(testApp.app.get(PageCacheService).version(1000)).toBeGreaterThan(version);
  });

  it('keeps an unknown phone pending until the one-shot link is used', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/condolences/book')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ ...signer, text: 'In attesa', qrcode: '1000', number: '3331112223', email: 'lucia@example.it' })
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

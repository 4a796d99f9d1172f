import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { INestApplication } from '@nestjs/common';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createApp } from '../../app.factory';
import { FakeWhatsAppCloud } from '../../test-support/fake-whatsapp-cloud';
import { browser, csrfToken, signIn, startTestApp, type TestApp } from '../../test-support/test-app';
import { Clock } from '../scheduler/clock';
import { mailFrameHtml } from './dev-mailbox.page';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService, type OutboxMessageInput } from './outbox.service';
import { backoffMs, OutboxWorker } from './outbox.worker';

interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string | null;
}

/** A real SMTP server on loopback that parses what it receives; it can refuse or slow down on demand. */
class MailSink {
  received: ReceivedMail[] = [];
  refuse = false;
  delayMs = 0;
  private server: SMTPServer | null = null;

  async start(port: number): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuse) {
            callback(
              Object.assign(new Error('Servizio temporaneamente non disponibile'), { responseCode: 451 }),
            );
            return;
          }
          setTimeout(() => {
            PostalMime.parse(Buffer.concat(chunks))
              .then((email) => {
                const header = email.headers.find((item) => item.key === 'x-ricordo-message');
                this.received.push({
                  to: email.to?.[0]?.address ?? '',
                  subject: email.subject ?? '',
                  html: email.html ?? '',
                  text: email.text ?? '',
                  messageId: header?.value ?? null,
                });
                callback();
              })
              .catch((error: Error) => callback(error));
          }, this.delayMs);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port nothing listens on (yet): the SMTP provider is "down" until the sink starts there. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let testApp: TestApp;
let sink: MailSink;
let whatsapp: FakeWhatsAppCloud;
let smtpPort: number;
let outbox: OutboxService;
let worker: OutboxWorker;
let clock: Clock;

const PUBLIC_URL = 'https://ricordo.example';

beforeAll(async () => {
  smtpPort = await freePort();
  sink = new MailSink();
  whatsapp = new FakeWhatsAppCloud({
    phoneNumberId: '106540352242922',
    accessToken: 'wa-secret',
    appSecret: 'app-secret',
    version: 'v23.0',
  });
  const graphUrl = await whatsapp.start();
  testApp = await startTestApp(
    {},
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      WHATSAPP_GRAPH_URL: graphUrl,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'wa-secret',
      PUBLIC_URL,
      OUTBOX_WORKER: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
    },
  );
  outbox = testApp.app.get(OutboxService);
  worker = testApp.app.get(OutboxWorker);
  clock = testApp.app.get(Clock);
});

afterAll(async () => {
  await testApp?.close();
  await sink?.stop();
  await whatsapp?.stop();
});

beforeEach(async () => {
  await testApp.dataSource.getRepository(OutboxMessage).clear();
  sink.received = [];
  sink.refuse = false;
  sink.delayMs = 0;
  whatsapp.received = [];
  whatsapp.refuse = null;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await sink.stop();
});

const registrationMail = (to: string, token = 'tok-registration'): OutboxMessageInput => ({
  channel: 'email',
  to,
  template: 'registration',
  data: { name: 'Maria', link: `/registerComplete?token=${token}` },
});

function enqueue(input: OutboxMessageInput) {
  return testApp.dataSource.transaction((manager) => outbox.enqueue(manager, input));
}

function row(id: number) {
  return testApp.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
}

/** Moves the app's clock to `at` (the worker and the outbox read it). */
function setClock(at: Date) {
  vi.spyOn(clock, 'now').mockReturnValue(at);
}

describe('OutboxService.enqueue', () => {
  it('writes the message in the caller transaction: a rollback leaves nothing to send', async () => {
    await expect(
      testApp.dataSource.transaction(async (manager) => {
        await outbox.enqueue(manager, registrationMail('rollback@example.it'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testApp.dataSource.getRepository(OutboxMessage).count()).toBe(0);

    const { id, created } = await enqueue(registrationMail('commit@example.it'));
    expect(created).toBe(true);
    expect(await row(id)).toMatchObject({
      channel: 'email',
      recipient: 'commit@example.it',
      template: 'registration',
      status: 'pending',
      attempts: 0,
      payload: JSON.stringify({ name: 'Maria', link: '/registerComplete?token=tok-registration' }),
    });
  });

  it('queues a dedupe key once', async () => {
    const first = await enqueue({ ...registrationMail('dedupe@example.it'), dedupeKey: 'registration:42' });
    const second = await enqueue({ ...registrationMail('dedupe@example.it'), dedupeKey: 'registration:42' });
    expect(second).toEqual({ id: first.id, created: false });
    expect(await testApp.dataSource.getRepository(OutboxMessage).count()).toBe(1);
  });

  it('refuses a message its template cannot render', async () => {
    await expect(
      enqueue({ channel: 'email', to: 'x@example.it', template: 'password-reset', data: { name: 'Maria' } }),
    ).rejects.toThrow(/link/);
    expect(await testApp.dataSource.getRepository(OutboxMessage).count()).toBe(0);
  });
});

describe('OutboxService.enqueueMany', () => {
  it('writes each message as enqueue would, a dedupe key once across calls and within one call', async () => {
    await enqueue({ ...registrationMail('old@example.it'), dedupeKey: 'registration:1' });
    const inputs: OutboxMessageInput[] = [
      ...Array.from({ length: 120 }, (_, index) => ({
        ...registrationMail(`many${index}@example.it`, `tok-${index}`),
        dedupeKey: `registration:${index}`,
      })),
      { ...registrationMail('twice@example.it'), dedupeKey: 'registration:twice' },
      { ...registrationMail('twice-again@example.it'), dedupeKey: 'registration:twice' },
      registrationMail('nokey@example.it'),
      registrationMail('nokey@example.it'),
    ];
    const created = await testApp.dataSource.transaction((manager) => outbox.enqueueMany(manager, inputs));
    // registration:1 was queued before; the second 'twice' is the first's duplicate.
    expect(created).toBe(122);
    const rows = await testApp.dataSource.getRepository(OutboxMessage).find({ order: { id: 'ASC' } });
    expect(rows).toHaveLength(123);
    expect(rows.map((message) => message.recipient)).toEqual([
      'old@example.it',
      'many0@example.it',
      ...Array.from({ length: 118 }, (_, index) => `many${index + 2}@example.it`),
      'twice@example.it',
      'nokey@example.it',
      'nokey@example.it',
    ]);
    expect(rows[1]).toMatchObject({
      channel: 'email',
      template: 'registration',
      status: 'pending',
      attempts: 0,
      dedupeKey: 'registration:0',
      payload: JSON.stringify({ name: 'Maria', link: '/registerComplete?token=tok-0' }),
    });
  });

  it('writes nothing when one message cannot render', async () => {
    await expect(
      testApp.dataSource.transaction((manager) =>
        outbox.enqueueMany(manager, [
          registrationMail('fine@example.it'),
          { channel: 'email', to: 'x@example.it', template: 'password-reset', data: { name: 'Maria' } },
        ]),
      ),
    ).rejects.toThrow(/link/);
    expect(await testApp.dataSource.getRepository(OutboxMessage).count()).toBe(0);
  });
});

describe('outbox worker over SMTP', () => {
  it('survives an SMTP server that is down: delivered once after it comes back, attempts counted', async () => {
    const start = new Date();
    setClock(start);
    const { id } = await enqueue(registrationMail('maria.rossi@example.it'));

    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    let message = await row(id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, lockedBy: null });
    expect(message.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Stored in whole seconds (MySQL DATETIME), so due at most a second early, never late.
    expect(start.getTime() + backoffMs(1) - message.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(start.getTime() + backoffMs(1) - message.nextAttemptAt.getTime()).toBeLessThan(1000);

    // Not due yet: nothing is tried before the backoff has passed.
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect((await row(id)).attempts).toBe(1);

    await sink.start(smtpPort);
    setClock(new Date(start.getTime() + backoffMs(1) + 1000));
    expect(await worker.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    message = await row(id);
    expect(message).toMatchObject({ status: 'sent', attempts: 2, lastError: null, lockedBy: null });
    expect(message.sentAt).not.toBeNull();

    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail).toMatchObject({
      to: 'maria.rossi@example.it',
      subject: 'Completa la registrazione su Ricordo',
      messageId: String(id),
    });
    expect(mail.html).toContain('href="https://ricordo.example/registerComplete?token=tok-registration"');
    expect(mail.html).toContain('Ciao Maria,');
    expect(mail.text).toContain('https://ricordo.example/registerComplete?token=tok-registration');
  });

  it('marks a message dead after OUTBOX_MAX_ATTEMPTS refusals; an admin sees it and retries it', async () => {
    await sink.start(smtpPort);
    sink.refuse = true;
    const start = new Date();
    let now = start;
    setClock(now);
    const { id } = await enqueue(registrationMail('luca@example.it'));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await worker.runOnce()).toMatchObject(attempt < 3 ? { failed: 1 } : { dead: 1 });
      now = new Date(now.getTime() + backoffMs(attempt) + 1000);
      setClock(now);
    }
    const dead = await row(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3 });
    expect(dead.lastError).toContain('Servizio temporaneamente non disponibile');
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0, dead: 0 });
    vi.restoreAllMocks();

    // Only admins see the dead letters.
    await request(testApp.url).get('/api/admin/outbox?status=dead').expect(401);
    const client = await browser(testApp);
    await signIn(client, 'clientedemo');
    await client.get('/api/admin/outbox?status=dead').expect(403);

    const admin = await browser(testApp);
    const csrf = await signIn(admin, 'adminricordo');
    const list = await admin.get('/api/admin/outbox?status=dead&page=1&maxResults=10').expect(200);
    expect(list.body.data).toMatchObject({ result: 'success', total: 1, nextPage: null });
    expect(list.body.data.messages).toEqual([
      expect.objectContaining({
        ID: id,
        channel: 'email',
        recipient: 'luca@example.it',
        template: 'registration',
        status: 'dead',
        attempts: 3,
        lastError: expect.stringContaining('Servizio temporaneamente non disponibile'),
        createdAt: expect.closeTo(start.getTime() / 1000, -0.5),
      }),
    ]);

    await admin.post(`/api/admin/outbox/${id}/retry`).expect(403);
    const retried = await admin.post(`/api/admin/outbox/${id}/retry`).set('X-CSRF-Token', csrf).expect(200);
    expect(retried.body.data.message).toMatchObject({ ID: id, status: 'pending', attempts: 0 });
    const again = await admin.post(`/api/admin/outbox/${id}/retry`).set('X-CSRF-Token', csrf).expect(409);
    expect(again.body.errorCode).toBe('OUTBOX_NOT_RETRYABLE');
    await admin.post('/api/admin/outbox/999999/retry').set('X-CSRF-Token', csrf).expect(404);

    sink.refuse = false;
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.received.map((mail) => mail.to)).toEqual(['luca@example.it']);
    const empty = await admin.get('/api/admin/outbox?status=dead').expect(200);
    expect(empty.body.data.messages).toEqual([]);
  });

  it('never sends a message twice when two workers of two app instances run at once', async () => {
    await sink.start(smtpPort);
    sink.delayMs = 30;
    const second: INestApplication = await createApp(testApp.config, { logger: false });
    await second.init();
    try {
      const otherWorker = second.get(OutboxWorker);
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1)
        ids.push((await enqueue(registrationMail(`persona${index}@example.it`, `tok${index}`))).id);

      const totals = { first: 0, second: 0 };
      for (let round = 0; round < 5; round += 1) {
        const [a, b, c] = await Promise.all([worker.runOnce(), otherWorker.runOnce(), worker.runOnce()]);
        totals.first += a.sent + c.sent;
        totals.second += b.sent;
      }
      expect(totals.first + totals.second).toBe(12);
      const deliveredIds = sink.received.map((mail) => Number(mail.messageId)).sort((x, y) => x - y);
      expect(deliveredIds).toEqual(ids);
      const rows = await testApp.dataSource.getRepository(OutboxMessage).find();
      expect(rows.every((message) => message.status === 'sent' && message.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("takes over a crashed worker's message once its lease has run out", async () => {
    await sink.start(smtpPort);
    const { id } = await enqueue(registrationMail('lease@example.it'));
    const repository = testApp.dataSource.getRepository(OutboxMessage);
    const now = new Date();
    await repository.update(id, {
      status: 'sending',
      attempts: 1,
      lockedBy: 'crashed-instance',
      lockedUntil: new Date(now.getTime() + 60_000),
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(0);

    setClock(new Date(now.getTime() + 61_000));
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lockedBy: null });
    expect(sink.received).toHaveLength(1);
  });
});

describe('outbox worker over a messaging provider', () => {
  it("counts a provider's non-2xx answer as a failed attempt and retries later", async () => {
    whatsapp.refuse = { status: 503, code: 2, message: 'Service temporarily unavailable' };
    const start = new Date();
    setClock(start);
    const { id } = await enqueue({
      channel: 'wa',
      to: '+39-3331234567',
      template: 'username-recovery',
      data: { name: 'Maria', username: 'mariarossi' },
    });
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('WhatsApp HTTP 503');

    whatsapp.refuse = null;
    setClock(new Date(start.getTime() + backoffMs(1)));
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(whatsapp.received.map((message) => [message.template, message.parameters])).toEqual([
      ['ricordo_username', ['Maria', 'mariarossi']],
    ]);
    expect(sent.providerId).toBe(whatsapp.received[0].id);
  });
});

describe('held messages and the developer mailbox', () => {
  it('keeps a message of a channel without provider held and shows it in the mailbox with working links', async () => {
    const { id } = await enqueue({
      channel: 'sms',
      to: '+39-3339876543',
      template: 'contact-verification',
      data: { name: 'Maria <b>', link: '/verifica-contatto?token=tok-sms' },
    });
    const mail = await enqueue(registrationMail('mailbox@example.it', 'tok-mailbox'));
    expect(await row(id)).toMatchObject({ status: 'held', attempts: 0 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'held', attempts: 0 });

    const page = await request(testApp.url).get('/dev/mailbox').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
      page.headers['content-security-policy'] as string,
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('<title>Posta in uscita (sviluppo)</title>');
    expect(page.text).toContain('+39-3339876543');
    expect(page.text).toContain('trattenuto (nessun provider)');
    expect(page.text).toContain('Maria &lt;b&gt;');
    expect(page.text).toContain(
      '<a href="https://ricordo.example/verifica-contatto?token=tok-sms">https://ricordo.example/verifica-contatto?token=tok-sms</a>',
    );
    expect(page.text).toContain('Completa la registrazione su Ricordo');
    expect(page.text).toContain(`src="/dev/mailbox/${mail.id}/html"`);

    const frame = await request(testApp.url).get(`/dev/mailbox/${mail.id}/html`).expect(200);
    expect(frame.headers['content-security-policy']).toContain('sandbox');
    expect(frame.text).toContain('href="https://ricordo.example/registerComplete?token=tok-mailbox"');
    // Its links open in a new tab (the site refuses to be framed), which the sandbox lets out of it.
    expect(frame.text).toMatch(/<head>[^]*<base target="_blank">[^]*<\/head>/);
    expect(frame.headers['content-security-policy']).toContain('allow-popups-to-escape-sandbox');
    await request(testApp.url).get(`/dev/mailbox/${id}/html`).expect(404);
  });
});

describe("the mailbox frame's links", () => {
  it('open in a new tab, with or without a head in the mail', () => {
    expect(
      mailFrameHtml('<html><head lang="it"><title>x</title></head><body><header>h</header></body></html>'),
    ).toBe(
      '<html><head lang="it"><base target="_blank"><title>x</title></head><body><header>h</header></body></html>',
    );
    expect(mailFrameHtml('<p><a href="https://ricordo.example/">Apri</a></p>')).toBe(
      '<base target="_blank"><p><a href="https://ricordo.example/">Apri</a></p>',
    );
  });
});

describe('an app with the worker on and the mailbox off', () => {
  it('delivers by itself, stops on shutdown, and answers 404 for the mailbox', async () => {
    await sink.start(smtpPort);
    const other = await startTestApp(
      {},
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: '20', DEV_MAILBOX: '0', PUBLIC_URL },
    );
    try {
      const service = other.app.get(OutboxService);
      await other.dataSource.transaction((manager) =>
        service.enqueue(manager, registrationMail('auto@example.it', 'tok-auto')),
      );
      const deadline = Date.now() + 10_000;
      while (sink.received.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(sink.received.map((received) => received.to)).toEqual(['auto@example.it']);
      await request(other.url).get('/dev/mailbox').expect(404);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/outbox validation', () => {
  it('refuses an unknown status', async () => {
    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    await admin.get('/api/admin/outbox?status=lost').expect(400);
    expect(await csrfToken(admin)).toBeTruthy();
  });
});

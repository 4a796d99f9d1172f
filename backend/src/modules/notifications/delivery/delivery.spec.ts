import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../test-support/account-helpers';
import { FakeTwilio } from '../../../test-support/fake-twilio';
import { FakeWhatsAppCloud } from '../../../test-support/fake-whatsapp-cloud';
import { browser, signIn, startTestApp, type TestApp } from '../../../test-support/test-app';
import { OutboxMessage } from '../outbox-message.entity';
import { OutboxService, type OutboxMessageInput } from '../outbox.service';
import { backoffMs, OutboxWorker } from '../outbox.worker';
import { Clock } from '../../scheduler/clock';
import { whatsAppText } from '../templates/whatsapp';
import { metaSignature } from './webhook-signatures';

const PUBLIC_URL = 'https://ricordo.example';
const ACCOUNT_SID = `AC${'a1'.repeat(16)}`;
const whatsapp = new FakeWhatsAppCloud({
  phoneNumberId: '106540352242922',
  accessToken: 'EAAG-test-token',
  appSecret: 'meta-app-secret',
  version: 'v23.0',
});
const twilio = new FakeTwilio({ accountSid: ACCOUNT_SID, authToken: 'twilio-auth-token' });

let testApp: TestApp;
let outbox: OutboxService;
let worker: OutboxWorker;
let waWebhook: string;

beforeAll(async () => {
  const graphUrl = await whatsapp.start();
  const twilioUrl = await twilio.start();
  testApp = await startTestApp(
    {},
    {
      PUBLIC_URL,
      OUTBOX_WORKER: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
      WHATSAPP_GRAPH_URL: graphUrl,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token',
      WHATSAPP_APP_SECRET: 'meta-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'ricordo-verify',
      TWILIO_API_URL: twilioUrl,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token',
      TWILIO_FROM: '+15005550006',
    },
  );
  outbox = testApp.app.get(OutboxService);
  worker = testApp.app.get(OutboxWorker);
  waWebhook = `${testApp.url}/api/notifications/whatsapp/webhook`;
});

afterAll(async () => {
  await testApp?.close();
  await whatsapp.stop();
  await twilio.stop();
});

beforeEach(async () => {
  await testApp.dataSource.getRepository(OutboxMessage).clear();
  whatsapp.received = [];
  whatsapp.refuse = null;
  twilio.received = [];
  twilio.refuse = null;
});

function enqueue(input: OutboxMessageInput) {
  return testApp.dataSource.transaction((manager) => outbox.enqueue(manager, input));
}

const rows = () => testApp.dataSource.getRepository(OutboxMessage);
const row = (id: number) => rows().findOneByOrFail({ id });

const resetByWhatsApp = (userId: number | null = null): OutboxMessageInput => ({
  channel: 'wa',
  to: '+39-3331234567',
  template: 'password-reset',
  data: { name: 'Maria', link: '/reset-password?token=tok-wa' },
  userId,
});

/** Sends one WhatsApp through the worker; answers its row id and wamid. */
async function sendWhatsApp(input: OutboxMessageInput): Promise<{ id: number; wamid: string }> {
  const { id } = await enqueue(input);
  expect(await worker.runOnce()).toMatchObject({ sent: 1 });
  const wamid = whatsapp.received.at(-1)!.id;
  expect(await row(id)).toMatchObject({ status: 'sent', providerId: wamid });
  return { id, wamid };
}

describe('WhatsApp through the Cloud API', () => {
  it("sends the message kind's approved template in Italian with its parameters", async () => {
    const { id, wamid } = await sendWhatsApp(resetByWhatsApp());
    expect(whatsapp.received).toEqual([
      {
        path: '/v23.0/106540352242922/messages',
        authorization: 'Bearer EAAG-test-token',
        to: '393331234567',
        template: 'ricordo_reimposta_password',
        language: 'it',
        parameters: ['Maria', 'https://ricordo.example/reset-password?token=tok-wa'],
        id: wamid,
      },
    ]);
    expect(whatsAppText(outbox.render(await row(id)).whatsapp)).toBe(
      'Ciao Maria, per reimpostare la password del tuo account Ricordo scegline una nuova da qui: https://ricordo.example/reset-password?token=tok-wa Il link vale una sola volta e per poco tempo. Se non sei stato tu, ignora questo messaggio.',
    );
  });

  it("counts the Graph API's refusal as a failed attempt, with Meta's reason", async () => {
    whatsapp.refuse = {
      status: 400,
      code: 132001,
      message: 'Template name does not exist in the translation',
    };
    const { id } = await enqueue(resetByWhatsApp());
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, providerId: null });
    expect(failed.lastError).toBe(
      'WhatsApp HTTP 400: 132001 Template name does not exist in the translation: Template name does not exist in the translation',
    );
  });

  it('answers Meta’s webhook verification with the challenge, and only with the right token', async () => {
    const good = await whatsapp.verify(waWebhook, 'ricordo-verify', '1158201444');
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await whatsapp.verify(waWebhook, 'ricordo-verifz')).status).toBe(403);
    expect((await whatsapp.verify(waWebhook, '')).status).toBe(403);
  });

  it('records sent, delivered and read from signed status webhooks, never going back', async () => {
    const { id, wamid } = await sendWhatsApp(resetByWhatsApp());
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const answer = await whatsapp.postStatus(waWebhook, whatsapp.statusBody(wamid, status));
      expect(answer.status).toBe(200);
      expect((await answer.json()) as unknown).toMatchObject({ data: { recorded: 1 } });
      expect(await row(id)).toMatchObject({ delivery: status, deliveryAt: expect.any(Date) });
    }
    // A late 'delivered' (Meta does not promise order) leaves 'read'.
    const late = await whatsapp.postStatus(waWebhook, whatsapp.statusBody(wamid, 'delivered'));
    expect((await late.json()) as unknown).toMatchObject({ data: { recorded: 0, ignored: 1 } });
    expect(await row(id)).toMatchObject({ delivery: 'read' });
    // A status of a message that is not ours is answered 200 (Meta would retry anything else) and ignored.
    const stranger = await whatsapp.postStatus(waWebhook, whatsapp.statusBody('wamid.unknown', 'read'));
    expect((await stranger.json()) as unknown).toMatchObject({ data: { unknown: 1 } });
  });

  it('refuses a status webhook whose signature is wrong or missing, and changes nothing', async () => {
    const { id, wamid } = await sendWhatsApp(resetByWhatsApp());
    const body = whatsapp.statusBody(wamid, 'failed', { code: 131026, title: 'x', message: 'x' });
    for (const secret of ['another-secret', null]) {
      const answer = await whatsapp.postStatus(waWebhook, body, secret);
      expect(answer.status).toBe(401);
      expect((await answer.json()) as unknown).toMatchObject({ errorCode: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    // Signed, but not over these bytes (the body was changed on the way).
    const tampered = await fetch(waWebhook, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': metaSignature(
          'meta-app-secret',
          Buffer.from(whatsapp.statusBody(wamid, 'read')),
        ),
      },
      body,
    });
    expect(tampered.status).toBe(401);
    expect(await row(id)).toMatchObject({ delivery: null, status: 'sent' });
    expect(await rows().count()).toBe(1);
  });

  it('falls back to the e-mail of the person when the WhatsApp fails, once', async () => {
    const person = await createClient(testApp, {
      email: 'maria.fallback@example.it',
      telephone: '+39-3387700001',
    });
    const { id, wamid } = await sendWhatsApp({ ...resetByWhatsApp(person.id), to: '+39-3387700001' });
    const failure = whatsapp.statusBody(wamid, 'failed', {
      code: 131026,
      title: 'Message undeliverable',
      message: 'Message undeliverable',
    });
    for (let time = 0; time < 2; time += 1)
      expect((await whatsapp.postStatus(waWebhook, failure)).status).toBe(200);

    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'sent', delivery: 'failed' });
    expect(failed.lastError).toBe('131026 Message undeliverable Message undeliverable');
    const fallbacks = await rows().find({ where: { dedupeKey: `fallback:${id}` } });
    expect(fallbacks).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'maria.fallback@example.it',
        template: 'password-reset',
        payload: failed.payload,
        userId: person.id,
      }),
    ]);
    expect(await rows().count()).toBe(2);
  });

  it('falls back to e-mail when the Cloud API refused the WhatsApp at every attempt', async () => {
    const person = await createClient(testApp, { email: 'refused.wa@example.it', telephone: null });
    whatsapp.refuse = {
      status: 400,
      code: 131026,
      message: 'Receiver is incapable of receiving this message',
    };
    const { id } = await enqueue({ ...resetByWhatsApp(person.id), to: '+39-3387700002' });
    const clock = testApp.app.get(Clock);
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      vi.spyOn(clock, 'now').mockReturnValue(now);
      expect(await worker.runOnce()).toMatchObject(attempt < 3 ? { failed: 1 } : { dead: 1 });
      expect(await rows().countBy({ dedupeKey: `fallback:${id}` })).toBe(attempt < 3 ? 0 : 1);
      now = new Date(now.getTime() + backoffMs(attempt) + 1000);
    }
    vi.restoreAllMocks();
    expect(await row(id)).toMatchObject({ status: 'dead', delivery: null });
    expect(await rows().findOneByOrFail({ dedupeKey: `fallback:${id}` })).toMatchObject({
      channel: 'email',
      recipient: 'refused.wa@example.it',
      template: 'password-reset',
    });
  });

  it('falls back to an SMS to the same number when the person has no e-mail; Twilio sends it', async () => {
    const person = await createClient(testApp, { email: null, telephone: '+39-3339876543' });
    const { id, wamid } = await sendWhatsApp({ ...resetByWhatsApp(person.id), to: '+39-3339876543' });
    await whatsapp.postStatus(
      waWebhook,
      whatsapp.statusBody(wamid, 'failed', { code: 131047, title: 'Re-engagement message', message: 'x' }),
    );
    const fallback = await rows().findOneByOrFail({ dedupeKey: `fallback:${id}` });
    expect(fallback).toMatchObject({ channel: 'sms', recipient: '+39-3339876543', status: 'pending' });
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(twilio.received).toEqual([
      expect.objectContaining({
        to: '+393339876543',
        body: 'Ricordo: ciao Maria, reimposta la tua password da qui: https://ricordo.example/reset-password?token=tok-wa',
      }),
    ]);
  });
});

describe('SMS through Twilio', () => {
  const sms = (userId: number | null = null): OutboxMessageInput => ({
    channel: 'sms',
    to: '+39-3401112233',
    template: 'username-recovery',
    data: { name: 'Luca', username: 'lucabianchi' },
    userId,
  });

  it('posts the form with basic auth and the status callback, and records the sid', async () => {
    const { id } = await enqueue(sms());
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(twilio.received).toEqual([
      {
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        to: '+393401112233',
        from: '+15005550006',
        messagingServiceSid: null,
        body: 'Ricordo: ciao Luca, il tuo username è lucabianchi',
        statusCallback: 'https://ricordo.example/api/notifications/sms/status',
        sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', providerId: twilio.received[0].sid });
  });

  it("counts Twilio's refusal as a failed attempt with its code", async () => {
    twilio.refuse = { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' };
    const { id } = await enqueue(sms());
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect((await row(id)).lastError).toBe(
      'Twilio HTTP 400: 21610 Attempt to send to unsubscribed recipient',
    );
  });

  it('records the signed status callbacks and refuses a forged one', async () => {
    const { id } = await enqueue(sms());
    await worker.runOnce();
    const { sid } = twilio.received[0];
    const queued = await twilio.postStatus(sid, 'queued', { deliverTo: testApp.url });
    expect(queued.status).toBe(200);
    expect(await row(id)).toMatchObject({ delivery: null });
    expect((await twilio.postStatus(sid, 'sent', { deliverTo: testApp.url })).status).toBe(200);
    expect(await row(id)).toMatchObject({ delivery: 'sent' });

    const forged = await twilio.postStatus(sid, 'undelivered', {
      deliverTo: testApp.url,
      authToken: 'not-the-token',
    });
    expect(forged.status).toBe(401);
    expect(await row(id)).toMatchObject({ delivery: 'sent' });

    expect((await twilio.postStatus(sid, 'delivered', { deliverTo: testApp.url })).status).toBe(200);
    expect(await row(id)).toMatchObject({ delivery: 'delivered' });
  });

  it('marks an undelivered SMS failed and sends it by e-mail; the admins see the states', async () => {
    const person = await createClient(testApp, { email: 'luca.sms@example.it', telephone: '+39-3401112234' });
    const { id } = await enqueue(sms(person.id));
    await worker.runOnce();
    const answer = await twilio.postStatus(twilio.received[0].sid, 'undelivered', {
      deliverTo: testApp.url,
      errorCode: '30005',
    });
    expect(answer.status).toBe(200);
    expect(await row(id)).toMatchObject({ delivery: 'failed', lastError: 'Twilio 30005' });
    expect(await rows().findOneByOrFail({ dedupeKey: `fallback:${id}` })).toMatchObject({
      channel: 'email',
      recipient: 'luca.sms@example.it',
      template: 'username-recovery',
    });

    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    const list = await admin.get('/api/admin/outbox?delivery=failed').expect(200);
    expect(list.body.data.messages).toEqual([
      expect.objectContaining({
        ID: id,
        channel: 'sms',
        status: 'sent',
        delivery: 'failed',
        deliveryAt: expect.any(Number),
        lastError: 'Twilio 30005',
      }),
    ]);
    await admin.get('/api/admin/outbox?delivery=lost').expect(400);
  });
});

describe('webhooks of channels that are not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({}, { PUBLIC_URL, OUTBOX_WORKER: '0' });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answer 404, whatever they carry', async () => {
    const url = `${bare.url}/api/notifications/whatsapp/webhook`;
    expect((await whatsapp.verify(url, 'ricordo-verify')).status).toBe(404);
    expect((await whatsapp.postStatus(url, whatsapp.statusBody('wamid.x', 'read'))).status).toBe(404);
    const sms = await fetch(`${bare.url}/api/notifications/sms/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(sms.status).toBe(404);
  });
});

import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, payloadOf, postForm } from '../../../test-support/account-helpers';
import { dedicationForm, sendDedication, type Attachment } from '../../../test-support/dedication-helpers';
import { jpegWithGps } from '../../../test-support/media-fixtures';
import { payOrder } from '../../../test-support/payment-helpers';
import { browser, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { OutboxMessage } from '../../notifications/outbox-message.entity';
import { renderTemplate } from '../../notifications/templates';
import { Order } from '../../orders/entities/order.entity';
import { Clock } from '../../scheduler/clock';
import { DedicationDecisionsService } from '../dedication-decisions.service';
import { Dedication } from '../dedication.entity';
import { DedicationModerationScheduler } from './dedication-moderation.scheduler';
import { DEADLINE_MS, REMINDER_AFTER_MS } from './moderation-rules';
import { PageModeration } from './page-moderation.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
const MINUTE = 60_000;
let visitor: Browser;

beforeEach(async () => {
  visitor = await browser(testApp);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  // The demo page's own choice goes back to the default.
  await testApp.dataSource.getRepository(PageModeration).delete({ deceasedId: 1000 });
});

/** A dedication ordered and paid for on the demo page (owned by clientedemo): pending, waiting for the family. */
async function paidPending(fields: Record<string, string> = {}, file?: Attachment): Promise<Dedication> {
  const response = await sendDedication(visitor, dedicationForm(fields), file);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const answer = bodyOf(response).data as { orderid: number; orderKey: string };
  await payOrder(visitor, answer.orderid, answer.orderKey);
  const row = await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ orderId: answer.orderid });
  expect(row.status).toBe('pending');
  expect(row.awaitingSince).toBeInstanceOf(Date);
  return row;
}

const reload = (id: number) => testApp.dataSource.getRepository(Dedication).findOneByOrFail({ id });

const messagesByKey = (dedupeKey: string) =>
  testApp.dataSource.getRepository(OutboxMessage).findBy({ dedupeKey });

const messagesOf = (template: string, dedicationId: number) =>
  testApp.dataSource
    .getRepository(OutboxMessage)
    .createQueryBuilder('message')
    .where('message.template = :template', { template })
    .andWhere('message.dedupe_key LIKE :key', { key: `${template}:${dedicationId}:%` })
    .getMany();

/** One scheduled run with the clock at `at`. */
async function tickAt(at: Date) {
  const [run] = await ticksAtOnce(at, 1);
  return run;
}

/**
 * `count` runs of the job started together at the moved clock. One clock spy for all of them: a spy per run
 * was restored by the first run to end, and a run still going read the real clock.
 */
async function ticksAtOnce(at: Date, count: number) {
  const clock = testApp.app.get(Clock);
  const spy = vi.spyOn(clock, 'now').mockReturnValue(at);
  try {
    const scheduler = testApp.app.get(DedicationModerationScheduler);
    return await Promise.all(Array.from({ length: count }, () => scheduler.tick()));
  } finally {
    spy.mockRestore();
  }
}

const after = (row: Dedication, ms: number) => new Date((row.awaitingSince as Date).getTime() + ms);

async function publicDedication(id: number) {
  const response = await request(testApp.url).get('/api/deceased/deceasedData/1000').expect(200);
  const list = (response.body as { data: { dedic: Array<Record<string, unknown>> } }).data.dedic;
  return list.find((item) => item.ID === id);
}

async function owner(): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, 'clientedemo');
  return agent;
}

async function choose(afterDeadline: string, agent?: Browser) {
  return postForm(agent ?? (await owner()), '/api/account/dedications/moderation', {
    deceasedId: '0001000',
    afterDeadline,
  });
}

describe('the receipt to the giver', () => {
  it('tells the giver once, by their channel, that the message waits for the family', async () => {
    const byMail = await paidPending();
    const receipts = await messagesByKey(`dedication-receipt:${byMail.id}:email`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      channel: 'email',
      recipient: 'anna.bianchi@example.com',
      template: 'dedication-receipt',
    });
    expect(payloadOf(receipts[0])).toMatchObject({
      name: 'Anna',
      type: 'dedica-cero',
      link: 'https://ricordo.example/memorial?0001000',
    });
    const rendered = renderTemplate('dedication-receipt', payloadOf(receipts[0]) as Record<string, string>, {
      publicUrl: 'https://ricordo.example',
    });
    expect(rendered.subject).toBe('Il tuo messaggio è in attesa di approvazione dalla famiglia');
    expect(rendered.text).toContain('Il tuo messaggio è in attesa di approvazione dalla famiglia');

    // Asked again (a replayed payment, a second request): no second receipt, and the wait keeps its start.
    const decisions = testApp.app.get(DedicationDecisionsService);
    const later = new Date(Date.now() + 3_600_000);
    await testApp.dataSource.transaction((manager) => decisions.requestApproval(manager, byMail, later));
    expect(await messagesOf('dedication-receipt', byMail.id)).toHaveLength(1);
    expect((await reload(byMail.id)).awaitingSince?.getTime()).toBe(byMail.awaitingSince?.getTime());

    // A giver who chose WhatsApp gets it on their phone.
    const byWhatsApp = await paidPending({ 'contact-method': 'wa' });
    const [wa] = await messagesByKey(`dedication-receipt:${byWhatsApp.id}:wa`);
    expect(wa).toMatchObject({ channel: 'wa', recipient: '+39-3471234567' });
    expect(await messagesOf('dedication-receipt', byWhatsApp.id)).toHaveLength(1);
  });
});

describe('the reminder and the deadline', () => {
  it("the owner's pending list says until when they can decide", async () => {
    const row = await paidPending();
    const agent = await owner();
    const panel = await agent.get('/api/account/dedications').expect(200);
    const listed = (bodyOf(panel).data as { dedications: Array<{ ID: number; decideBy: number | null }> })
      .dedications;
    expect(listed.find((item) => item.ID === row.id)?.decideBy).toBe(
      after(row, DEADLINE_MS).getTime() / 1000,
    );
  });

  it('reminds the owner once, 48 hours after the message started waiting', async () => {
    const row = await paidPending();
    await tickAt(after(row, REMINDER_AFTER_MS - MINUTE));
    expect(await messagesOf('dedication-reminder', row.id)).toHaveLength(0);
    expect((await reload(row.id)).moderatorsRemindedAt).toBeNull();

    await tickAt(after(row, REMINDER_AFTER_MS));
    const reminders = await messagesOf('dedication-reminder', row.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ channel: 'email', recipient: 'cliente@ricordo.example' });
    const payload = payloadOf(reminders[0]);
    expect(payload).toMatchObject({
      name: expect.any(String),
      giverName: 'Anna Bianchi',
      type: 'dedica-cero',
      afterDeadline: 'lapse',
      link: 'https://ricordo.example/client-panel#dedic',
    });
    expect(payload.deadline).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await reload(row.id)).status).toBe('pending');

    // Later runs do not remind again.
    await tickAt(after(row, REMINDER_AFTER_MS + 60 * MINUTE));
    await tickAt(after(row, REMINDER_AFTER_MS + 120 * MINUTE));
    expect(await messagesOf('dedication-reminder', row.id)).toHaveLength(1);
  });

  it("publishes after 7 days when the page chose 'Pubblica automaticamente', and tells the giver", async () => {
    expect((await choose('publish')).status).toBe(200);
    const row = await paidPending({ dedic: 'Ciao nonno, ti penso sempre.', 'dedic-sign': 'Anna' });

    await tickAt(after(row, DEADLINE_MS - MINUTE));
    expect((await reload(row.id)).status).toBe('pending');

    const run = await tickAt(after(row, DEADLINE_MS));
    expect(run?.published).toBeGreaterThanOrEqual(1);
    const decided = await reload(row.id);
    expect(decided).toMatchObject({ status: 'accepted', decidedBy: 'deadline' });
    expect(await publicDedication(row.id)).toMatchObject({
      status: 'accepted',
      text: 'Ciao nonno, ti penso sempre.',
      showAuthor: 'Anna',
    });
    const [told] = await messagesByKey(`dedication-outcome:${row.id}`);
    expect(told).toMatchObject({ channel: 'email', recipient: 'anna.bianchi@example.com' });
    expect(payloadOf(told)).toMatchObject({ outcome: 'published' });
  });

  it('a paid photo lapses after 7 days by the refusal rule: anonymous virtual flowers, still paid', async () => {
    expect((await choose('lapse')).status).toBe(200);
    const row = await paidPending(
      { 'dedic-type': 'dedica-foto', dedic: 'Una foto di noi' },
      { content: await jpegWithGps(), filename: 'ricordo.jpg', contentType: 'image/jpeg' },
    );
    const run = await tickAt(after(row, DEADLINE_MS + MINUTE));
    expect(run?.lapsed).toBeGreaterThanOrEqual(1);
    expect(await reload(row.id)).toMatchObject({ status: 'refused', decidedBy: 'deadline' });
    // Shown as a refused photo is: virtual flowers, anonymous, without text or media.
    expect(await publicDedication(row.id)).toMatchObject({
      type: 'dedica-fiori',
      status: 'refused',
      text: '',
      showAuthor: 0,
      media: null,
    });
    const order = await testApp.dataSource
      .getRepository(Order)
      .findOneByOrFail({ id: row.orderId as number });
    expect(order.status).toBe('paid');
    const [told] = await messagesByKey(`dedication-outcome:${row.id}`);
    expect(payloadOf(told)).toMatchObject({ outcome: 'lapsed', type: 'dedica-foto' });
    const rendered = renderTemplate('dedication-outcome', payloadOf(told) as Record<string, string>, {
      publicUrl: 'https://ricordo.example',
    });
    expect(rendered.text).toContain('non è stato valutato dalla famiglia entro 7 giorni');
    expect(rendered.text).toContain('come fiori virtuali');
  });

  it('the default, with no choice made, is to let it lapse', async () => {
    await testApp.dataSource.getRepository(PageModeration).delete({ deceasedId: 1000 });
    const row = await paidPending();
    await tickAt(after(row, DEADLINE_MS));
    expect(await reload(row.id)).toMatchObject({ status: 'refused', decidedBy: 'deadline' });
    expect(await publicDedication(row.id)).toMatchObject({
      type: 'dedica-cero',
      status: 'refused',
      text: '',
    });
  });

  it("a decision taken before the deadline is never overridden, whichever the page's choice", async () => {
    expect((await choose('publish')).status).toBe(200);
    const refused = await paidPending();
    const accepted = await paidPending();
    const agent = await owner();
    for (const [row, isAccepted] of [
      [refused, 'deny'],
      [accepted, 'active'],
    ] as const) {
      const answer = await postForm(agent, '/api/dedications/evaluate', {
        dedic: String(row.id),
        isAccepted,
      });
      expect(answer.status).toBe(200);
    }
    await tickAt(after(refused, DEADLINE_MS + 60 * MINUTE));
    await tickAt(after(accepted, DEADLINE_MS + 120 * MINUTE));
    expect(await reload(refused.id)).toMatchObject({ status: 'refused', decidedBy: null });
    expect(await reload(accepted.id)).toMatchObject({ status: 'accepted', decidedBy: null });
    // The giver heard the family's decision only; nobody was reminded of a decided dedication.
    for (const row of [refused, accepted]) {
      const outcomes = await messagesByKey(`dedication-outcome:${row.id}`);
      expect(outcomes).toHaveLength(1);
      expect(['accepted', 'refused']).toContain(payloadOf(outcomes[0]).outcome);
      expect(await messagesOf('dedication-reminder', row.id)).toHaveLength(0);
    }
  });

  it('a run repeated, or two instances at once, change nothing the second time', async () => {
    await choose('lapse');
    const row = await paidPending();
    const at = after(row, DEADLINE_MS + 5 * MINUTE);
    // Two instances asking at once: one holds the lock (the other is turned away) or finds nothing left.
    const [first, second] = await ticksAtOnce(at, 2);
    const runs = [first, second].filter((run) => run !== null);
    expect(runs.reduce((sum, run) => sum + (run?.lapsed ?? 0), 0)).toBeGreaterThanOrEqual(1);
    const decided = await reload(row.id);
    expect(decided.status).toBe('refused');
    const outbox = await testApp.dataSource.getRepository(OutboxMessage).count();

    const again = await tickAt(at);
    expect(again).toEqual({ published: 0, lapsed: 0, reminded: 0 });
    expect(await testApp.dataSource.getRepository(OutboxMessage).count()).toBe(outbox);
    expect((await reload(row.id)).decidedAt?.getTime()).toBe(decided.decidedAt?.getTime());
    expect(await messagesByKey(`dedication-outcome:${row.id}`)).toHaveLength(1);
  });
});

describe('the developer route', () => {
  it('runs the job at a moved clock where the developer mailbox is served (demo), and refuses a bad time', async () => {
    expect(testApp.config.messaging.devMailbox).toBe(true);
    await choose('lapse');
    const row = await paidPending();
    const bad = await postForm(visitor, '/dev/dedications/moderation/run?at=domani', {});
    expect(bad.status).toBe(404);
    const at = encodeURIComponent(after(row, DEADLINE_MS).toISOString());
    const answer = await postForm(visitor, `/dev/dedications/moderation/run?at=${at}`, {});
    expect(answer.status).toBe(200);
    expect((bodyOf(answer).data as { result: { lapsed: number } }).result.lapsed).toBeGreaterThanOrEqual(1);
    expect(await reload(row.id)).toMatchObject({ status: 'refused', decidedBy: 'deadline' });
  });
});

describe('the developer route with waitingFrom', () => {
  it('decides only what started waiting since then: an older pending dedication keeps waiting', async () => {
    await choose('lapse');
    const older = await paidPending();
    const olderSince = older.awaitingSince as Date;
    const newer = await paidPending();
    // The newer one started waiting a minute after the older one.
    const newerSince = new Date(olderSince.getTime() + MINUTE);
    await testApp.dataSource
      .getRepository(Dedication)
      .update({ id: newer.id }, { awaitingSince: newerSince });
    const at = encodeURIComponent(new Date(newerSince.getTime() + DEADLINE_MS).toISOString());
    const from = encodeURIComponent(newerSince.toISOString());
    const answer = await postForm(
      visitor,
      `/dev/dedications/moderation/run?at=${at}&waitingFrom=${from}`,
      {},
    );
    expect(answer.status).toBe(200);
    expect(await reload(newer.id)).toMatchObject({ status: 'refused', decidedBy: 'deadline' });
    expect(await reload(older.id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await messagesOf('dedication-reminder', older.id)).toHaveLength(0);
    const bad = await postForm(visitor, `/dev/dedications/moderation/run?at=${at}&waitingFrom=ieri`, {});
    expect(bad.status).toBe(404);
  });
});

describe("the page's choice", () => {
  it("lists the owner's pages with the default, and saves a choice", async () => {
    await testApp.dataSource.getRepository(PageModeration).delete({ deceasedId: 1000 });
    const agent = await owner();
    const listed = await agent.get('/api/account/dedications/moderation').expect(200);
    const data = bodyOf(listed).data as {
      pages: Array<{ ID: number; afterDeadline: string; chosen: boolean }>;
      deadlineDays: number;
      reminderHours: number;
      defaultAfterDeadline: string;
    };
    expect(data).toMatchObject({ deadlineDays: 7, reminderHours: 48, defaultAfterDeadline: 'lapse' });
    expect(data.pages.find((page) => page.ID === 1000)).toMatchObject({
      afterDeadline: 'lapse',
      chosen: false,
    });

    const saved = await choose('publish', agent);
    expect(saved.status).toBe(200);
    expect(bodyOf(saved)).toMatchObject({
      message: 'Le modifiche sono state apportate con successo',
      data: { ID: 1000, afterDeadline: 'publish' },
    });
    const again = await agent.get('/api/account/dedications/moderation').expect(200);
    const pages = (bodyOf(again).data as { pages: Array<{ ID: number }> }).pages;
    expect(pages.find((page) => page.ID === 1000)).toMatchObject({ afterDeadline: 'publish', chosen: true });
  });

  it("refuses a bad choice, another owner's page and a visitor", async () => {
    const agent = await owner();
    const bad = await choose('forse', agent);
    expect(bad.status).toBe(400);
    expect(bodyOf(bad)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      data: { fields: { afterDeadline: 'Devi effettuare una scelta' } },
    });
    const unknown = await postForm(agent, '/api/account/dedications/moderation', {
      deceasedId: '999999',
      afterDeadline: 'publish',
    });
    expect(unknown.status).toBe(404);

    const partner = await browser(testApp);
    await signIn(partner, 'partnerdemo');
    expect((await choose('publish', partner)).status).toBe(404);

    const anonymous = await browser(testApp);
    expect((await choose('publish', anonymous)).status).toBe(401);
    await anonymous.get('/api/account/dedications/moderation').expect(401);
  });
});

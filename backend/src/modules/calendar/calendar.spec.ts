import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  outboxMessages,
  payloadOf,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import type { User } from '../accounts/user.entity';
import { Clock } from '../scheduler/clock';
import { CalendarReminder } from './calendar-reminder.entity';
import { foldLine } from './ical-feed';
import { RemindersScheduler } from './reminders.scheduler';
import { reminderInstant } from './reminders.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Moves the server's clock (the Clock every service asks). */
function clockAt(iso: string): void {
  vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(iso));
}

async function ownerAgent(): Promise<{ agent: Browser; owner: User }> {
  const owner = await createClient(testApp);
  const agent = await browser(testApp);
  await signIn(agent, owner.username, owner.password);
  return { agent, owner };
}

/** A page of an owner: born 29/02/1940, died 02/11/2025 (trigesimo 02/12/2025). */
async function ownedPage(owner: User) {
  return saveDeceased(testApp, {
    name: 'Giuseppe',
    surname: 'Verdi',
    dateOfBirth: '1940-02-29',
    dateOfDeath: '2025-11-02',
    ownerUserId: owner.id,
  });
}

const addDate = (agent: Browser, id: number, fields: Record<string, string>) =>
  postForm(agent, `/api/account/deceased/${id}/dates`, fields);

describe('the calendar of a page', () => {
  it('holds the trigesimo, the anniversaries and the family dates, and names the next one in Rome time', async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const added = await addDate(agent, page.id, {
      title: 'Messa in suffragio',
      date: '20/12/2026',
      time: '18:00',
      place: 'Chiesa di San Secondo, Torino',
    });
    expect(added.status).toBe(200);
    expect(bodyOf(added).message).toBe('Data aggiunta al calendario');

    // 2026-12-06 23:30 UTC is already 7 December in Rome.
    clockAt('2026-12-06T23:30:00Z');
    const response = await (await browser(testApp)).get(`/api/deceased/${page.id}/calendar`).expect(200);
    const data = bodyOf(response).data as {
      today: string;
      events: Array<{ id: string; date: string; next: string | null; yearly: boolean }>;
      next: { id: string; next: string; title: string } | null;
    };
    expect(data.today).toBe('2026-12-07');
    const byId = Object.fromEntries(data.events.map((event) => [event.id, event]));
    expect(byId.trigesimo).toMatchObject({ date: '2025-12-02', next: null, yearly: false });
    expect(byId['death-anniversary']).toMatchObject({ date: '2026-11-02', next: '2027-11-02', yearly: true });
    // 29 February is remembered on the 28th in common years.
    expect(byId['birth-anniversary']).toMatchObject({ next: '2027-02-28', yearly: true });
    expect(data.next).toMatchObject({ title: 'Messa in suffragio', next: '2026-12-20' });
  });

  it("on the day of a date, names it as the next and offers the one after for 'Ricordamelo'", async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    await addDate(agent, page.id, { title: 'Messa in suffragio', date: '20/12/2026' });
    // 2 November 2026 in Rome: the anniversary of death is today.
    clockAt('2026-11-02T09:00:00Z');
    const response = await (await browser(testApp)).get(`/api/deceased/${page.id}/calendar`).expect(200);
    const data = bodyOf(response).data as {
      today: string;
      next: { id: string; next: string } | null;
      following: { id: string; next: string; title: string } | null;
    };
    expect(data.today).toBe('2026-11-02');
    expect(data.next).toMatchObject({ id: 'death-anniversary', next: '2026-11-02' });
    expect(data.following).toMatchObject({ title: 'Messa in suffragio', next: '2026-12-20' });
  });

  it('is a valid iCalendar feed: timezone, yearly anniversaries, all-day dates, escaping, folding, CRLF', async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const longPlace =
      'Santuario della Beata Vergine; piazza Grande, 1 — Località Castello di Sopra, Valle d’Aosta';
    await addDate(agent, page.id, {
      title: 'Messa in suffragio',
      date: '2026-12-20',
      time: '18:00',
      place: longPlace,
    });
    await addDate(agent, page.id, {
      title: 'Ritrovo degli amici',
      date: '2027-07-10',
      time: '10:30',
      yearly: '1',
    });
    clockAt('2026-12-07T08:00:00Z');

    const response = await (await browser(testApp)).get(`/api/deceased/${page.id}/calendar.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const raw = response.text;
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(raw));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Ricordo//Calendario del ricordo//IT');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Rome');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone!));

    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const bySummary = new Map(events.map((event) => [event.summary, event]));
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const component of calendar.getAllSubcomponents('vevent'))
      expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-12-07T08:00:00Z');

    const trigesimo = bySummary.get('Trigesimo di Giuseppe Verdi')!;
    expect(trigesimo.startDate.isDate).toBe(true);
    expect(trigesimo.startDate.toString()).toBe('2025-12-02');
    expect(trigesimo.isRecurring()).toBe(false);

    const death = bySummary.get('Anniversario della scomparsa di Giuseppe Verdi')!;
    expect(death.isRecurring()).toBe(true);
    const deathYears = death.iterator();
    expect([deathYears.next()!.toString(), deathYears.next()!.toString()]).toEqual([
      '2026-11-02',
      '2027-11-02',
    ]);

    const birth = bySummary.get('Anniversario della nascita di Giuseppe Verdi')!;
    const birthYears = birth.iterator();
    // Starts the year after the birth (1941, a common year: the 28th), then 1942, … 1944 on the 29th.
    const firstBirthdays = [1, 2, 3, 4].map(() => birthYears.next()!.toString());
    expect(firstBirthdays).toEqual(['1941-02-28', '1942-02-28', '1943-02-28', '1944-02-29']);

    const mass = bySummary.get('Messa in suffragio di Giuseppe Verdi')!;
    expect(mass.location).toBe(longPlace);
    expect(mass.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Rome');
    // 18:00 in Rome in December (CET) is 17:00 UTC.
    expect(mass.startDate.toJSDate().toISOString()).toBe('2026-12-20T17:00:00.000Z');

    const gathering = bySummary.get('Ritrovo degli amici di Giuseppe Verdi')!;
    expect(gathering.isRecurring()).toBe(true);
    // 10:30 in Rome in July (CEST) is 08:30 UTC.
    expect(gathering.startDate.toJSDate().toISOString()).toBe('2027-07-10T08:30:00.000Z');
  });

  it('folds long lines without cutting a character in two', () => {
    const line = `SUMMARY:${'è'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('keeps the family dates to the page owner', async () => {
    const { owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const { agent: stranger } = await ownerAgent();
    const refused = await addDate(stranger, page.id, { title: 'Messa', date: '2027-01-10' });
    expect(refused.status).toBe(403);
    const anonymous = await addDate(await browser(testApp), page.id, { title: 'Messa', date: '2027-01-10' });
    expect(anonymous.status).toBe(401);
  });

  it('checks each field of a family date', async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const bad = await addDate(agent, page.id, { title: '', date: '31/02/2027', time: '25:00' });
    expect(bad.status).toBe(400);
    expect((bodyOf(bad).data as { fields: Record<string, string> }).fields).toEqual({
      title: 'Campo obbligatorio',
      date: 'Campo non valido',
      time: 'Campo non valido',
    });
    const saved = bodyOf(await addDate(agent, page.id, { title: 'Messa', date: '2027-01-10' })).data as {
      date: { ID: number };
    };
    const token = await csrfToken(agent);
    const changed = await agent
      .put(`/api/account/deceased/${page.id}/dates/${saved.date.ID}`)
      .set('X-CSRF-Token', token)
      .send({ title: 'Messa di un anno', date: '2027-01-11', time: '11:00' })
      .expect(200);
    expect((bodyOf(changed).data as { date: unknown }).date).toMatchObject({
      date: '2027-01-11',
      time: '11:00',
    });
    const removed = await agent
      .delete(`/api/account/deceased/${page.id}/dates/${saved.date.ID}`)
      .set('X-CSRF-Token', token)
      .expect(200);
    expect((bodyOf(removed).data as { dates: unknown[] }).dates).toEqual([]);
  });
});

describe("'Ricordamelo'", () => {
  const ask = async (id: number, fields: Record<string, string>) =>
    postForm(await browser(testApp), `/api/deceased/${id}/reminders`, fields);

  it('refuses a past date and a date of today, each with its message', async () => {
    const { owner } = await ownerAgent();
    const page = await ownedPage(owner);
    clockAt('2026-12-07T10:00:00Z');
    const past = await ask(page.id, {
      eventId: 'trigesimo',
      date: '2025-12-02',
      channel: 'email',
      contact: 'anna@example.com',
    });
    expect(past.status).toBe(422);
    expect(bodyOf(past)).toMatchObject({
      errorCode: 'REMINDER_DATE_PAST',
      message: 'Questa data è già passata: possiamo ricordarti solo le date che devono ancora venire.',
    });
    clockAt('2027-11-02T10:00:00Z');
    const today = await ask(page.id, {
      eventId: 'death-anniversary',
      date: '2027-11-02',
      channel: 'email',
      contact: 'anna@example.com',
    });
    expect(today.status).toBe(422);
    expect(bodyOf(today).errorCode).toBe('REMINDER_TOO_LATE');
    const wrongDay = await ask(page.id, {
      eventId: 'death-anniversary',
      date: '2027-11-03',
      channel: 'email',
      contact: 'anna@example.com',
    });
    expect(wrongDay.status).toBe(400);
    const badContact = await ask(page.id, {
      eventId: 'death-anniversary',
      date: '2028-11-02',
      channel: 'wa',
      contact: 'not a phone',
    });
    expect(bodyOf(badContact).data).toEqual({ fields: { contact: 'Campo non valido' } });
    expect(await testApp.dataSource.getRepository(CalendarReminder).countBy({ deceasedId: page.id })).toBe(0);
  });

  it('sends the reminder the day before at 09:00 Rome, once, with a one-click unsubscribe, every year', async () => {
    const { owner } = await ownerAgent();
    const page = await ownedPage(owner);
    clockAt('2026-12-07T10:00:00Z');
    const asked = await ask(page.id, {
      eventId: 'death-anniversary',
      date: '2027-11-02',
      channel: 'email',
      contact: ' Anna.Rossi@Example.com ',
    });
    expect(asked.status).toBe(200);
    expect(bodyOf(asked).message).toBe(
      'Grazie. Ti scriveremo il 01/11/2027, il giorno prima, per ricordarti questa data.',
    );
    // Asked twice: still one reminder.
    await ask(page.id, {
      eventId: 'death-anniversary',
      date: '2027-11-02',
      channel: 'email',
      contact: 'anna.rossi@example.com',
    });
    const rows = await testApp.dataSource.getRepository(CalendarReminder).findBy({ deceasedId: page.id });
    expect(rows).toHaveLength(1);
    // 1 November 2027 09:00 in Rome (CET) is 08:00 UTC.
    expect(rows[0].remindAt.toISOString()).toBe('2027-11-01T08:00:00.000Z');

    const job = testApp.app.get(RemindersScheduler);
    const mine = () =>
      outboxMessages(testApp, { template: 'calendar-reminder', recipient: 'anna.rossi@example.com' });
    await job.tick(new Date('2027-11-01T07:59:00Z'));
    expect(await mine()).toHaveLength(0);
    // Due at exactly 09:00 Rome, and sent once however many runs follow.
    await job.tick(new Date('2027-11-01T08:00:00Z'));
    expect(await mine()).toHaveLength(1);
    await job.tick(new Date('2027-11-01T08:01:00Z'));
    const messages = await mine();
    expect(messages).toHaveLength(1);
    const payload = payloadOf(messages[0]);
    expect(payload).toMatchObject({
      deceasedName: 'Giuseppe Verdi',
      title: 'Anniversario della scomparsa',
      day: '02/11/2027',
      link: `${TEST_PUBLIC_URL}/memorial?${page.id}`,
    });
    const unsubscribe = new URL(String(payload.unsubscribeLink));
    expect(unsubscribe.pathname).toBe('/ricordamelo/annulla');

    // An anniversary: the same reminder waits for next year's.
    const after = await testApp.dataSource
      .getRepository(CalendarReminder)
      .findOneByOrFail({ id: rows[0].id });
    expect(after).toMatchObject({ status: 'active', eventDay: '2028-11-02' });
    expect(after.remindAt.toISOString()).toBe(reminderInstant('2028-11-02').toISOString());

    const token = unsubscribe.searchParams.get('token') ?? '';
    const stopped = await postForm(await browser(testApp), '/api/calendar/unsubscribe', { token });
    expect(stopped.status).toBe(200);
    expect(bodyOf(stopped).message).toBe(
      'Non riceverai più questo promemoria. Il ricordo resta sulla pagina, quando vorrai tornarci.',
    );
    // One click again is no error; nothing goes next year.
    expect((await postForm(await browser(testApp), '/api/calendar/unsubscribe', { token })).status).toBe(200);
    await job.tick(new Date('2028-11-01T09:00:00Z'));
    expect(await mine()).toHaveLength(1);
    const unknown = await postForm(await browser(testApp), '/api/calendar/unsubscribe', {
      token: 'x'.repeat(43),
    });
    expect(unknown.status).toBe(410);
  });

  it('sends by WhatsApp to the number given, and cancels a reminder whose date the family removed', async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const saved = bodyOf(
      await addDate(agent, page.id, {
        title: 'Ritrovo degli amici',
        date: '2027-03-28',
        time: '10:30',
        place: 'Parco del Valentino',
      }),
    ).data as { date: { ID: number } };
    await addDate(agent, page.id, { title: 'Messa', date: '2027-03-28', time: '18:00' });
    clockAt('2027-03-01T10:00:00Z');
    expect(
      (
        await ask(page.id, {
          eventId: `family-${saved.date.ID}`,
          date: '2027-03-28',
          channel: 'wa',
          contact: '+39-3331234567',
        })
      ).status,
    ).toBe(200);
    const messId = bodyOf(await (await browser(testApp)).get(`/api/deceased/${page.id}/calendar`)).data as {
      events: Array<{ id: string; title: string }>;
    };
    const mass = messId.events.find((event) => event.title === 'Messa')!;
    expect(
      (
        await ask(page.id, {
          eventId: mass.id,
          date: '2027-03-28',
          channel: 'email',
          contact: 'anna@example.com',
        })
      ).status,
    ).toBe(200);
    const token = await csrfToken(agent);
    await agent
      .delete(`/api/account/deceased/${page.id}/dates/${mass.id.slice('family-'.length)}`)
      .set('X-CSRF-Token', token)
      .expect(200);

    // 27 March 2027 is still winter time: 09:00 in Rome is 08:00 UTC.
    const result = await testApp.app.get(RemindersScheduler).tick(new Date('2027-03-27T08:00:00Z'));
    expect(result).toEqual({ sent: 1, cancelled: 1, missed: 0 });
    const [wa] = await outboxMessages(testApp, {
      template: 'calendar-reminder',
      recipient: '+39-3331234567',
    });
    expect(wa.channel).toBe('wa');
    expect(payloadOf(wa)).toMatchObject({
      title: 'Ritrovo degli amici',
      when: 'alle 10:30',
      place: 'Parco del Valentino',
    });
    const done = await testApp.dataSource.getRepository(CalendarReminder).findBy({ deceasedId: page.id });
    expect(done.map((row) => row.status).sort()).toEqual(['cancelled', 'sent']);
    // On the morning the clocks go forward (28 March 2027), 09:00 in Rome is 07:00 UTC.
    expect(reminderInstant('2027-03-29').toISOString()).toBe('2027-03-28T07:00:00.000Z');
  });
});

describe("the demo's moved clock", () => {
  it('POST /dev/calendar/reminders/run?at= runs the job at that instant (where the dev mailbox is served)', async () => {
    const { owner } = await ownerAgent();
    const page = await ownedPage(owner);
    clockAt('2026-12-07T10:00:00Z');
    const visitor = await browser(testApp);
    await postForm(visitor, `/api/deceased/${page.id}/reminders`, {
      eventId: 'death-anniversary',
      date: '2027-11-02',
      channel: 'email',
      contact: 'dev-clock@example.com',
    });
    vi.restoreAllMocks();
    const run = await visitor
      .post(`/dev/calendar/reminders/run?at=${encodeURIComponent('2027-11-01T08:30:00Z')}`)
      .set('X-CSRF-Token', await csrfToken(visitor))
      .expect(200);
    expect((bodyOf(run).data as { result: unknown }).result).toMatchObject({ sent: 1 });
    expect(await outboxMessages(testApp, { recipient: 'dev-clock@example.com' })).toHaveLength(1);
  });
});

describe("the grave's point", () => {
  const setPoint = (agent: Browser, id: number, fields: Record<string, string>) =>
    postForm(agent, `/api/account/deceased/${id}/gravePoint`, fields);

  it('is set by the owner, asks to confirm a point out of Italy, and shows on the page', async () => {
    const { agent, owner } = await ownerAgent();
    const page = await ownedPage(owner);
    const saved = await setPoint(agent, page.id, { lat: '45.0703', lng: '7,6869' });
    expect(saved.status).toBe(200);
    expect(bodyOf(saved).data).toEqual({ gravePoint: { lat: 45.0703, lng: 7.6869 } });
    const pageData = await (await browser(testApp)).get(`/api/deceased/deceasedData/${page.id}`).expect(200);
    expect((bodyOf(pageData).data as { gravePoint: unknown }).gravePoint).toEqual({
      lat: 45.0703,
      lng: 7.6869,
    });

    const paris = await setPoint(agent, page.id, { lat: '48.8566', lng: '2.3522' });
    expect(paris.status).toBe(409);
    expect(bodyOf(paris)).toMatchObject({
      errorCode: 'GRAVE_POINT_OUTSIDE_ITALY',
      message:
        "Il punto indicato è fuori dall'Italia. Controlla le coordinate: se sono giuste, conferma per salvarle.",
    });
    expect((await setPoint(agent, page.id, { lat: '48.8566', lng: '2.3522', confirm: '1' })).status).toBe(
      200,
    );
    expect((await setPoint(agent, page.id, { lat: '95', lng: '2' })).status).toBe(400);

    const { agent: stranger } = await ownerAgent();
    expect((await setPoint(stranger, page.id, { lat: '45', lng: '9' })).status).toBe(403);
    const cleared = await setPoint(agent, page.id, { lat: '', lng: '' });
    expect(bodyOf(cleared)).toMatchObject({
      data: { gravePoint: null },
      message: 'Posizione della tomba rimossa',
    });
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { INestApplication } from '@nestjs/common';
import { In } from 'typeorm';
import { createApp } from '../../../app.factory';
import { saveDeceased } from '../../../test-support/deceased-helpers';
import { browser, startTestApp, type TestApp } from '../../../test-support/test-app';
import { NotificationZone } from '../../accounts/notification-zone.entity';
import { User, type ContactType, type NotificationFrequency } from '../../accounts/user.entity';
import { OneShotTokensService } from '../../auth/one-shot-tokens.service';
import { Deceased } from '../../deceased/deceased.entity';
import { Comune } from '../../locations/comune.entity';
import { Province } from '../../locations/province.entity';
import { Region } from '../../locations/region.entity';
import { ObituariesService } from '../../obituaries/obituaries.service';
import { TEST_MYSQL_URL } from '../../../test-support/test-database';
import { Clock } from '../../scheduler/clock';
import { JobLock } from '../../scheduler/job-lock.entity';
import { romeTime } from '../../../common/rome-time';
import { DigestScheduler } from './digest.scheduler';
import { ObituaryNotification } from './obituary-notification.entity';
import { OutboxMessage } from '../outbox-message.entity';
import type { ZonePlace } from './zone-notifications.service';

// November 2026 in Rome is CET (UTC+1): 18:00 in Rome is 17:00 UTC. 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';
const at = (day: string, utcTime: string) => new Date(`${day}T${utcTime}Z`);

let testApp: TestApp;
let obituaries: ObituariesService;
let digests: DigestScheduler;
let clock: Clock;
let milano: ZonePlace & { name: string };
let bergamo: ZonePlace;
let lazio: ZonePlace;
let createdUsers: number[] = [];
let createdDeceased: number[] = [];

beforeAll(async () => {
  testApp = await startTestApp(
    {},
    { OUTBOX_WORKER: '0', PUBLIC_URL: 'https://ricordo.example', DIGEST_HOUR: '18', DIGEST_WEEKDAY: '1' },
  );
  obituaries = testApp.app.get(ObituariesService);
  digests = testApp.app.get(DigestScheduler);
  clock = testApp.app.get(Clock);
  const data = testApp.dataSource;
  const milanoComune = await data.getRepository(Comune).findOneByOrFail({ id: 15146 });
  const milanoProvince = await data.getRepository(Province).findOneByOrFail({ id: milanoComune.provinceId });
  milano = {
    regionId: milanoProvince.regionId,
    provinceId: milanoProvince.id,
    locationId: milanoComune.id,
    cap: '20154',
    name: milanoComune.name,
  };
  const bergamoProvince = await data.getRepository(Province).findOneByOrFail({ name: 'Bergamo' });
  const bergamoComune = await data.getRepository(Comune).findOneByOrFail({ name: 'Bergamo' });
  bergamo = {
    regionId: bergamoProvince.regionId,
    provinceId: bergamoProvince.id,
    locationId: bergamoComune.id,
    cap: bergamoComune.cap,
  };
  const lazioRegion = await data.getRepository(Region).findOneByOrFail({ name: 'Lazio' });
  const romaProvince = await data.getRepository(Province).findOneByOrFail({ name: 'Roma' });
  const romaComune = await data.getRepository(Comune).findOneByOrFail({ name: 'Roma' });
  lazio = {
    regionId: lazioRegion.id,
    provinceId: romaProvince.id,
    locationId: romaComune.id,
    cap: romaComune.cap,
  };
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.dataSource.getRepository(OutboxMessage).clear();
  await testApp.dataSource.getRepository(JobLock).clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  if (createdDeceased.length > 0)
    await testApp.dataSource.getRepository(Deceased).delete({ id: In(createdDeceased) });
  if (createdUsers.length > 0) await testApp.dataSource.getRepository(User).delete({ id: In(createdUsers) });
  createdUsers = [];
  createdDeceased = [];
});

interface Zone {
  region?: number | null;
  province?: number | null;
  location?: number | null;
  cap?: string | null;
}

async function subscriber(
  username: string,
  frequency: NotificationFrequency,
  zones: Zone[],
  options: { contact?: ContactType; active?: boolean } = {},
): Promise<User> {
  const users = testApp.dataSource.getRepository(User);
  const user = await users.save(
    users.create({
      username,
      email: `${username}@example.it`,
      telephone: `+39-333${String(createdUsers.length).padStart(7, '0')}`,
      name: username.charAt(0).toUpperCase() + username.slice(1),
      surname: 'Prova',
      nameNormalized: `${username} prova`,
      passwordHash: null,
      platformAccess: 0,
      partnerType: null,
      cf: null,
      preferredContact: options.contact ?? 'email',
      activeNotification: options.active === false ? 0 : 1,
      notificationFrequency: frequency,
      createdAt: new Date(),
    }),
  );
  createdUsers.push(user.id);
  await testApp.dataSource.getRepository(NotificationZone).insert(
    zones.map((zone) => ({
      userId: user.id,
      regionId: zone.region ?? null,
      provinceId: zone.province ?? null,
      locationId: zone.location ?? null,
      cap: zone.cap ?? null,
    })),
  );
  return user;
}

async function obituary(name: string, surname: string, places: ZonePlace[]): Promise<number> {
  // An obituary being published: not yet shown nor enabled.
  const saved = await saveDeceased(testApp, {
    name,
    surname,
    dateOfDeath: '2026-11-20',
    publicationTime: new Date(),
    showPage: 0,
    enabled: 0,
  });
  createdDeceased.push(saved.id);
  await testApp.dataSource.transaction((manager) =>
    obituaries.setReferringPlaces(
      manager,
      saved.id,
      places.map(({ regionId, provinceId, locationId, cap }) => ({ regionId, provinceId, locationId, cap })),
    ),
  );
  return saved.id;
}

function publish(deceasedId: number) {
  return testApp.dataSource.transaction((manager) => obituaries.publish(manager, deceasedId));
}

function messages(userId?: number) {
  return testApp.dataSource
    .getRepository(OutboxMessage)
    .find({ where: userId === undefined ? {} : { userId }, order: { id: 'ASC' } });
}

function payload(message: OutboxMessage): Record<string, unknown> {
  return JSON.parse(message.payload) as Record<string, unknown>;
}

function setClock(instant: Date) {
  vi.spyOn(clock, 'now').mockReturnValue(instant);
}

describe('romeTime', () => {
  it('reads the hour and ISO weekday in Europe/Rome, across summer time', () => {
    expect(romeTime(at(MONDAY, '17:00:00'))).toEqual({ date: MONDAY, hour: 18, weekday: 1 });
    expect(romeTime(at('2026-07-05', '16:00:00'))).toEqual({ date: '2026-07-05', hour: 18, weekday: 7 });
    expect(romeTime(at('2026-11-22', '23:30:00'))).toEqual({ date: MONDAY, hour: 0, weekday: 1 });
  });
});

describe('publishing an obituary', () => {
  it('tells realtime subscribers of the zone at once, by their channel, with an unsubscribe link', async () => {
    const byEmail = await subscriber('realtimemail', 'realtime', [{ region: milano.regionId }]);
    const byWhatsApp = await subscriber('realtimewa', 'realtime', [{ location: milano.locationId }], {
      contact: 'wa',
    });
    const id = await obituary('Anna', 'Bianchi', [milano]);

    expect(await publish(id)).toEqual({ told: 2, queued: 0 });
    expect(await testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id })).toMatchObject({
      enabled: 1,
    });

    const [email] = await messages(byEmail.id);
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'realtimemail@example.it',
      template: 'obituary-realtime',
      status: 'held',
    });
    const data = payload(email);
    expect(Object.keys(data).sort()).toEqual(['deceasedName', 'link', 'name', 'place', 'unsubscribeLink']);
    expect(data).toMatchObject({
      name: 'Realtimemail',
      deceasedName: 'Anna Bianchi',
      place: `${milano.name} (MI)`,
      link: `https://ricordo.example/memorial?000${id}`,
    });
    const token = new URL(data.unsubscribeLink as string).searchParams.get('token')!;
    expect(data.unsubscribeLink).toBe(`https://ricordo.example/unsubscribe?token=${token}`);
    const tokens = testApp.app.get(OneShotTokensService);
    expect(await tokens.consume(token, 'password-reset')).toBeNull();
    expect((await tokens.consume(token, 'unsubscribe'))?.userId).toBe(byEmail.id);
    expect(await tokens.consume(token, 'unsubscribe')).toBeNull();

    const [whatsapp] = await messages(byWhatsApp.id);
    expect(whatsapp).toMatchObject({
      channel: 'wa',
      recipient: byWhatsApp.telephone,
      template: 'obituary-realtime',
    });
  });

  it('matches zones by region, province, comune and CAP of any referring place, and skips the rest', async () => {
    const region = await subscriber('zoneregion', 'realtime', [{ region: milano.regionId }]);
    const province = await subscriber('zoneprovince', 'realtime', [
      { region: milano.regionId, province: milano.provinceId },
    ]);
    const comune = await subscriber('zonecomune', 'realtime', [
      { region: milano.regionId, province: milano.provinceId, location: milano.locationId },
    ]);
    const cap = await subscriber('zonecap', 'realtime', [{ cap: milano.cap }]);
    const twoZones = await subscriber('zonetwice', 'realtime', [
      { region: milano.regionId },
      { cap: milano.cap },
    ]);
    const secondPlace = await subscriber('zonebergamo', 'realtime', [
      { region: bergamo.regionId, province: bergamo.provinceId },
    ]);
    const otherCap = await subscriber('zoneothercap', 'realtime', [
      { region: milano.regionId, cap: '20121' },
    ]);
    const otherComune = await subscriber('zoneothercomune', 'realtime', [
      { province: milano.provinceId, location: bergamo.locationId },
    ]);
    const otherRegion = await subscriber('zonelazio', 'realtime', [{ region: lazio.regionId }]);
    const never = await subscriber('zonenever', 'never', [{ region: milano.regionId }]);
    const inactive = await subscriber('zoneoff', 'realtime', [{ region: milano.regionId }], {
      active: false,
    });
    const empty = await subscriber('zoneempty', 'realtime', [{}]);

    const id = await obituary('Carlo', 'Neri', [milano, bergamo]);
    expect(await publish(id)).toEqual({ told: 6, queued: 0 });

    const told = (await messages()).map((message) => message.userId);
    expect(told.sort((a, b) => a! - b!)).toEqual(
      [region, province, comune, cap, twoZones, secondPlace].map((user) => user.id).sort((a, b) => a - b),
    );
    for (const user of [otherCap, otherComune, otherRegion, never, inactive, empty])
      expect(told).not.toContain(user.id);
  });

  it("writes every subscriber's row and tells each realtime one with their own link, across insert batches", async () => {
    // More subscribers than one multi-row insert takes (100): realtime, daily, and some without a contact.
    const people: User[] = [];
    for (let index = 0; index < 250; index += 1)
      people.push(
        await subscriber(`publishmany${index}`, index % 3 === 0 ? 'realtime' : 'daily', [
          { region: milano.regionId },
        ]),
      );
    const unreachable = people.filter((_, index) => index % 50 === 3 || index % 50 === 4);
    await testApp.dataSource
      .getRepository(User)
      .update({ id: In(unreachable.map((person) => person.id)) }, { email: null });
    const id = await obituary('Lina', 'Serra', [milano]);
    const reachable = people.filter((person) => !unreachable.includes(person));
    const realtime = reachable.filter((person) => person.notificationFrequency === 'realtime');
    expect(await publish(id)).toEqual({
      told: realtime.length,
      queued: reachable.length - realtime.length,
    });

    const tokens = testApp.app.get(OneShotTokensService);
    const rows = testApp.dataSource.getRepository(ObituaryNotification);
    for (const person of people) {
      const [row] = await rows.findBy({ userId: person.id, deceasedId: id });
      const sent = await messages(person.id);
      if (unreachable.includes(person)) expect(row.status, person.username).toBe('dropped');
      else if (realtime.includes(person)) {
        expect(row.status, person.username).toBe('told');
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({ recipient: person.email, template: 'obituary-realtime' });
        const token = new URL(String(payload(sent[0]).unsubscribeLink)).searchParams.get('token')!;
        expect((await tokens.consume(token, 'unsubscribe'))?.userId).toBe(person.id);
        continue;
      } else expect(row.status, person.username).toBe('pending');
      expect(sent, person.username).toHaveLength(0);
    }
  });

  it('tells nobody twice when the same obituary is published again', async () => {
    const realtime = await subscriber('againrealtime', 'realtime', [{ region: milano.regionId }]);
    const daily = await subscriber('againdaily', 'daily', [{ region: milano.regionId }]);
    const id = await obituary('Elena', 'Sala', [milano]);
    expect(await publish(id)).toEqual({ told: 1, queued: 1 });
    expect(await publish(id)).toEqual({ told: 0, queued: 0 });
    expect(await messages(realtime.id)).toHaveLength(1);

    setClock(at(MONDAY, '17:00:00'));
    await digests.tick();
    expect(await publish(id)).toEqual({ told: 0, queued: 0 });
    setClock(at('2026-11-24', '17:00:00'));
    await digests.tick();
    expect(await messages(daily.id)).toHaveLength(1);
    expect(await messages(realtime.id)).toHaveLength(1);
  });
});

describe('GET timeNotLabel (spec public §7)', () => {
  it('labels the configured digest time for every selector, signed in or not', async () => {
    const response = await (await browser(testApp)).get('/api/notifications/timeNotLabel').expect(200);
    expect((response.body as { data: unknown }).data).toEqual({
      daily: 'alle 18:00',
      weekly: 'il lunedì alle 18:00',
    });
  });
});

describe('digests', () => {
  it('groups three obituaries into one daily message at the configured hour, not before', async () => {
    const daily = await subscriber('digestdaily', 'daily', [{ province: milano.provinceId }], {
      contact: 'sms',
    });
    const ids: number[] = [];
    setClock(at(MONDAY, '08:00:00'));
    for (const [name, surname] of [
      ['Luigi', 'Conti'],
      ['Rosa', 'Ferri'],
      ['Paolo', 'Galli'],
    ]) {
      ids.push(await obituary(name, surname, [milano]));
      expect(await publish(ids[ids.length - 1])).toEqual({ told: 0, queued: 1 });
    }
    expect(await messages(daily.id)).toHaveLength(0);

    setClock(at(MONDAY, '16:59:59'));
    expect(await digests.tick()).toEqual({ daily: false, weekly: false });
    expect(await messages(daily.id)).toHaveLength(0);

    setClock(at(MONDAY, '17:00:00'));
    expect((await digests.tick()).daily).toBe(true);
    const sent = await messages(daily.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'sms',
      recipient: daily.telephone,
      template: 'obituary-digest',
    });
    const data = payload(sent[0]);
    expect(data).toMatchObject({
      name: 'Digestdaily',
      period: 'daily',
      names: ['Luigi Conti', 'Rosa Ferri', 'Paolo Galli'],
      places: [`${milano.name} (MI)`, `${milano.name} (MI)`, `${milano.name} (MI)`],
      links: ids.map((id) => `https://ricordo.example/memorial?000${id}`),
    });
    expect(data.unsubscribeLink).toMatch(
      /^https:\/\/ricordo\.example\/unsubscribe\?token=[A-Za-z0-9_-]{40,}$/,
    );
    const rows = await testApp.dataSource.getRepository(ObituaryNotification).findBy({ userId: daily.id });
    expect(rows.map((row) => row.status)).toEqual(['told', 'told', 'told']);

    // Later the same day, and the next day with nothing new: no second message.
    setClock(at(MONDAY, '20:00:00'));
    expect((await digests.tick()).daily).toBe(false);
    setClock(at('2026-11-24', '17:05:00'));
    expect((await digests.tick()).daily).toBe(true);
    expect(await messages(daily.id)).toHaveLength(1);
  });

  it('sends the weekly digest only on the configured weekday, and the daily one every day', async () => {
    const weekly = await subscriber('digestweekly', 'weekly', [{ region: milano.regionId }]);
    const daily = await subscriber('digestdaily2', 'daily', [{ region: milano.regionId }]);
    setClock(at('2026-11-24', '09:00:00'));
    const first = await obituary('Marta', 'Riva', [milano]);
    await publish(first);

    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      setClock(at(day, '17:10:00'));
      expect(await digests.tick()).toEqual({ daily: true, weekly: false });
      if (day === '2026-11-26') {
        const second = await obituary('Franco', 'Villa', [milano]);
        await publish(second);
      }
    }
    expect(await messages(weekly.id)).toHaveLength(0);
    expect(await messages(daily.id)).toHaveLength(2);

    setClock(at('2026-11-30', '16:00:00'));
    expect(await digests.tick()).toEqual({ daily: false, weekly: false });
    setClock(at('2026-11-30', '17:00:00'));
    expect(await digests.tick()).toEqual({ daily: true, weekly: true });
    const sent = await messages(weekly.id);
    expect(sent).toHaveLength(1);
    expect(payload(sent[0])).toMatchObject({ period: 'weekly', names: ['Marta Riva', 'Franco Villa'] });
    setClock(at('2026-11-30', '19:00:00'));
    expect(await digests.tick()).toEqual({ daily: false, weekly: false });
    expect(await messages(weekly.id)).toHaveLength(1);
  });

  it('drops what is pending for someone who turned notifications off', async () => {
    const daily = await subscriber('digestoff', 'daily', [{ region: milano.regionId }]);
    const id = await obituary('Gino', 'Fabbri', [milano]);
    await publish(id);
    await testApp.dataSource.getRepository(User).update(daily.id, { activeNotification: 0 });
    setClock(at(MONDAY, '17:00:00'));
    await digests.tick();
    expect(await messages(daily.id)).toHaveLength(0);
    const [row] = await testApp.dataSource.getRepository(ObituaryNotification).findBy({ userId: daily.id });
    expect(row.status).toBe('dropped');
  });

  it("writes each subscriber's own digest when a run spans several transactions, dropping the unreachable", async () => {
    // More subscribers than one transaction takes (200): a run of three batches.
    const people: User[] = [];
    for (let index = 0; index < 450; index += 1)
      people.push(await subscriber(`digestmany${index}`, 'daily', [{ region: milano.regionId }]));
    const unreachable = people.filter((_, index) => index % 100 === 7);
    await testApp.dataSource
      .getRepository(User)
      .update({ id: In(unreachable.map((person) => person.id)) }, { email: null });
    setClock(at(MONDAY, '09:00:00'));
    for (const [name, surname] of [
      ['Elsa', 'Neri'],
      ['Ugo', 'Sala'],
    ])
      await publish(await obituary(name, surname, [milano]));

    setClock(at(MONDAY, '17:00:00'));
    expect((await digests.tick()).daily).toBe(true);
    const tokens = testApp.app.get(OneShotTokensService);
    const rows = testApp.dataSource.getRepository(ObituaryNotification);
    for (const person of people) {
      const sent = await messages(person.id);
      const statuses = (await rows.findBy({ userId: person.id })).map((row) => row.status);
      if (unreachable.includes(person)) {
        expect(sent, person.username).toHaveLength(0);
        expect(statuses).toEqual(['dropped', 'dropped']);
        continue;
      }
      expect(sent, person.username).toHaveLength(1);
      expect(sent[0]).toMatchObject({ recipient: person.email, template: 'obituary-digest' });
      const data = payload(sent[0]);
      expect(data).toMatchObject({ name: person.name, names: ['Elsa Neri', 'Ugo Sala'] });
      const token = new URL(String(data.unsubscribeLink)).searchParams.get('token')!;
      expect((await tokens.consume(token, 'unsubscribe'))?.userId).toBe(person.id);
      expect(statuses).toEqual(['told', 'told']);
    }
  });

  // Several instances share MySQL (DESIGN "Scale"), so there the race runs between two app instances. The
  // embedded SQLite serves one instance: two apps in one process would hold two synchronous connections
  // that block each other's transactions, so there the race runs between concurrent ticks of one app.
  it('sends one digest when schedulers run it at once (two app instances on MariaDB)', async () => {
    const daily = await subscriber('digesttwice', 'daily', [{ region: milano.regionId }]);
    const weekly = await subscriber('digesttwiceweekly', 'weekly', [{ region: milano.regionId }]);
    for (const [name, surname] of [
      ['Ada', 'Moro'],
      ['Bice', 'Longo'],
    ])
      await publish(await obituary(name, surname, [milano]));

    const second: INestApplication | null = TEST_MYSQL_URL
      ? await createApp(testApp.config, { logger: false })
      : null;
    await second?.init();
    try {
      const monday = at(MONDAY, '17:00:00');
      setClock(monday);
      if (second) vi.spyOn(second.get(Clock), 'now').mockReturnValue(monday);
      const other = second ? second.get(DigestScheduler) : digests;
      const results = await Promise.all([digests.tick(), other.tick(), digests.tick()]);
      expect(results.filter((result) => result.daily)).toHaveLength(1);
      expect(results.filter((result) => result.weekly)).toHaveLength(1);
      const dailyMessages = await messages(daily.id);
      expect(dailyMessages).toHaveLength(1);
      expect(payload(dailyMessages[0]).names).toEqual(['Ada Moro', 'Bice Longo']);
      expect(await messages(weekly.id)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});

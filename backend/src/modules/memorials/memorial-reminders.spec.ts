import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient, linkOf, outboxMessages } from '../../test-support/account-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { saveDeceased } from '../../test-support/deceased-helpers';
import type { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { Clock } from '../scheduler/clock';
import { JobLock } from '../scheduler/job-lock.entity';
import { Memorial } from './memorial.entity';
import { MemorialReminders } from './memorial-reminders';

const DAY = 86_400_000;
const EXPIRY = new Date('2027-03-15T10:00:00Z');
const daysBefore = (days: number, from = EXPIRY) => new Date(from.getTime() - days * DAY);

const testApp = useTestApp(ACCOUNT_TEST_ENV);
let reminders: MemorialReminders;
let now: Date;

beforeAll(() => {
  reminders = testApp.app.get(MemorialReminders);
  vi.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => now);
});

afterAll(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await testApp.dataSource.getRepository(OutboxMessage).clear();
  await testApp.dataSource.getRepository(JobLock).clear();
  await testApp.dataSource.createQueryBuilder().delete().from(Memorial).execute();
});

async function memorialOf(owner: User, expiresAt: Date): Promise<Memorial> {
  const person = await saveDeceased(testApp, { name: 'Lucia', surname: 'Mondella', ownerUserId: owner.id });
  const memorials = testApp.dataSource.getRepository(Memorial);
  return memorials.save(
    memorials.create({
      deceasedId: person.id,
      bio: '<p>x</p>',
      expiresAt,
      notNotify: 0,
      createdAt: new Date(),
    }),
  );
}

const renewalsTo = (user: User) => outboxMessages(testApp, { template: 'login-renewal', userId: user.id });

describe('memorial expiry reminders', () => {
  it('send the login-renewal link 30 and 7 days before expiry, each once', async () => {
    const owner = await createClient(testApp);
    const memorial = await memorialOf(owner, EXPIRY);
    const queuedAt = async (date: Date) => {
      now = date;
      return reminders.sendDue();
    };

    expect(await queuedAt(daysBefore(31))).toBe(0);
    expect(await queuedAt(daysBefore(30))).toBe(1);
    expect(await queuedAt(daysBefore(30))).toBe(0);
    expect(await queuedAt(daysBefore(29))).toBe(0);
    expect(await queuedAt(daysBefore(8))).toBe(0);
    expect(await queuedAt(daysBefore(7))).toBe(1);
    expect(await queuedAt(daysBefore(3))).toBe(0);
    expect(await queuedAt(new Date(EXPIRY.getTime() + DAY))).toBe(0);

    const messages = await renewalsTo(owner);
    expect(messages.map((message) => message.dedupeKey)).toEqual([
      `memorial-renewal:${memorial.id}:${EXPIRY.getTime() / 1000}:30`,
      `memorial-renewal:${memorial.id}:${EXPIRY.getTime() / 1000}:7`,
    ]);
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', owner.email],
      ['email', owner.email],
    ]);
    expect(linkOf(messages[0]).url.pathname).toBe('/login-renewal');
  });

  it('a memorial first seen in its last week gets only the 7-day reminder; a renewal starts new stages', async () => {
    const owner = await createClient(testApp);
    const memorial = await memorialOf(owner, EXPIRY);
    now = daysBefore(5);
    expect(await reminders.sendDue()).toBe(1);
    expect((await renewalsTo(owner)).map((message) => message.dedupeKey?.endsWith(':7'))).toEqual([true]);

    const renewed = new Date(EXPIRY.getTime());
    renewed.setUTCFullYear(2028);
    await testApp.dataSource.getRepository(Memorial).update({ id: memorial.id }, { expiresAt: renewed });
    now = daysBefore(30, renewed);
    expect(await reminders.sendDue()).toBe(1);
    now = daysBefore(7, renewed);
    expect(await reminders.sendDue()).toBe(1);
    expect(await renewalsTo(owner)).toHaveLength(3);
  });

  it('the daily job runs once per day under its lock, and a deceased without an owner is skipped', async () => {
    const owner = await createClient(testApp);
    await memorialOf(owner, EXPIRY);
    const orphan = await memorialOf(owner, EXPIRY);
    await testApp.dataSource.getRepository(Deceased).update({ id: orphan.deceasedId }, { ownerUserId: null });
    now = daysBefore(20);
    expect(await reminders.tick()).toBe(1);
    expect(await reminders.tick()).toBeNull();
    now = new Date(now.getTime() + DAY);
    expect(await reminders.tick()).toBe(0);
    expect(await renewalsTo(owner)).toHaveLength(1);
  });
});

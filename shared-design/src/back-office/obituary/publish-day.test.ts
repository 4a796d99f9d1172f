// The publication day is Europe/Rome's calendar day whatever the browser's zone (spec panels §3
// publish_date). The zone of this process is set to one far from Rome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unixDay } from './obituary-payload';
import { romeDateTimeInput, romeDateTimeValue, romeDay } from '@ricordo/shared-design';

const seconds = (iso: string) => String(Date.parse(iso) / 1000);

describe.each(['America/Los_Angeles', 'Asia/Tokyo'])('publication day in a browser set to %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('the test really runs in a zone that is not Rome', () => {
    const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23' }).format(
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(local).not.toBe('13');
    expect(new Date('2026-11-25T12:00:00Z').getHours()).not.toBe(13);
  });

  it('sends 00:00 Rome time of the chosen day, in winter, summer and on both clock changes', () => {
    expect(unixDay('2026-11-25')).toBe(seconds('2026-11-24T23:00:00Z'));
    expect(unixDay('2026-07-01')).toBe(seconds('2026-06-30T22:00:00Z'));
    expect(unixDay('2026-03-29')).toBe(seconds('2026-03-28T23:00:00Z'));
    expect(unixDay('2026-10-25')).toBe(seconds('2026-10-24T22:00:00Z'));
    expect([unixDay(''), unixDay('2026-02-30')]).toEqual(['', '']);
  });

  it("today is Rome's day near midnight", () => {
    expect(romeDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(romeDay(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
    expect(romeDay(new Date('2026-06-30T22:10:00Z'))).toBe('2026-07-01');
  });

  it('a stored publication shows on the day it was sent for', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31'])
      expect(romeDay(new Date(Number(unixDay(day)) * 1000))).toBe(day);
  });

  it("a dedication's datetime-local field reads and writes Rome's wall clock", () => {
    expect(romeDateTimeInput(Date.parse('2026-02-03T13:05:00Z') / 1000)).toBe('2026-02-03T14:05');
    expect(romeDateTimeValue('2026-02-01T10:30')).toBe(Date.parse('2026-02-01T09:30:00Z'));
  });
});

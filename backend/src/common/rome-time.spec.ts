import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/seeded-random';
import {
  addDays,
  calendarDate,
  endOfRomeDay,
  isCalendarDay,
  lastRomeDayBefore,
  parseDay,
  romeDay,
  romeMidnight,
  romeMinute,
  romeTime,
} from './rome-time';

describe('Europe/Rome days and times', () => {
  it('starts a day at Rome midnight in winter, in summer and on both change days', () => {
    expect(romeMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(romeMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // Clocks go forward at 02:00 on 29 March and back at 03:00 on 25 October 2026.
    expect(romeMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(romeMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(romeMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(romeMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(() => romeMidnight('2026-02-30')).toThrow('Not a day');
  });

  it("ends a day at the next day's Rome midnight, and reads the day back from that end", () => {
    expect(endOfRomeDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(endOfRomeDay('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(lastRomeDayBefore(endOfRomeDay('2026-10-24'))).toBe('2026-10-24');
  });

  it("gives an instant's Rome day, hour and weekday", () => {
    expect(romeDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(romeTime(new Date('2026-11-28T10:00:00Z'))).toEqual({ date: '2026-11-28', hour: 11, weekday: 6 });
  });

  it('reads days in both forms, refusing what is no day', () => {
    expect(parseDay('2026-11-28')).toBe('2026-11-28');
    expect(parseDay(' 28/11/2026 ')).toBe('2026-11-28');
    for (const bad of ['2026-02-30', '31/04/2026', '1969-12-31', '28-11-2026', '', 20261128, null])
      expect(parseDay(bad)).toBeNull();
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('prints dates and times as the site shows them', () => {
    expect(calendarDate('1931-03-12')).toBe('12/03/1931');
    expect(calendarDate('0000-00-00')).toBe('');
    expect(calendarDate(null)).toBe('');
    expect(romeMinute(new Date('2026-07-01T22:05:00Z'))).toBe('02/07/2026 00:05');
  });

  it("romeDay (UTC's day before 22:00 UTC) equals the formatter's day around each midnight and at random instants, 2019–2030", () => {
    const HOUR = 3_600_000;
    const from = Date.UTC(2019, 0, 1);
    const to = Date.UTC(2031, 0, 1);
    const instants: Date[] = [];
    // 21:00–02:00 UTC of every day: Rome's midnight and both daylight saving changes (01:00 UTC) fall there.
    for (let day = from; day < to; day += 24 * HOUR)
      for (const hour of [-3, -2, -1, 0, 1])
        instants.push(new Date(day + hour * HOUR), new Date(day + (hour + 1) * HOUR - 1));
    const random = seededRandom(20261206);
    for (let i = 0; i < 5000; i++) instants.push(new Date(from + Math.floor(random.next() * (to - from))));
    const wrong = instants.filter((instant) => romeDay(instant) !== romeTime(instant).date);
    expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
  });
});

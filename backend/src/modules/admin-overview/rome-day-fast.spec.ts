import { describe, expect, it } from 'vitest';
import { romeDay } from '../../common/rome-time';
import { romeDayFast } from './rome-day-fast';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('romeDayFast', () => {
  it("equals romeDay at both ends of each UTC hour around Rome's midnight and at random instants, 2019–2030", () => {
    const from = Date.UTC(2019, 0, 1);
    const to = Date.UTC(2031, 0, 1);
    const instants: Date[] = [];
    // 21:00–02:00 UTC of every day: Rome's midnight and both daylight saving changes (01:00 UTC) fall there.
    for (let day = from; day < to; day += DAY)
      for (const hour of [-3, -2, -1, 0, 1])
        instants.push(new Date(day + hour * HOUR), new Date(day + (hour + 1) * HOUR - 1));
    let seed = 20261206;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      instants.push(new Date(from + Math.floor((seed / 2147483648) * (to - from))));
    }
    const wrong = instants.filter((instant) => romeDayFast(instant) !== romeDay(instant));
    expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
  });
});

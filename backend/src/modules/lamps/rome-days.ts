import { romeTime } from '../notifications/zones/digest.scheduler';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `value` a real calendar day 'YYYY-MM-DD' (no 2026-02-30)? */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The first instant after a paid day in Europe/Rome: a lamp paid "until 2026-12-31" is on until
 * 2027-01-01 00:00 Rome time (23:00 UTC in winter, 22:00 in summer).
 */
export function endOfRomeDay(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isCalendarDay(day)) throw new Error(`Not a day: ${day}`);
  const nextMidnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  const next = new Date(nextMidnightUtc).toISOString().slice(0, 10);
  for (const offsetHours of [1, 2, 0]) {
    const candidate = new Date(nextMidnightUtc - offsetHours * 3_600_000);
    const rome = romeTime(candidate);
    if (rome.date === next && rome.hour === 0) return candidate;
  }
  throw new Error(`No Rome midnight after ${day}`);
}

/** The last paid day of a `paidUntil` instant (its Rome day, one millisecond before). */
export function lastPaidDay(paidUntil: Date): string {
  return romeTime(new Date(paidUntil.getTime() - 1)).date;
}

/** Today in Europe/Rome, 'YYYY-MM-DD'. */
export function romeDay(instant: Date): string {
  return romeTime(instant).date;
}

// Months and ISO weeks as Europe/Rome lives them (common/rome-time.ts), turned into instants that split a
// time column into buckets with one GROUP BY: `CASE WHEN t < :b1 THEN 0 WHEN t < :b2 THEN 1 … END`.
// The boundaries are computed here, so DST and year changes are right on both SQLite and MariaDB
// (neither engine is asked to know Rome's time zone).
import { addDays, romeMidnight, romeTime } from './rome-time';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Is `value` a month 'YYYY-MM' (from 2000 to 2999)? */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value) && value >= '2000-01' && value < '3000-01';
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** The instants each month starts in Europe/Rome, and the one the last month ends: months.length + 1. */
export function monthBoundaries(months: readonly string[]): Date[] {
  if (months.length === 0) return [];
  return [...months, nextMonth(months[months.length - 1])].map((month) => romeMidnight(`${month}-01`));
}

/** The ISO week of a Monday 'YYYY-MM-DD': 'YYYY-Www' (the week's year is its Thursday's). */
export function isoWeekOf(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
  return `${year}-W${String(Math.floor((dayOfYear - 1) / 7) + 1).padStart(2, '0')}`;
}

export interface RomeWeek {
  /** 'YYYY-Www'. */
  week: string;
  /** Its Monday, 'YYYY-MM-DD'. */
  monday: string;
}

/** The last `count` ISO weeks of Europe/Rome up to the one holding `now`, oldest first. */
export function lastRomeWeeks(now: Date, count: number): RomeWeek[] {
  const { date, weekday } = romeTime(now);
  const thisMonday = addDays(date, 1 - weekday);
  return Array.from({ length: count }, (_, i) => {
    const monday = addDays(thisMonday, -7 * (count - 1 - i));
    return { week: isoWeekOf(monday), monday };
  });
}

/** The instants the weeks start in Europe/Rome, and the one the last week ends: weeks.length + 1. */
export function weekBoundaries(weeks: readonly RomeWeek[]): Date[] {
  if (weeks.length === 0) return [];
  return [...weeks.map((week) => week.monday), addDays(weeks[weeks.length - 1].monday, 7)].map(romeMidnight);
}

/**
 * The SQL that numbers the bucket of `column` (0 … boundaries.length - 2) and the condition that keeps the
 * rows inside the buckets, with their parameters (named `prefix`0 …). `column` is a trusted expression.
 */
export function bucketSql(
  column: string,
  boundaries: readonly Date[],
  prefix = 'bucket',
): { bucket: string; within: string; parameters: Record<string, Date> } {
  if (boundaries.length < 2) throw new Error('bucketSql needs at least two boundaries');
  const parameters: Record<string, Date> = {};
  boundaries.forEach((boundary, i) => (parameters[`${prefix}${i}`] = boundary));
  const cases = boundaries
    .slice(1, -1)
    .map((_, i) => `WHEN ${column} < :${prefix}${i + 1} THEN ${i}`)
    .join(' ');
  const last = boundaries.length - 2;
  const bucket = cases ? `CASE ${cases} ELSE ${last} END` : '0';
  const within = `${column} >= :${prefix}0 AND ${column} < :${prefix}${boundaries.length - 1}`;
  return { bucket, within, parameters };
}

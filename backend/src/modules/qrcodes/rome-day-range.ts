import { romeTime } from '../notifications/zones/digest.scheduler';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITALIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HOUR_MS = 3_600_000;

/** A calendar day as 'YYYY-MM-DD' from 'YYYY-MM-DD' or the panel's 'dd/MM/yyyy'; null when it is none. */
export function parseDay(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const iso = ISO_DAY.exec(text);
  const italian = ITALIAN_DAY.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : italian
      ? [italian[3], italian[2], italian[1]]
      : [];
  if (!year) return null;
  const candidate = `${year}-${month}-${day}`;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number(year) >= 1970 && date.toISOString().slice(0, 10) === candidate ? candidate : null;
}

/** The day `days` after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant a 'YYYY-MM-DD' day starts in Europe/Rome (23:00 UTC the day before in winter, 22:00 in summer). */
export function romeMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  for (const offsetHours of [1, 2, 0]) {
    const candidate = new Date(utcMidnight - offsetHours * HOUR_MS);
    const rome = romeTime(candidate);
    if (rome.date === day && rome.hour === 0) return candidate;
  }
  throw new Error(`No Rome midnight on ${day}`);
}

/** The Europe/Rome day of an instant, 'YYYY-MM-DD'. */
export function romeDay(instant: Date): string {
  return romeTime(instant).date;
}

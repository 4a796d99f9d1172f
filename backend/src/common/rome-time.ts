// Days and times as Italians live them: every calendar day, hour and printed time of the backend is
// Europe/Rome's (DESIGN "Data"), from this one module. Days travel as 'YYYY-MM-DD'.

const ROME_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITALIAN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HOUR_MS = 3_600_000;

/** The date, hour and ISO weekday (1 Monday … 7 Sunday) of an instant in Europe/Rome. */
export function romeTime(instant: Date): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(ROME_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
  };
}

/** From this UTC hour on, Rome (UTC+1 in winter, UTC+2 in summer) may already be on the next day. */
const ROME_MIDNIGHT_EARLIEST_UTC_HOUR = 22;

/**
 * The Europe/Rome day of an instant, 'YYYY-MM-DD'. The time zone formatter costs tens of microseconds a call
 * (a table of 2 000 rows: 20–60 ms), and Rome is one or two hours ahead of UTC: before 22:00 UTC its day is
 * the UTC day, whatever the daylight saving, so only the last two UTC hours ask the formatter.
 */
export function romeDay(instant: Date): string {
  return instant.getUTCHours() < ROME_MIDNIGHT_EARLIEST_UTC_HOUR
    ? instant.toISOString().slice(0, 10)
    : romeTime(instant).date;
}

/** Is `value` a real calendar day 'YYYY-MM-DD' (no 2026-02-30)? */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A calendar day as 'YYYY-MM-DD' from 'YYYY-MM-DD' or the panel's 'dd/MM/yyyy'; null when it is none. */
export function parseDay(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const iso = ISO_DAY.exec(text);
  const italian = ITALIAN_DAY.exec(text);
  const candidate = iso ? text : italian ? `${italian[3]}-${italian[2]}-${italian[1]}` : null;
  return candidate && Number(candidate.slice(0, 4)) >= 1970 && isCalendarDay(candidate) ? candidate : null;
}

/** The day `days` after (or before) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant a 'YYYY-MM-DD' day starts in Europe/Rome (23:00 UTC the day before in winter, 22:00 in summer). */
export function romeMidnight(day: string): Date {
  if (!isCalendarDay(day)) throw new Error(`Not a day: ${day}`);
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  for (const offsetHours of [1, 2, 0]) {
    const candidate = new Date(utcMidnight - offsetHours * HOUR_MS);
    const rome = romeTime(candidate);
    if (rome.date === day && rome.hour === 0) return candidate;
  }
  throw new Error(`No Rome midnight on ${day}`);
}

/**
 * The first instant after a day in Europe/Rome: a lamp paid "until 2026-12-31" is on until 2027-01-01 00:00
 * Rome time (23:00 UTC in winter, 22:00 in summer).
 */
export function endOfRomeDay(day: string): Date {
  if (!isCalendarDay(day)) throw new Error(`Not a day: ${day}`);
  return romeMidnight(addDays(day, 1));
}

/** The Rome day an end instant closes (one millisecond before it): the inverse of endOfRomeDay. */
export function lastRomeDayBefore(end: Date): string {
  return romeDay(new Date(end.getTime() - 1));
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy' without any time zone shift (a calendar date); '' when unavailable. */
export function calendarDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match || match[1] === '0000') return '';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const ROME_MINUTE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as 'dd/MM/yyyy HH:mm' in Europe/Rome (as the kit's formatDateTime shows it). */
export function romeMinute(instant: Date): string {
  return ROME_MINUTE.format(instant).replace(',', '');
}

/** 'dd/MM/yyyy' of a 'YYYY-MM-DD' day, as receipts and invoice copies print it. */
export function italianDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * Date display of the spec (public §9, panels §9): 'dd/MM/yyyy' and 'dd/MM/yyyy HH:mm' (24 h), shown in
 * Europe/Rome whatever the visitor's own zone. Calendar dates ('YYYY-MM-DD') are shown as written, never
 * shifted through a time zone; instants (Date, unix seconds) are converted to Rome time.
 */
export const DISPLAY_TIME_ZONE = 'Europe/Rome';

/** What the API hands over as a date: 'YYYY-MM-DD' (or with a time), a Date, or unix seconds. */
export type DateInput = string | number | Date | null | undefined;

const CALENDAR_DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;
const DATE_TIME = /^(\d{4})[-/](\d{2})[-/](\d{2})[T ](\d{2}):(\d{2})/;

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function partsInRome(instant: Date): Parts {
  const parts: Record<string, string> = {};
  for (const part of romeParts.formatToParts(instant)) parts[part.type] = part.value;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

function toParts(value: DateInput): (Parts & { hasTime: boolean }) | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^0000[-/]00[-/]00/.test(text)) return null; // spec panels §3: 0000-00-00 = unavailable
    const calendar = CALENDAR_DATE.exec(text);
    if (calendar) {
      return {
        year: calendar[1],
        month: calendar[2],
        day: calendar[3],
        hour: '00',
        minute: '00',
        hasTime: false,
      };
    }
    const local = DATE_TIME.exec(text);
    if (local && !/(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
      // A wall-clock time without a zone is already Rome time (the server writes Rome time like this).
      return {
        year: local[1],
        month: local[2],
        day: local[3],
        hour: local[4],
        minute: local[5],
        hasTime: true,
      };
    }
    if (/^\d+$/.test(text)) return toParts(Number(text));
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : { ...partsInRome(parsed), hasTime: true };
  }
  const instant = typeof value === 'number' ? new Date(value * 1000) : value;
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return null;
  return { ...partsInRome(instant), hasTime: true };
}

/** 'dd/MM/yyyy'; '' for null, '0000-00-00' or anything unreadable. Numbers are unix seconds. */
export function formatDate(value: DateInput): string {
  const parts = toParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/** 'dd/MM/yyyy HH:mm' (24 h, Europe/Rome); '' when unreadable. A bare calendar date shows 00:00. */
export function formatDateTime(value: DateInput): string {
  const parts = toParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
}

/**
 * The Europe/Rome calendar day of an instant, 'YYYY-MM-DD', whatever the browser's own zone: a day the
 * platform stores (a notice's publication day) is Rome's day (spec panels §3 publish_date).
 */
export function romeDay(instant: Date = new Date()): string {
  const parts = partsInRome(instant);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The instant (unix ms) at which Rome's wall clock reads the given time; the second pass settles a guess that
 * fell on the other side of a daylight-saving change.
 */
function romeWallClock(year: number, month: number, date: number, hour = 0, minute = 0): number {
  const wallClock = Date.UTC(year, month - 1, date, hour, minute);
  // Rome's offset at the guess, applied to the wall-clock time written as if it were UTC.
  let instant = wallClock;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = partsInRome(new Date(instant));
    const offset = Date.UTC(+shown.year, +shown.month - 1, +shown.day, +shown.hour, +shown.minute) - instant;
    instant = wallClock - offset;
  }
  return instant;
}

/** Unix seconds of 00:00 Europe/Rome on the calendar day 'YYYY-MM-DD'; null when it is no such day. */
export function romeDayStart(day: string): number | null {
  const match = CALENDAR_DATE.exec(day);
  if (!match || day[4] !== '-') return null;
  const [year, month, date] = match.slice(1).map(Number);
  // Daylight-saving changes happen at 02:00/03:00, never at 00:00: midnight always exists.
  const instant = romeWallClock(year, month, date);
  return romeDay(new Date(instant)) === day ? Math.floor(instant / 1000) : null;
}

/** The calendar day 'YYYY-MM-DD' `days` days after (before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The value of a datetime-local input, 'YYYY-MM-DDTHH:mm', showing the instant (unix seconds) on Rome's wall
 * clock, as every time of the panels is shown (DESIGN.md "Data": instants shown in Europe/Rome).
 */
export function romeDateTimeInput(seconds: number): string {
  const parts = partsInRome(new Date(seconds * 1000));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant (unix ms) a datetime-local value 'YYYY-MM-DDTHH:mm' (seconds optional) names on Rome's wall
 * clock; null when the value is no such time.
 */
export function romeDateTimeValue(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, date, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || date < 1 || date > 31 || hour > 23 || minute > 59 || second > 59)
    return null;
  const instant = romeWallClock(year, month, date, hour, minute) + second * 1000;
  return romeDay(new Date(instant)) === value.trim().slice(0, 10) ? instant : null;
}

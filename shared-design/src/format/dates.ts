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

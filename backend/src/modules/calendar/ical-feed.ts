import { addDays } from '../../common/rome-time';
import type { CalendarEvent } from './calendar-events';

/** What one feed needs besides its events. */
export interface FeedInput {
  deceasedId: number;
  deceasedName: string;
  /** The memorial page's absolute URL. */
  pageUrl: string;
  /** The host the events' UIDs are scoped to (PUBLIC_URL's). */
  uidHost: string;
  /** DTSTAMP: when the feed was written. */
  now: Date;
  events: CalendarEvent[];
}

// Europe/Rome since 1996 (EU summer time: last Sunday of March 02:00 → last Sunday of October 03:00).
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'X-LIC-LOCATION:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space, and a UTF-8
 * character is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const compactDay = (day: string) => day.replace(/-/g, '');
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The RRULE of a yearly date: on 29 February, the last day of February (so common years keep it). */
function yearlyRule(monthDay: string): string {
  return monthDay === '02-29' ? 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'RRULE:FREQ=YEARLY';
}

function eventLines(event: CalendarEvent, input: FeedInput): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:ricordo-${input.deceasedId}-${event.id}@${input.uidHost}`,
    `DTSTAMP:${utcStamp(input.now)}`,
  ];
  if (event.time) {
    // A timed date: local Rome time, one hour long.
    lines.push(`DTSTART;TZID=Europe/Rome:${compactDay(event.date)}T${event.time.replace(':', '')}00`);
    lines.push('DURATION:PT1H');
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDay(event.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDay(addDays(event.date, 1))}`);
  }
  if (event.yearly) lines.push(yearlyRule(event.monthDay));
  lines.push(`SUMMARY:${escapeText(`${event.title} di ${input.deceasedName}`)}`);
  if (event.place) lines.push(`LOCATION:${escapeText(event.place)}`);
  lines.push(`DESCRIPTION:${escapeText(`In ricordo di ${input.deceasedName}: ${input.pageUrl}`)}`);
  lines.push(`URL:${input.pageUrl}`);
  lines.push('TRANSP:TRANSPARENT');
  lines.push('END:VEVENT');
  return lines;
}

/** The page's calendar as an iCalendar object (RFC 5545): CRLF lines, folded, Europe/Rome times. */
export function icalFeed(input: FeedInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ricordo//Calendario del ricordo//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`In ricordo di ${input.deceasedName}`)}`,
    'X-WR-TIMEZONE:Europe/Rome',
    ...VTIMEZONE,
    ...input.events.flatMap((event) => eventLines(event, input)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

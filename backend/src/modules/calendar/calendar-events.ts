import { addDays, calendarDate } from '../../common/rome-time';

/** The kinds of date a page's calendar holds. */
export type CalendarEventKind =
  'funeral' | 'trigesimo' | 'death-anniversary' | 'birth-anniversary' | 'family';

/** One date of a page's calendar; `date` is its first day ('YYYY-MM-DD'), repeated every year when `yearly`. */
export interface CalendarEvent {
  /** Stable key: the kind, or 'family-{id}' for the family's own dates. */
  id: string;
  kind: CalendarEventKind;
  title: string;
  date: string;
  /** 'HH:mm' in Europe/Rome, or null for the whole day. */
  time: string | null;
  place: string | null;
  yearly: boolean;
  /** 'MM-DD' of the day it repeats (a yearly date from 29 February keeps '02-29'). */
  monthDay: string;
}

/** What the calendar is computed from: the page's record and the family's own dates. */
export interface CalendarSource {
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  funeralDate: string | null;
  funeralPlace: string | null;
  family: Array<{
    id: number;
    title: string;
    day: string;
    time: string | null;
    place: string | null;
    yearly: boolean;
  }>;
}

export const EVENT_TITLES = {
  funeral: 'Funerale',
  trigesimo: 'Trigesimo',
  'death-anniversary': 'Anniversario della scomparsa',
  'birth-anniversary': 'Anniversario della nascita',
} as const;

/** The trigesimo: the mass of the 30th day after the death. */
export const TRIGESIMO_DAYS = 30;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string | null => (value && ISO_DAY.test(value) ? value : null);

/**
 * Every date of a page, in calendar order: the funeral and the death from the record, the trigesimo (death +
 * 30 days), the yearly anniversaries of death and birth, then the family's own dates.
 */
export function calendarEvents(source: CalendarSource): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const death = day(source.dateOfDeath);
  const birth = day(source.dateOfBirth);
  const funeral = day(source.funeralDate);
  if (funeral)
    events.push({
      id: 'funeral',
      kind: 'funeral',
      title: EVENT_TITLES.funeral,
      date: funeral,
      time: null,
      place: source.funeralPlace,
      yearly: false,
      monthDay: funeral.slice(5),
    });
  if (death) {
    events.push({
      id: 'trigesimo',
      kind: 'trigesimo',
      title: EVENT_TITLES.trigesimo,
      date: addDays(death, TRIGESIMO_DAYS),
      time: null,
      place: null,
      yearly: false,
      monthDay: addDays(death, TRIGESIMO_DAYS).slice(5),
    });
    events.push(anniversary('death-anniversary', death));
  }
  if (birth) events.push(anniversary('birth-anniversary', birth));
  for (const own of source.family)
    events.push({
      id: `family-${own.id}`,
      kind: 'family',
      title: own.title,
      date: own.day,
      time: own.time,
      place: own.place,
      yearly: own.yearly,
      monthDay: own.day.slice(5),
    });
  return events;
}

/** An anniversary starts the year after its day (the day itself is not its own anniversary). */
function anniversary(kind: 'death-anniversary' | 'birth-anniversary', base: string): CalendarEvent {
  return {
    id: kind,
    kind,
    title: EVENT_TITLES[kind],
    date: inYear(base, Number(base.slice(0, 4)) + 1),
    time: null,
    place: null,
    yearly: true,
    monthDay: base.slice(5),
  };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same month and day in `year`; 29 February falls on the 28th in a common year. */
export function inYear(base: string, year: number): string {
  return dayInYear(base.slice(5), year);
}

/** The day 'MM-DD' in `year`, 29 February on the 28th in a common year. */
export function dayInYear(monthDay: string, year: number): string {
  const shown = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${shown}`;
}

/** The first day of `event` on or after `today` ('YYYY-MM-DD'), or null when it has none left. */
export function nextOccurrence(event: CalendarEvent, today: string): string | null {
  if (!event.yearly) return event.date >= today ? event.date : null;
  if (event.date >= today) return event.date;
  const year = Number(today.slice(0, 4));
  const thisYear = dayInYear(event.monthDay, year);
  return thisYear >= today ? thisYear : dayInYear(event.monthDay, year + 1);
}

/** The occurrence of `event` after `day` (for a yearly date the next year's), or null. */
export function occurrenceAfter(event: CalendarEvent, day: string): string | null {
  return event.yearly ? nextOccurrence(event, addDays(day, 1)) : null;
}

/** Whether `day` is one of the days of `event`. */
export function isOccurrence(event: CalendarEvent, day: string): boolean {
  if (!event.yearly) return event.date === day;
  return day >= event.date && dayInYear(event.monthDay, Number(day.slice(0, 4))) === day;
}

/** The next date of the page on or after `today` (the earliest; ties in calendar order), or null. */
export function nextEvent(
  events: CalendarEvent[],
  today: string,
): { event: CalendarEvent; date: string } | null {
  let best: { event: CalendarEvent; date: string } | null = null;
  for (const event of events) {
    const date = nextOccurrence(event, today);
    if (date && (!best || date < best.date)) best = { event, date };
  }
  return best;
}

/** 'alle 18:00' or '' (the reminder's wording). */
export function atTime(time: string | null): string {
  return time ? `alle ${time}` : '';
}

/** 'dd/MM/yyyy' of a calendar day. */
export const shownDay = (value: string): string => calendarDate(value);

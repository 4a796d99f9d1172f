// Dates as the site shows them (the kit's formatDate / formatDateTime), for what the backend prints
// itself (condolence cards): calendar dates without any time zone shift, instants in Europe/Rome.

/** 'YYYY-MM-DD' → 'dd/MM/yyyy' without any time zone shift; '' when unavailable. */
export function calendarDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match || match[1] === '0000') return '';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const ROME_DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** Unix seconds → 'dd/MM/yyyy' in Europe/Rome. */
export const romeDate = (seconds: number) => ROME_DATE.format(new Date(seconds * 1000));

const ROME_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Unix seconds → 'dd/MM/yyyy HH:mm' in Europe/Rome. */
export const romeDateTime = (seconds: number) =>
  `${romeDate(seconds)} ${ROME_TIME.format(new Date(seconds * 1000))}`;

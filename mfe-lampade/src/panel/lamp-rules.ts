// Rules the lamp panel's forms share (spec panels §4 lamp states and modes, §5 "Lamp times").

/** spec panels §4: set modes. */
export const LAMP_MODES = [
  { value: 1, label: 'Sempre Accesa' },
  { value: 2, label: 'Effetto Fiamma' },
  { value: 3, label: 'Evanescenza' },
] as const;

export function modeLabel(mode: number | null | undefined): string {
  return LAMP_MODES.find((item) => item.value === mode)?.label ?? '—';
}

export type LampState = 'accesa' | 'spenta' | 'anomalia';

/** spec panels §4: effective state 1 'Accesa', 0 'Spenta', other 'In anomalia'. */
export function lampState(effective: number): LampState {
  if (effective === 1) return 'accesa';
  if (effective === 0) return 'spenta';
  return 'anomalia';
}

export const STATE_LABELS: Record<LampState, string> = {
  accesa: 'Accesa',
  spenta: 'Spenta',
  anomalia: 'In anomalia',
};

/** The icon of the state table (spec panels §4, the memorial page's too): off, on, flame or fading. */
export function lampIcon(effective: number, mode: number | null): 'off' | 'on' | 'flame' | 'fading' {
  if (effective !== 1) return 'off';
  if (mode === 2) return 'flame';
  if (mode === 3) return 'fading';
  return 'on';
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** spec panels §5: days plus a time of day (or a time), converted to seconds. */
export function toSeconds({ days, hours, minutes, seconds }: Duration): number {
  return days * 86_400 + hours * 3_600 + minutes * 60 + seconds;
}

export function fromSeconds(total: number): Duration {
  const days = Math.floor(total / 86_400);
  const rest = total - days * 86_400;
  return {
    days,
    hours: Math.floor(rest / 3_600),
    minutes: Math.floor((rest % 3_600) / 60),
    seconds: rest % 60,
  };
}

/** 'HH:MM:SS' of a time input (seconds optional) → hours, minutes, seconds; null when not a time. */
export function parseTime(text: string): Omit<Duration, 'days'> | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds };
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatTime({ hours, minutes, seconds }: Omit<Duration, 'days'>): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** The server's limit (a year) for both schedules. */
export const MAX_SECONDS = 365 * 86_400;

/** Today in Europe/Rome, 'YYYY-MM-DD' (a date input's value). */
export function romeToday(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

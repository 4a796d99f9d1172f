// Rules the lamp panel's forms share (spec panels §5 "Lamp times"); states and modes are in the kit's
// back-office entry (lamp/), shared with the client panel.

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

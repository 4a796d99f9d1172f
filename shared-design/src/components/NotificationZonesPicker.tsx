import { lazy, Suspense, type ReactNode } from 'react';
import type { Comune, NotificationFrequency, NotificationZone } from '../api/types';
import { MESSAGES } from '../messages';
import { useNotificationTimeLabel, type NotificationTimeLabel } from './notification-time-label';
import { Select } from './Select';
import { Spinner } from './Spinner';

/** spec panels §4: the option value '-1' of the lower levels is shown as 'Tutti' and stands for "any". */
export const ANY_OPTION_VALUE = '-1';

export const EMPTY_ZONE: NotificationZone = Object.freeze({
  region: null,
  province: null,
  location: null,
  cap: null,
});

/** The zones the user actually chose (a row without a region says nothing and is left out). */
export function completeZones(
  zones: readonly NotificationZone[],
): Array<NotificationZone & { region: number }> {
  return zones.filter((zone): zone is NotificationZone & { region: number } => zone.region !== null);
}

/** 'Seleziona almeno una zona' (or the given message) when no row has a region, else null. */
export function validateNotificationZones(
  zones: readonly NotificationZone[],
  message: string = MESSAGES.zoneRequired,
): string | null {
  return completeZones(zones).length > 0 ? null : message;
}

/** The CAPs of a comune: its list, or its main CAP. */
export function capsOf(comune: Pick<Comune, 'cap' | 'capList'> | undefined): string[] {
  if (!comune) return [];
  const list = Array.isArray(comune.capList) && comune.capList.length > 0 ? comune.capList : [comune.cap];
  return list.filter(Boolean);
}

export interface NotificationZonesPickerProps {
  /** The zones; an empty list shows one empty row to fill in. */
  value: NotificationZone[];
  onChange: (zones: NotificationZone[]) => void;
  /** Message under the list, e.g. from `validateNotificationZones` ('Seleziona almeno una zona'). */
  error?: string | null;
  /** Title of the list; 'Zone di interesse' by default. */
  legend?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); the zone
// picker is needed only by a few forms, so its code is a chunk of its own, fetched when a form shows it.
const Body = lazy(async () => ({
  default: (await import('./NotificationZonesPickerBody')).NotificationZonesPickerBody,
}));

/**
 * The zones a user wants to hear about (region → province → comune → CAP rows with 'Tutti'); see
 * NotificationZonesPickerBody. Shows a spinner while its code loads.
 */
export function NotificationZonesPicker(props: NotificationZonesPickerProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Body {...props} />
    </Suspense>
  );
}

const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  realtime: MESSAGES.frequencyRealtime,
  daily: MESSAGES.frequencyDaily,
  weekly: MESSAGES.frequencyWeekly,
  never: MESSAGES.frequencyNever,
};

export const NOTIFICATION_FREQUENCIES: readonly NotificationFrequency[] = [
  'realtime',
  'daily',
  'weekly',
  'never',
];

export interface NotificationFrequencySelectProps {
  value: NotificationFrequency;
  onChange: (value: NotificationFrequency) => void;
  /** 'Frequenza delle notifiche' by default. */
  label?: ReactNode;
  /** The frequencies offered, in order; all four by default (the purchase side offers realtime, daily, never). */
  frequencies?: readonly NotificationFrequency[];
  error?: string | null;
  disabled?: boolean;
  id?: string;
}

/** When the chosen digest goes out (spec public §7 timeNotLabel), or null for realtime / never / unknown. */
function timeHint(frequency: NotificationFrequency, label: NotificationTimeLabel | null): string | null {
  if (!label) return null;
  if (frequency === 'daily') return MESSAGES.frequencyDailyAt(label.daily);
  if (frequency === 'weekly') return MESSAGES.frequencyWeeklyAt(label.weekly);
  return null;
}

/**
 * How often zone notifications arrive: 'In tempo reale', 'Una volta al giorno', 'Una volta alla settimana',
 * 'Mai'; a daily or weekly choice says when the digest goes out (the stored time label).
 */
export function NotificationFrequencySelect({
  value,
  onChange,
  label = MESSAGES.notificationFrequency,
  frequencies = NOTIFICATION_FREQUENCIES,
  error,
  disabled,
  id,
}: NotificationFrequencySelectProps) {
  const timeLabel = useNotificationTimeLabel();
  return (
    <Select
      id={id}
      label={label}
      value={value}
      hint={timeHint(value, timeLabel) ?? undefined}
      error={error}
      disabled={disabled}
      options={frequencies.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }))}
      onChange={(event) => onChange(event.target.value as NotificationFrequency)}
    />
  );
}

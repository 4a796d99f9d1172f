/**
 * When daily and weekly notifications go out (spec public §7 GET timeNotLabel; §4 "daily (default, at a
 * configured time)"), kept in local storage as the spec's "time label" (§3): a page shows the stored one at
 * once and asks the server once per page load, then stores the answer. A failed call says nothing.
 */
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { Schema } from '../api/call-types';
import { TIME_LABEL_STORAGE_KEY, readStorage, writeStorage } from '../session/local-storage';

export type NotificationTimeLabel = Schema<'NotificationTimeLabelDto'>;

let loaded: NotificationTimeLabel | null = null;
let asked = false;
const listeners = new Set<(label: NotificationTimeLabel) => void>();

function stored(): NotificationTimeLabel | null {
  const value = readStorage<Partial<NotificationTimeLabel>>(TIME_LABEL_STORAGE_KEY);
  return value && typeof value.daily === 'string' && typeof value.weekly === 'string'
    ? { daily: value.daily, weekly: value.weekly }
    : null;
}

function ask(): void {
  if (asked) return;
  asked = true;
  api.call('timeNotLabel', {}).then(
    ({ data }) => {
      loaded = data;
      writeStorage(TIME_LABEL_STORAGE_KEY, data);
      listeners.forEach((listener) => listener(data));
    },
    () => {
      asked = false; // the next component to need it asks again
    },
  );
}

/** The labels ({ daily: 'alle 18:00', weekly: 'il lunedì alle 18:00' }), or null until known. */
export function useNotificationTimeLabel(): NotificationTimeLabel | null {
  const [label, setLabel] = useState<NotificationTimeLabel | null>(() => loaded ?? stored());
  useEffect(() => {
    listeners.add(setLabel);
    if (loaded) setLabel(loaded);
    else ask();
    return () => {
      listeners.delete(setLabel);
    };
  }, []);
  return label;
}

/** Forgets what this page learnt (tests: each starts as a new page). */
export function resetNotificationTimeLabel(): void {
  loaded = null;
  asked = false;
}

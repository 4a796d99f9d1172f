/**
 * What the spec keeps in the browser's local storage (spec public §3 "Locally stored: user session, last
 * address, expiring memorial list, contact preference (zone and time), region list, time label"), under one
 * key each. Reads never throw (private mode, a full quota, a value written by an older build): a bad value
 * reads as null and the server stays the truth.
 */
import type { AddressValue } from '../components/AddressPicker';
import type { NotificationFrequency, NotificationZone } from '../api/types';

export const SESSION_STORAGE_KEY = 'ricordo.session';
export const EXPIRING_STORAGE_KEY = 'ricordo.expiringMemorials';
export const LAST_ADDRESS_STORAGE_KEY = 'ricordo.lastAddress';
export const CONTACT_PREFERENCE_STORAGE_KEY = 'ricordo.contactPreference';
export const REGIONS_STORAGE_KEY = 'ricordo.regions';
export const TIME_LABEL_STORAGE_KEY = 'ricordo.timeLabel';

/** The keys that belong to the signed-in person: forgotten at logout (the region list and time label stay). */
export const PERSONAL_STORAGE_KEYS = [
  SESSION_STORAGE_KEY,
  EXPIRING_STORAGE_KEY,
  LAST_ADDRESS_STORAGE_KEY,
  CONTACT_PREFERENCE_STORAGE_KEY,
] as const;

export function readStorage<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Writes `value` as JSON; null removes the key. */
export function writeStorage(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the server session still works.
  }
}

/** The contact preference as last chosen (spec public §3 "zone and time"). */
export interface StoredContactPreference {
  activeNotification: boolean;
  notificationFrequency: NotificationFrequency;
  notificationList: NotificationZone[];
}

/** The last address a form sent (spec public §3): offered to the next empty address of an order form. */
export function rememberAddress(address: AddressValue): void {
  writeStorage(LAST_ADDRESS_STORAGE_KEY, address);
}

export function lastAddress(): AddressValue | null {
  const stored = readStorage<Partial<AddressValue>>(LAST_ADDRESS_STORAGE_KEY);
  if (!stored || typeof stored !== 'object' || typeof stored.nationID !== 'number') return null;
  const id = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    nationID: stored.nationID,
    region: id(stored.region),
    province: id(stored.province),
    location: id(stored.location),
    cap: typeof stored.cap === 'string' ? stored.cap : null,
    address: text(stored.address),
    number: text(stored.number),
    completeAddress: text(stored.completeAddress),
  };
}

export function rememberContactPreference(preference: StoredContactPreference): void {
  writeStorage(CONTACT_PREFERENCE_STORAGE_KEY, preference);
}

export function storedContactPreference(): StoredContactPreference | null {
  const stored = readStorage<StoredContactPreference>(CONTACT_PREFERENCE_STORAGE_KEY);
  return stored && typeof stored === 'object' && Array.isArray(stored.notificationList) ? stored : null;
}

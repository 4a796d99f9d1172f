/**
 * Location look-ups (docs/contracts.md "Locations") as React hooks: regions, provinces of a region,
 * comuni of a province, countries. Each list is fetched once per page and kept in memory per id, so ten
 * zone rows on one region ask the server once. A failed list is forgotten and asked again by the next
 * component that needs it (or by `reload`).
 *
 * The cache is an external store read with useSyncExternalStore: a list already loaded is there at the
 * first render (no flash of an empty select when a form opens a second time).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api, ApiError } from '../api/client';
import type { Comune, Country, Province, Region } from '../api/types';
import { MESSAGES } from '../messages';
import { REGIONS_STORAGE_KEY, readStorage, writeStorage } from '../session/local-storage';

/** What every location hook returns. `data` is empty until loaded (and when the id is null). */
export interface LocationList<T> {
  data: readonly T[];
  loading: boolean;
  /** The Italian message of a failed call, else null. */
  error: string | null;
  /** Asks the server again (after an error). */
  reload: () => void;
}

interface Entry {
  status: 'loading' | 'success' | 'error';
  data: readonly unknown[];
  error: string | null;
}

const EMPTY: readonly unknown[] = Object.freeze([]);
const IDLE: Entry = Object.freeze({ status: 'success', data: EMPTY, error: null });
const LOADING: Entry = Object.freeze({ status: 'loading', data: EMPTY, error: null });

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Picker = (data: unknown) => unknown;

const REGIONS_PATH = '/location/getRegioni';
/** The lists also kept in local storage (spec public §3 "region list"): the next page has them at once. */
const STORED_LISTS: Readonly<Record<string, string>> = { [REGIONS_PATH]: REGIONS_STORAGE_KEY };

function storedList(path: string): readonly unknown[] | null {
  const key = STORED_LISTS[path];
  const list = key ? readStorage<unknown>(key) : null;
  return Array.isArray(list) && list.length > 0 ? list : null;
}

/** The cached entry; a stored list becomes the entry at its first read (one stable object afterwards). */
function entryOf(path: string): Entry {
  const current = entries.get(path);
  if (current) return current;
  const stored = storedList(path);
  if (!stored) return LOADING;
  const entry: Entry = { status: 'success', data: stored, error: null };
  entries.set(path, entry);
  return entry;
}

function load(path: string, pick: Picker, force = false): void {
  const current = entries.get(path);
  if (current && !force && current.status !== 'error') return;
  if (current?.status === 'loading') return;
  const stored = force ? null : storedList(path);
  if (stored) {
    entries.set(path, { status: 'success', data: stored, error: null });
    emit();
    return;
  }
  entries.set(path, LOADING);
  emit();
  api.get<unknown>(path).then(
    (envelope) => {
      const list = pick(envelope.data);
      entries.set(path, { status: 'success', data: Array.isArray(list) ? list : EMPTY, error: null });
      const key = STORED_LISTS[path];
      if (key && Array.isArray(list) && list.length > 0) writeStorage(key, list);
      emit();
    },
    (error: unknown) => {
      const message = error instanceof ApiError ? error.message : MESSAGES.locationLoadFailed;
      entries.set(path, { status: 'error', data: EMPTY, error: message });
      emit();
    },
  );
}

/** Forgets every cached list (tests; a long-lived page that wants fresh data). */
export function clearLocationCache(): void {
  entries.clear();
  emit();
}

function useLocationList<T>(path: string | null, pick: Picker): LocationList<T> {
  const entry = useSyncExternalStore(
    subscribe,
    () => (path ? entryOf(path) : IDLE),
    () => (path ? entryOf(path) : IDLE),
  );
  useEffect(() => {
    if (path) load(path, pick);
  }, [path, pick]);
  const reload = useCallback(() => {
    if (path) load(path, pick, true);
  }, [path, pick]);
  return {
    data: entry.data as readonly T[],
    loading: entry.status === 'loading',
    error: entry.error,
    reload,
  };
}

function field(name: string): Picker {
  return (data) => (data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined);
}

const pickRegions = field('regioni');
const pickProvinces = field('province');
const pickComuni = field('comuni');
const pickCountries = field('countries');

function validId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/**
 * The 20 regions (ids 2–21): GET /api/location/getRegioni → data.regioni, kept in local storage (spec public
 * §3) and read from there on the next page.
 */
export function useRegions(): LocationList<Region> {
  return useLocationList<Region>(REGIONS_PATH, pickRegions);
}

/** Provinces of a region: GET /api/location/getProvince/:regionId. Empty while `regionId` is null. */
export function useProvinces(regionId: number | null | undefined): LocationList<Province> {
  return useLocationList<Province>(
    validId(regionId) ? `/location/getProvince/${regionId}` : null,
    pickProvinces,
  );
}

/** Comuni of a province with their CAPs: GET /api/location/getComuni/:provinceId. Empty while null. */
export function useComuni(provinceId: number | null | undefined): LocationList<Comune> {
  return useLocationList<Comune>(
    validId(provinceId) ? `/location/getComuni/${provinceId}` : null,
    pickComuni,
  );
}

/** Countries for the nationality select (Italy = 105): GET /api/location/nationality. */
export function useCountries(): LocationList<Country> {
  return useLocationList<Country>('/location/nationality', pickCountries);
}

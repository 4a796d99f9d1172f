import { useEffect, useSyncExternalStore } from 'react';
import type { DeceasedData } from '@ricordo/shared-design';

/** The embedded page data, once read (the element is removed from the document at the first read). */
let embedded: { value: unknown } | undefined;
/** On the server (src/ssr/render.tsx): the data of the page being rendered, the same JSON the page embeds. */
let serverData: { value: unknown } | undefined;

/**
 * The page data the server embedded with its rendered first paint (`#ricordo-ssr-data`, see
 * src/ssr/render.tsx), when `accept` recognises it as this page's (right kind, right id),
 * else null. It stays readable until the page that used it has mounted and calls `useForgetEmbeddedData`:
 * React may throw a first render away (a suspending child) and render again, and that second render must
 * start ready too (no spinner, no jump). Later visits ask the API as usual.
 */
export function takeEmbeddedData<T>(accept: (value: unknown) => T | null): T | null {
  if (serverData) return accept(serverData.value);
  if (typeof document === 'undefined') return null;
  if (!embedded) {
    const element = document.getElementById('ricordo-ssr-data');
    if (!element) return null;
    element.remove();
    try {
      embedded = { value: JSON.parse(element.textContent ?? '') as unknown };
    } catch {
      return null;
    }
  }
  return accept(embedded.value);
}

/** The server render entry gives the page data before rendering and takes it back after. */
export function setServerData(value: unknown): void {
  serverData = value === undefined ? undefined : { value };
}

/** Drops the embedded data once the page that took it has mounted (call from every such page). */
export function useForgetEmbeddedData(): void {
  useEffect(() => {
    embedded = undefined;
  }, []);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The memorial page's deceasedData, when the server rendered that deceased's memorial. */
export function takeServerData(id: number): DeceasedData | null {
  return takeEmbeddedData((value) =>
    isRecord(value) && value.ID === id ? (value as unknown as DeceasedData) : null,
  );
}

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that markup, true after (and at once in a
 * page the browser draws itself): what works only with JavaScript is drawn disabled until it does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { SERVER_PAGE_LINK } from './early-taps';

/** Longest wait for the photo before the platform starts anyway (a weak signal at the cemetery). */
export const FIRST_PAINT_WAIT_MS = 2500;

/**
 * On a page the server rendered (`#ricordo-ssr`), resolves once its main photo — the `fetchpriority=high`
 * image, the page's largest paint — has loaded and a frame has been painted, or after
 * `FIRST_PAINT_WAIT_MS`. Starting the platform's scripts after that keeps their evaluation (React, the
 * router, the remote) from holding the photo's paint back; the page is readable meanwhile. Resolves at
 * once on other pages.
 */
export function serverPaintSettled(doc: Document = document, waitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  const photo = doc.querySelector<HTMLImageElement>('#ricordo-ssr img[fetchpriority="high"]');
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener('load', () => resolve(), { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      });
  const painted = loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const capped = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([painted, capped]);
}

/**
 * Resolves at the visitor's first touch, click or key press: the platform then starts without waiting. A
 * touch on a link to another page the server draws (early-taps.ts) is not one: that page is about to load.
 */
export function firstIntent(doc: Document = document): Promise<void> {
  return new Promise<void>((resolve) => {
    const events = ['pointerdown', 'touchstart', 'keydown'] as const;
    const done = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(`a[${SERVER_PAGE_LINK}]`)) return;
      for (const type of events) doc.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) doc.addEventListener(type, done, { capture: true, passive: true });
  });
}

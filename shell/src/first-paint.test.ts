import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstIntent, serverPaintSettled } from './first-paint';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('serverPaintSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once on a page the server did not render', async () => {
    await expect(serverPaintSettled(page('<main></main>'))).resolves.toBeUndefined();
  });

  it("waits for the server's photo to load and a frame to pass", async () => {
    vi.useFakeTimers();
    const doc = page('<div id="ricordo-ssr"><img fetchpriority="high" src="/media/x.jpg"></div>');
    const photo = doc.querySelector('img') as HTMLImageElement;
    Object.defineProperty(photo, 'complete', { value: false });
    const state = settled(serverPaintSettled(doc, 10_000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.done).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(state.done).toBe(true);
  });

  it('starts anyway after the longest wait when the photo is slow', async () => {
    vi.useFakeTimers();
    const doc = page('<div id="ricordo-ssr"><img fetchpriority="high" src="/media/x.jpg"></div>');
    Object.defineProperty(doc.querySelector('img') as HTMLImageElement, 'complete', { value: false });
    const state = settled(serverPaintSettled(doc, 2500));
    await vi.advanceTimersByTimeAsync(2400);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(state.done).toBe(true);
  });
});

describe('firstIntent', () => {
  it("resolves at the visitor's first touch, not before", async () => {
    const state = settled(firstIntent(document));
    await Promise.resolve();
    expect(state.done).toBe(false);
    document.dispatchEvent(new Event('touchstart'));
    await vi.waitFor(() => expect(state.done).toBe(true));
  });

  it('is not a touch on a link to a page the server draws (that page loads instead)', async () => {
    const doc = page(
      '<a href="/flowers?dedica-cero&1000" data-server-page><span>Cero</span></a><p>testo</p>',
    );
    const state = settled(firstIntent(doc));
    doc.querySelector('span')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    doc.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.done).toBe(false);
    doc.querySelector('p')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await vi.waitFor(() => expect(state.done).toBe(true));
  });
});

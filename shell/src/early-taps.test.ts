import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyLinkTaps } from './early-taps';

function ssrPage() {
  document.body.innerHTML =
    '<div id="ricordo-ssr"><a href="/flowers?dedica-cero&1000" data-buy="dedica-cero">Cero</a>' +
    '<a href="https://example.org/" data-out>fuori</a><button type="button">Mostra tutte</button>' +
    '<a href="/flowers?dedica-fiori&1000" data-server-page>Fiori</a></div>';
  return {
    root: document.getElementById('ricordo-ssr') as HTMLElement,
    card: document.querySelector('[data-buy]') as HTMLAnchorElement,
    outside: document.querySelector('[data-out]') as HTMLAnchorElement,
    more: document.querySelector('button') as HTMLButtonElement,
    serverPage: document.querySelector('[data-server-page]') as HTMLAnchorElement,
  };
}

describe('holdEarlyLinkTaps', () => {
  let stop = () => undefined as void;
  let listeners = new AbortController();
  afterEach(() => {
    stop();
    listeners.abort();
    listeners = new AbortController();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds a tap on a link of the server markup and gives it again to the link once hydrated', async () => {
    vi.useFakeTimers();
    const { root, card } = ssrPage();
    stop = holdEarlyLinkTaps(document, 8000);
    const clicks: boolean[] = [];
    // Stands for the router's handler: records each click's default prevention after the hold listener ran.
    card.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    card.click();
    expect(clicks).toEqual([true]);
    await vi.advanceTimersByTimeAsync(500);
    expect(clicks).toHaveLength(1);
    root.setAttribute('data-ssr-hydrated', '');
    await vi.advanceTimersByTimeAsync(100);
    expect(clicks).toEqual([true, false]);
  });

  it("holds a button's click until hydrated, then clicks it again", async () => {
    vi.useFakeTimers();
    const { root, more } = ssrPage();
    stop = holdEarlyLinkTaps(document, 8000);
    const clicks: boolean[] = [];
    more.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    more.focus();
    more.click();
    expect(clicks).toEqual([true]);
    more.blur(); // the take-over moves the node
    root.setAttribute('data-ssr-hydrated', '');
    await vi.advanceTimersByTimeAsync(100);
    expect(clicks).toEqual([true, false]);
    expect(more).toHaveFocus();
  });

  it('leaves other sites, modified clicks and taps after the take-over to the browser', () => {
    const { root, card, outside } = ssrPage();
    stop = holdEarlyLinkTaps(document, 8000);
    const seen: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      },
      { signal: listeners.signal },
    );
    outside.click();
    card.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    root.setAttribute('data-ssr-hydrated', '');
    card.click();
    expect(seen).toEqual([false, false, false]);
  });

  it('lets the browser follow at once a link to a page the server draws, and never clicks it again', async () => {
    vi.useFakeTimers();
    const { root, serverPage } = ssrPage();
    stop = holdEarlyLinkTaps(document, 8000);
    const clicks: boolean[] = [];
    serverPage.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    serverPage.click();
    root.setAttribute('data-ssr-hydrated', '');
    await vi.advanceTimersByTimeAsync(8100);
    expect(clicks).toEqual([false]);
  });

  it('does nothing on a page the server did not render', () => {
    document.body.innerHTML = '<a href="/contact">Contatti</a>';
    stop = holdEarlyLinkTaps(document, 8000);
    const seen: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      },
      { signal: listeners.signal },
    );
    (document.querySelector('a') as HTMLAnchorElement).click();
    expect(seen).toEqual([false]);
  });
});

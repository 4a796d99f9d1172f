/** On a link of the server's markup: the page it opens is drawn by the server as well. */
export const SERVER_PAGE_LINK = 'data-server-page';

/** Longest hold of a tap made before the platform took the page over; then the browser follows the link. */
export const EARLY_TAP_GIVE_UP_MS = 8000;
const POLL_MS = 50;

/**
 * The server's first paint (`#ricordo-ssr`) is readable and tappable before the platform's scripts run (they
 * wait for the photo: first-paint.ts). A tap on one of its links in that window would load the next page in
 * full, and a tap on one of its buttons ('Mostra tutte') would do nothing. Until the remote has hydrated the
 * node (mfe-public sets `data-ssr-hydrated`), the click on a same-site link or a button is held (the touch
 * that made it has started the platform: index.ts); once hydrated, the click is given again to the same
 * element, which now has the remote's handlers. If the node is dropped instead, or after `giveUpMs`, the
 * browser follows the link (a button's click is dropped).
 * A link marked `data-server-page` is not held: the server draws its page too (a purchase card's order
 * form), and loading it shows that page sooner than waiting for the platform (bench/first-tap.mjs).
 * Returns a function that stops listening.
 */
export function holdEarlyLinkTaps(doc: Document = document, giveUpMs = EARLY_TAP_GIVE_UP_MS): () => void {
  const root = doc.getElementById('ricordo-ssr');
  const win = doc.defaultView;
  if (!root || !win) return () => undefined;
  const taken = () => root.hasAttribute('data-ssr-hydrated');
  let poll = 0;
  let deadline = 0;

  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    win.clearInterval(poll);
  };

  const onClick = (event: MouseEvent) => {
    if (taken()) return stop();
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = (event.target as Element | null)?.closest?.('a[href], button');
    if (!target || !root.contains(target)) return;
    const anchor = target instanceof win.HTMLAnchorElement ? target : null;
    if (anchor) {
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      if (anchor.hasAttribute(SERVER_PAGE_LINK)) return;
      if (new URL(anchor.href, doc.baseURI).origin !== win.location.origin) return;
    } else if (!(target instanceof win.HTMLButtonElement) || target.disabled) return;
    event.preventDefault();
    // Moving the server's node into the shell's frame (the take-over) drops the focus the tap gave it.
    const focused = doc.activeElement === target;
    deadline = Date.now() + giveUpMs;
    win.clearInterval(poll);
    poll = win.setInterval(() => {
      if (taken() && target.isConnected) {
        stop();
        // After the commit that hydrated it: the remote's handler is attached to the element by then.
        win.setTimeout(() => {
          if (focused) (target as HTMLElement).focus({ preventScroll: true });
          (target as HTMLElement).click();
        }, 0);
      } else if (!root.isConnected || Date.now() >= deadline) {
        stop();
        if (anchor) win.location.assign(anchor.href);
      }
    }, POLL_MS);
  };

  doc.addEventListener('click', onClick, true);
  return stop;
}

// The server-rendered first paint (mfe-public's render entry, drawn by the backend): the server puts the visible
// page in `#ricordo-ssr`, after `#root`, so it shows before any JavaScript runs (and without JavaScript).
// While mfe_public loads, the shell shows that same node in place of its spinner: the ref moves the live
// DOM node (no copy, no re-parse, images keep their decoded state) into the main element in the commit
// that also paints the header, so there is no blank frame. When the remote is ready it hydrates this very
// node in place (it keeps it); a remote that does not is given the embedded JSON and this node is dropped.
import { useCallback } from 'react';

export const SERVER_MARKUP_ID = 'ricordo-ssr';

let node: HTMLElement | null | undefined;

/** The server's node, looked up once per page load; null after the remote took over. */
export function serverMarkup(): HTMLElement | null {
  if (node === undefined)
    node = typeof document === 'undefined' ? null : document.getElementById(SERVER_MARKUP_ID);
  return node;
}

/**
 * The remote rendered: later loading states (another route) show the spinner as usual. A node the remote
 * hydrated in place (mfe-public hydrated-remote.tsx marks it) is the remote's own and stays.
 */
export function releaseServerMarkup(): void {
  if (!node?.hasAttribute('data-ssr-hydrated')) node?.remove();
  node = null;
}

/** Test hook: forget what was looked up. */
export function resetServerMarkup(): void {
  node = undefined;
}

export function ServerMarkup({ element }: { element: HTMLElement }) {
  const adopt = useCallback(
    (container: HTMLDivElement | null) => {
      if (container && element.parentElement !== container) container.append(element);
    },
    [element],
  );
  return <div className="shell-ssr" data-ssr-fallback ref={adopt} />;
}

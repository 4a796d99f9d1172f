// Take-over of a page the server rendered with this remote's render entry (src/ssr/render.tsx; DESIGN
// "Performance"). The shell shows the server's `#ricordo-ssr` node while the remote loads
// (shell/src/remote/ServerMarkup.tsx); this component keeps that very node in the shell's frame and
// hydrates it in place with the same tree the server drew, from the same embedded JSON: no element of the
// first paint is re-created (the photo is never replaced) and nothing moves. The tree runs in a root of
// its own, on the shell's history and location, so links and redirects go through the shell's router.
import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { PublicTree } from './public-tree';

export const SERVER_MARKUP_ID = 'ricordo-ssr';
/** Set on the server's node once hydrated: the shell leaves it in place. */
export const HYDRATED_ATTRIBUTE = 'data-ssr-hydrated';

/** The server's node when it was drawn by a render entry (not yet hydrated), else null. */
export function hydratableMarkup(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_MARKUP_ID);
  if (!element?.hasAttribute('data-ssr-render') || element.hasAttribute(HYDRATED_ATTRIBUTE)) return null;
  return element;
}

export function HydratedRemote({ element, basePath }: RemoteAppProps & { element: HTMLElement }) {
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const [unmount] = useState(() => ({ timer: 0 }));

  const tree = (
    <Router location={location} navigator={navigator} basename={basename}>
      <PublicTree basePath={basePath} />
    </Router>
  );

  useLayoutEffect(() => {
    if (root.current) {
      root.current.render(tree);
      return;
    }
    if (element.parentElement !== host.current) host.current?.append(element);
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    root.current = hydrateRoot(element, tree, {
      onRecoverableError: (error) => console.error('[mfe_public] server markup did not match', error),
    });
  });

  useLayoutEffect(() => {
    window.clearTimeout(unmount.timer);
    return () => {
      // Not while React renders the shell's tree; a remount at once (StrictMode) keeps the root.
      unmount.timer = window.setTimeout(() => {
        root.current?.unmount();
        root.current = null;
        element.remove();
      }, 0);
    };
  }, [element, unmount]);

  return <div className="pub-ssr-host" data-ssr-host="" ref={host} />;
}

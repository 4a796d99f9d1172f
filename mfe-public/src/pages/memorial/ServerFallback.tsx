// While a lazy page of this remote loads during the take-over of a server-rendered first paint (the
// condolence book, the partner page), the visitor keeps seeing the server's markup instead of a spinner:
// the live nodes of `#ricordo-ssr` (an older render entry's, see src/ssr/render.tsx) move into this fallback, images
// keep their decoded state, and the page replaces them once its chunk has arrived. The shell drops the
// emptied `#ricordo-ssr` right after this commit (shell/src/remote/ServerMarkup.tsx).
import { useCallback, useState, type ReactNode } from 'react';

export const SERVER_MARKUP_ID = 'ricordo-ssr';

export function ServerFallback({ children }: { children: ReactNode }) {
  // Read while rendering: by the time refs attach, the shell's container has left the document.
  // A node the remote hydrated (hydrated-remote.tsx) is the remote's own tree, never a fallback.
  const [server] = useState(() => {
    const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_MARKUP_ID);
    return element?.hasAttribute('data-ssr-hydrated') ? null : element;
  });
  const adopt = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || !server) return;
      while (server.firstChild) container.append(server.firstChild);
    },
    [server],
  );
  if (!server?.firstChild) return children;
  // display: contents, so the moved nodes lay out exactly as they did in the shell's frame.
  return <div data-ssr-fallback="" style={{ display: 'contents' }} ref={adopt} />;
}

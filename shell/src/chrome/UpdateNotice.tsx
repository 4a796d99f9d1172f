// The new-version notice (spec public §2: "a new-version notice with an update button"). The page knows
// what it loaded: the shell build's fingerprint (<meta name="ricordo-shell-version">, written by the
// server) and the remote versions of the inlined registry. It asks GET /api/web/version every five
// minutes and whenever the tab comes back to the foreground; when either differs, a polite banner offers
// 'Aggiorna', which reloads the page (the server then inlines the new registry). Its code is loaded by the
// first of those events (DeferredUpdateNotice): nothing of it is needed for the first paint.
import { useEffect, useState } from 'react';
import { Button, api } from '@ricordo/shared-design';
import { isNewer, VERSION_POLL_MS, type LoadedVersion, type WebVersion } from './version';

export { isNewer, loadedVersion, VERSION_POLL_MS, type LoadedVersion, type WebVersion } from './version';

export const UPDATE_MESSAGE = 'È disponibile una nuova versione di Ricordo';

export function UpdateNotice({
  loaded,
  reload = () => window.location.reload(),
  checkOnMount = false,
}: {
  loaded: LoadedVersion;
  reload?: () => void;
  /** Asks at once (it was mounted by the event that calls for a check: DeferredUpdateNotice). */
  checkOnMount?: boolean;
}) {
  const [firstCheck] = useState(() => ({ pending: checkOnMount }));
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (available) return undefined;
    let busy = false;
    const check = () => {
      if (busy || document.visibilityState === 'hidden') return;
      busy = true;
      api
        .get<WebVersion>('/web/version')
        .then((envelope) => {
          if (isNewer(loaded, envelope.data)) setAvailable(true);
        })
        // Offline or a server being deployed: try again at the next tick, say nothing.
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    if (firstCheck.pending) {
      firstCheck.pending = false;
      check();
    }
    const timer = window.setInterval(check, VERSION_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [loaded, available, firstCheck]);

  if (!available) return null;
  return (
    <section className="shell-update" role="status" aria-live="polite" data-update-notice>
      <p>{UPDATE_MESSAGE}</p>
      <Button onClick={reload}>Aggiorna</Button>
    </section>
  );
}

// The new-version notice (spec public §2: "a new-version notice with an update button"). The page knows
// what it loaded: the shell build's fingerprint (<meta name="ricordo-shell-version">, written by the
// server) and the remote versions of the inlined registry. It asks GET /api/web/version every five
// minutes and whenever the tab comes back to the foreground; when either differs, a polite banner offers
// 'Aggiorna', which reloads the page (the server then inlines the new registry).
import { useEffect, useState } from 'react';
import { Button, api } from '@ricordo/shared-design';
import type { Registry } from '../remote/registry';

export const VERSION_POLL_MS = 5 * 60_000;
export const UPDATE_MESSAGE = 'È disponibile una nuova versione di Ricordo';

export interface WebVersion {
  shell: string;
  remotes: Record<string, string>;
}

export interface LoadedVersion {
  shell: string | null;
  remotes: Record<string, string>;
}

export function loadedVersion(registry: Registry, doc: Document = document): LoadedVersion {
  const shell = doc.querySelector('meta[name="ricordo-shell-version"]')?.getAttribute('content') ?? null;
  return {
    shell,
    remotes: Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name, entry.version])),
  };
}

/** A newer shell, or a remote published (or changed) since the page loaded. */
export function isNewer(loaded: LoadedVersion, served: WebVersion): boolean {
  if (loaded.shell && served.shell && served.shell !== loaded.shell) return true;
  return Object.entries(served.remotes).some(([name, version]) => loaded.remotes[name] !== version);
}

export function UpdateNotice({
  loaded,
  reload = () => window.location.reload(),
}: {
  loaded: LoadedVersion;
  reload?: () => void;
}) {
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
  }, [loaded, available]);

  if (!available) return null;
  return (
    <section className="shell-update" role="status" aria-live="polite" data-update-notice>
      <p>{UPDATE_MESSAGE}</p>
      <Button onClick={reload}>Aggiorna</Button>
    </section>
  );
}

// What the page loaded, and whether the server now serves something newer (the new-version notice).
import type { Registry } from '../remote/registry';

/** How often an open page asks whether a newer version is served. */
export const VERSION_POLL_MS = 5 * 60_000;

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

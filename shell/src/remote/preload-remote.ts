import type { Registry } from './registry';

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: ManifestAssets }>;
}

/**
 * On a page the server drew, the public remote will hydrate it as soon as the shell has started: its
 * manifest, then its remoteEntry.js, then the `./app` chunk come one after the other once the shell asks,
 * three round trips after the shell's own chunks (about 0.5 s on a phone's 150 ms RTT). Fetching the
 * manifest now and preloading the two scripts and the stylesheet it names overlaps them with the shell's
 * downloads, so the first tap waits less. Nothing is evaluated here; failures are left to the real load.
 */
export async function preloadRemote(
  registry: Registry,
  name = 'mfe_public',
  doc: Document = document,
): Promise<string[]> {
  const entry = registry[name]?.entry;
  if (!entry || !doc.getElementById('ricordo-ssr')) return [];
  try {
    const manifestUrl = new URL(entry, doc.baseURI);
    const response = await fetch(manifestUrl, { credentials: 'same-origin' });
    if (!response.ok) return [];
    const manifest = (await response.json()) as Manifest;
    const base = new URL('.', manifestUrl);
    const remoteEntry = manifest.metaData?.remoteEntry;
    const app = manifest.exposes?.find((expose) => expose.path === './app')?.assets;
    const scripts = [
      remoteEntry?.name ? `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}` : null,
      ...(app?.js?.sync ?? []),
    ].filter((file): file is string => Boolean(file));
    const styles = app?.css?.sync ?? [];
    const links = [
      ...scripts.map((file) => ({ href: new URL(file, base).href, as: 'script' })),
      ...styles.map((file) => ({ href: new URL(file, base).href, as: 'style' })),
    ];
    for (const { href, as } of links) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', as);
      link.href = href;
      doc.head.append(link);
    }
    return links.map((link) => link.href);
  } catch {
    return [];
  }
}

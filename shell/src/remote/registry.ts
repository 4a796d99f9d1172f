// The remote registry the server inlines into index.html (docs/contracts.md, "How the platform is
// served"): `{ "<remote name>": { "version": "1.0.0", "entry": "/remotes/<name>/<version>/mf-manifest.json" } }`.
// Nothing about remote locations is compiled into the shell.

export interface RegistryEntry {
  version: string;
  entry: string;
}

export type Registry = Readonly<Record<string, RegistryEntry>>;

export const REGISTRY_ELEMENT_ID = 'ricordo-registry';

function isEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { version, entry } = value as Record<string, unknown>;
  return typeof version === 'string' && typeof entry === 'string' && entry.length > 0;
}

/** Keeps only well-formed entries; anything else (not an object, bad entries) counts as absent. */
export function parseRegistry(json: string | null | undefined): Registry {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const registry: Record<string, RegistryEntry> = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (isEntry(value)) registry[name] = { version: value.version, entry: value.entry };
  }
  return registry;
}

/** Reads `<script id="ricordo-registry" type="application/json">`; missing or invalid means empty. */
export function readRegistry(doc: Document = document): Registry {
  const element = doc.getElementById(REGISTRY_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return {};
  return parseRegistry(element.textContent);
}

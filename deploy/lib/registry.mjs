// The remote registry: which published version of each remote the shell loads.
// The backend inlines `remotes` into the HTML it serves (docs/contracts.md); this module is the only writer.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const REMOTE_NAME = /^mfe_[a-z]+$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export class RegistryError extends Error {}

export function registryPath(publishDir) {
  return join(publishDir, 'registry.json');
}

export function readRegistry(publishDir) {
  const file = registryPath(publishDir);
  if (!existsSync(file)) return { remotes: {}, history: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  return { remotes: parsed.remotes ?? {}, history: parsed.history ?? {} };
}

/** Writes through a temporary file and a rename, so a server reading it never sees half a file. */
export function writeRegistry(publishDir, registry) {
  mkdirSync(publishDir, { recursive: true });
  const file = registryPath(publishDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, file);
}

export function entryFor(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** A remote's server render entry inside its versioned folder (mfe-public builds one). */
export const RENDER_ENTRY_FILE = 'ssr/render.cjs';

/**
 * The registry entry of a published version: its manifest, and its server render entry when the version
 * folder has one (an entry without `render` gets no server markup, as before the render entries).
 */
export function registryEntry(publishDir, name, version) {
  const entry = { version, entry: entryFor(name, version) };
  if (existsSync(join(publishDir, name, version, RENDER_ENTRY_FILE))) {
    entry.render = `/remotes/${name}/${version}/${RENDER_ENTRY_FILE}`;
  }
  return entry;
}

function assertNames(name, version) {
  if (!REMOTE_NAME.test(name)) throw new RegistryError(`Invalid remote name "${name}" (expected mfe_<name>)`);
  if (version !== undefined && !VERSION.test(version))
    throw new RegistryError(`Invalid version "${version}"`);
}

/** Reads the build's mf-manifest.json and checks that it belongs to the remote being published. */
export function readManifest(buildDir, name) {
  const file = join(buildDir, 'mf-manifest.json');
  if (!existsSync(file))
    throw new RegistryError(`No mf-manifest.json in ${buildDir}: build the remote first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.name !== name) {
    throw new RegistryError(`${file} belongs to "${manifest.name}", not to "${name}"`);
  }
  return manifest;
}

function treeDigest(dir) {
  const hash = createHash('sha256');
  const walk = (current, prefix) => {
    for (const entry of readdirSync(current).sort()) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${entry}/`);
      else hash.update(`${prefix}${entry}\0`).update(readFileSync(full));
    }
  };
  walk(dir, '');
  return hash.digest('hex');
}

/**
 * Copies one remote's build into its versioned folder and points the registry at it.
 * A published version folder is immutable: publishing different bytes under the same version is refused
 * unless `replace` is set (local development only).
 */
export function publish({ publishDir, name, version, buildDir, replace = false }) {
  assertNames(name, version);
  readManifest(buildDir, name);
  const target = join(publishDir, name, version);
  if (existsSync(target)) {
    if (treeDigest(target) !== treeDigest(buildDir)) {
      if (!replace) throw new RegistryError(`${name} ${version} is already published with other content`);
      rmSync(target, { recursive: true, force: true });
      cpSync(buildDir, target, { recursive: true });
    }
  } else {
    mkdirSync(join(publishDir, name), { recursive: true });
    const staging = `${target}.staging-${process.pid}`;
    cpSync(buildDir, staging, { recursive: true });
    renameSync(staging, target);
  }
  const registry = readRegistry(publishDir);
  const current = registry.remotes[name];
  if (current && current.version !== version) {
    registry.history[name] = [...(registry.history[name] ?? []), current.version];
  }
  registry.remotes[name] = registryEntry(publishDir, name, version);
  writeRegistry(publishDir, registry);
  return { previous: current?.version ?? null, current: version };
}

/** Points a remote back at the version it had before the last publish. */
export function rollback({ publishDir, name }) {
  assertNames(name);
  const registry = readRegistry(publishDir);
  const history = registry.history[name] ?? [];
  const previous = history.at(-1);
  if (!previous) throw new RegistryError(`No earlier version of ${name} to roll back to`);
  if (!existsSync(join(publishDir, name, previous, 'mf-manifest.json'))) {
    throw new RegistryError(`${name} ${previous} is no longer on disk`);
  }
  const from = registry.remotes[name]?.version ?? null;
  registry.history[name] = history.slice(0, -1);
  registry.remotes[name] = registryEntry(publishDir, name, previous);
  writeRegistry(publishDir, registry);
  return { previous: from, current: previous };
}

// Where each front-end app lives and what its build produces.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTE_APPS = ['mfe-public', 'mfe-admin', 'mfe-partner', 'mfe-lampade', 'mfe-client'];

/** `mfe-public` → `mfe_public`; a remote name is returned as it is. */
export function remoteName(appOrName) {
  return appOrName.replace(/-/g, '_');
}

export function appDir(appOrName) {
  return join(ROOT, appOrName.replace(/_/g, '-'));
}

/** The version a build gets: RICORDO_BUILD_VERSION, or the app's package.json version. */
export function buildVersion(appOrName, env = process.env) {
  if (env.RICORDO_BUILD_VERSION) return env.RICORDO_BUILD_VERSION;
  return JSON.parse(readFileSync(join(appDir(appOrName), 'package.json'), 'utf8')).version;
}

export function remoteBuildDir(appOrName, version) {
  return join(appDir(appOrName), 'dist', version);
}

export function defaultDataDir(env = process.env) {
  return resolve(env.DATA_DIR ?? join(ROOT, 'data'));
}

export function defaultPublishDir(env = process.env) {
  return resolve(env.PUBLISH_DIR ?? join(defaultDataDir(env), 'remotes'));
}

export function builtEverything() {
  const missing = [];
  if (!existsSync(join(ROOT, 'backend', 'dist', 'main.js'))) missing.push('backend');
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) missing.push('shell');
  for (const app of REMOTE_APPS) {
    if (!existsSync(join(remoteBuildDir(app, buildVersion(app, {})), 'mf-manifest.json'))) missing.push(app);
  }
  return missing;
}

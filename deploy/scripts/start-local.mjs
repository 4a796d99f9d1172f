#!/usr/bin/env node
// `npm start`: the whole platform on one machine — builds what is missing, publishes the remotes that the
// registry does not know yet, then runs the backend, which serves the API, the shell and the remotes.
// With no DATABASE_URL the backend uses SQLite in ./data and loads the demo data.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import {
  builtEverything,
  buildVersion,
  defaultPublishDir,
  REMOTE_APPS,
  remoteBuildDir,
  remoteName,
  ROOT,
} from '../lib/apps.mjs';
import { publish, readRegistry } from '../lib/registry.mjs';
import { mustRun } from '../lib/run.mjs';
import { supervise } from '../lib/supervise.mjs';
import { ensureInstalled } from '../lib/install.mjs';

await ensureInstalled();
const rebuild = process.argv.includes('--rebuild');
const missing = builtEverything();
if (rebuild || missing.length > 0) {
  if (!rebuild) console.log(`building: ${missing.join(', ')} not built yet`);
  await mustRun('node', [join(ROOT, 'deploy', 'scripts', 'build-all.mjs')]);
}

const publishDir = defaultPublishDir();
const registry = readRegistry(publishDir);
for (const app of REMOTE_APPS) {
  const name = remoteName(app);
  const version = buildVersion(app, {});
  const current = registry.remotes[name];
  // A remote published by deploy/ stays as it is; the local build is (re)published only when the registry
  // has no entry for it, or points at the very version that was just rebuilt.
  const publishedOnDisk = current && existsSync(join(publishDir, name, current.version, 'mf-manifest.json'));
  if (!current || !publishedOnDisk || current.version === version) {
    publish({ publishDir, name, version, buildDir: remoteBuildDir(app, version), replace: true });
  }
}

// Supervised like systemd's Restart=on-failure: a backend that dies (an uncaught exception exits 1) is
// started again with backoff; Ctrl-C or a clean exit ends `npm start`.
const backend = supervise(() =>
  spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    // A development start: the backend defaults to the demo (SQLite, demo data, /dev/mailbox, test checkout).
    env: { NODE_ENV: 'development', ...process.env, PUBLISH_DIR: publishDir },
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => backend.stop(signal));
process.exit(await backend.done);

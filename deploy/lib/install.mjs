// `npm start` and `npm test` work on a fresh clone: they install the locked dependencies first when the
// workspace has none yet (both scripts use only Node's built-ins up to this point).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { mustRun } from './run.mjs';

export async function ensureInstalled() {
  if (existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) return;
  console.log('installing dependencies (npm ci)…');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

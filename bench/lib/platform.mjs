// Starts the platform the way the README does (deploy/scripts/start-local.mjs) on a fresh data folder
// with the demo data, and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolvePause) => setTimeout(resolvePause, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startPlatform({ port = 3600, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-bench-'));
  const child = spawn(process.execPath, [join(ROOT, 'deploy', 'scripts', 'start-local.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: '1',
      LOG_LEVEL: 'error',
      OUTBOX_WORKER: '0',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health/ready`);
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The p-th percentile (nearest rank) of `values`; null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function ratio(a, b) {
  return b === 0 ? null : Math.round((a / b) * 1000) / 1000;
}

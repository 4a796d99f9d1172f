// The built backend (backend/dist) started alone on a free loopback port, on a fresh data folder with the
// demo data, for the benchmarks that measure it as a process: its resident memory and CPU time are read
// from /proc while a download runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './platform.mjs';

/** A TCP port nobody listens on now. */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/** The process's resident memory (VmRSS), in MB. */
export const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
};

/** The process's CPU seconds so far (user + system), to tell its own work from waiting for a core. */
export const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export const pause = (ms) => new Promise((resolvePause) => setTimeout(resolvePause, ms));
export const round = (value) => Math.round(value * 10) / 10;

/**
 * Spawns `backend/dist/main.js` in demo mode with its SQLite database and local media under a new folder
 * named after `name`; no outbox worker, no broker. Answers the child, its URL and its data folder.
 */
export async function startBuiltBackend(name) {
  const dir = mkdtempSync(join(tmpdir(), `ricordo-${name}-`));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const backend = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: '1',
      LOG_LEVEL: 'error',
      OUTBOX_WORKER: '0',
      MQTT_URL: '0',
      MEDIA_STORAGE: 'local',
    },
  });
  return { backend, url: `http://127.0.0.1:${port}`, dir, dataDir };
}

/** Signs a demo account in as the browser does: the session cookie (after login) for later requests. */
export async function signIn(url, username) {
  const first = await fetch(`${url}/api/auth/securitytoken`);
  let cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const csrf = (await first.json()).data._csrf;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf, origin: url },
    body: JSON.stringify({ email: username, password: 'RicordoDemo2026' }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const fresh = login.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (fresh.length) cookie = fresh.join('; ');
  return cookie;
}

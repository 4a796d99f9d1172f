#!/usr/bin/env node
// Load held, faults survived (DESIGN "Scale"): the scaled-out platform (e2e/support/scale-cluster.mjs: two
// built instances behind Debian's nginx) on a private MariaDB (bench/lib/mariadb.mjs) under a fixed-concurrency
// load of the memorial page, deceasedData and condolence writes, through the proxy.
//   1. instance restart: `--seconds` (60) of load; instance a is stopped (SIGTERM) at 1/4 and started again
//      at 1/2. Requests/s, p99, failed requests (goal < 0.5 %).
//   2. database outage: the private MariaDB is stopped (SIGTERM) for `--outage` (30) seconds under the same
//      load: what the proxy answers meanwhile (cached pages, writes' status and message), then the time from
//      the database's return until each instance answers a write again on its own port (goal ≤ 60 s).
//   3. lost writes: every write answered 200 is in `condolences` afterwards, and each anonymous one's
//      confirmation message is in `outbox`.
// Writes are signed-in ones by the demo client (published at once) and, one in four, anonymous ones with an
// e-mail (pending, with an outbox row). Each write comes from its own loopback address (127.1.x.y, at most 4
// writes each) so the per-address condolence throttle (5 per 10 minutes) is not what is measured.
// Lamps never raise an alarm for our own faults (bench/lib/lamp-faults.mjs: two built
// instances, a Mosquitto of their own, simulated lamps):
//   4. an instance removed for good (SIGKILL) for `--lamp-seconds` (300): every check-in published
//      meanwhile is applied by the other instance, no lamp falsely 'In anomalia';
//   5. the broker down for `--lamp-seconds`: no false alarm, every lamp right within one window after it
//      returns, a silent control lamp marked only one full window after the return.
// `--scenes http,lamps` (default both): the http scenes need the built platform (backend/dist, shell/dist, the
// remotes), the lamp scenes backend/dist only. Not part of npm test:
//   node bench/scale-faults.mjs [--seconds 60] [--outage 30] [--concurrency 16] [--scenes http,lamps]
//     [--lamp-seconds 300] [--lamps 100] [--lamp-every 10] [--lamp-grace 5]
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { startScaleCluster } from '../e2e/support/scale-cluster.mjs';
import { freePort } from '../deploy/lib/nginx-site.mjs';
import { runLampScenes } from './lib/lamp-faults.mjs';
import { privateMariadb } from './lib/mariadb.mjs';
import { report } from './lib/report.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    outage: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '16' },
    scenes: { type: 'string', default: 'http,lamps' },
    'lamp-seconds': { type: 'string', default: '300' },
    lamps: { type: 'string', default: '100' },
    'lamp-every': { type: 'string', default: '10' },
    'lamp-grace': { type: 'string', default: '5' },
  },
});
const SCENES = new Set(options.scenes.split(','));
const SECONDS = Number(options.seconds);
const OUTAGE_S = Number(options.outage);
const CONCURRENCY = Number(options.concurrency);
const RECOVERY_GOAL_S = 60;
const MEMORIAL = '/memorial?0001000';
const DECEASED_DATA = '/api/deceased/deceasedData/0001000';
const BOOK = '/api/condolences/book';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One HTTP request; resolves with status (0 for a network error), body, headers and milliseconds. */
function send(base, path, { method = 'GET', headers = {}, body, localAddress } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, base),
      // A write from its own address opens its own connection; reads share the keep-alive pool.
      { method, headers, agent: localAddress ? false : keepAlive, localAddress, timeout: 15_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', (error) =>
          resolve({ status: 0, error: error.message, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: performance.now() - started }),
    );
    request.end(body);
  });
}

/** A cookie jar of one browser-like client (the demo client's session, shared by every worker). */
function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const line of response.headers?.['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/** A visitor's session cookie and CSRF token, signed in as the demo client unless `anonymous`. */
async function session(base, { anonymous = false } = {}) {
  const jar = cookieJar();
  const token = async () => {
    const response = await send(base, '/api/auth/securitytoken', { headers: { cookie: jar.header() } });
    jar.take(response);
    return JSON.parse(response.body).data._csrf;
  };
  const csrf = await token();
  if (anonymous) return { cookie: jar.header(), csrf };
  const login = await send(base, '/api/auth/login', {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: JSON.stringify({ email: 'clientedemo', password: 'RicordoDemo2026' }),
  });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${login.body}`);
  jar.take(login);
  return { cookie: jar.header(), csrf: await token() };
}

// Each write from its own loopback address, at most 4 per address (the book's throttle allows 5).
let writeCount = 0;
function nextWrite(sessions) {
  const n = writeCount++;
  const slot = Math.floor(n / 4);
  const localAddress = `127.1.${Math.floor(slot / 250)}.${(slot % 250) + 1}`;
  const anonymous = n % 4 === 3;
  const session = anonymous ? sessions.anonymous : sessions.signedIn;
  const text = `Un pensiero affettuoso dal banco di prova, scrittura ${n}`;
  const body = anonymous
    ? {
        name: 'Banco',
        text,
        qrcode: '0001000',
        accountName: 'Banco',
        accountSurname: 'Prova',
        email: `banco.prova+${n}@ricordo.example`,
        terms: true,
      }
    : { name: 'Lucia', text, qrcode: '0001000' };
  return {
    n,
    anonymous,
    localAddress,
    request: {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/json',
        cookie: session.cookie,
        'x-csrf-token': session.csrf,
      },
      body: JSON.stringify(body),
    },
  };
}

const accepted = []; // { n, id, anonymous }
function noteWrite(write, response) {
  if (response.status !== 200) return;
  const { data } = JSON.parse(response.body);
  accepted.push({ n: write.n, id: Number(data.ID), anonymous: write.anonymous, pending: data.pending });
}

// Samples per phase and per kind.
const samples = [];
let phase = 'warm-up';
function record(kind, response) {
  let message;
  if (response.status >= 400 && response.body?.startsWith('{')) {
    try {
      const envelope = JSON.parse(response.body);
      message = `${envelope.errorCode ?? envelope.code ?? ''} ${envelope.message ?? ''}`.trim();
    } catch {
      message = undefined;
    }
  }
  samples.push({
    phase,
    kind,
    at: Date.now(),
    status: response.status,
    ms: response.ms,
    instance: response.headers?.['x-ricordo-instance'],
    message: message ?? response.error,
  });
}

/** `CONCURRENCY` workers, each cycling memorial, deceasedData, memorial, deceasedData, …, a write every 10th. */
function startLoad(base, sessions) {
  let running = true;
  let turn = 0;
  const worker = async () => {
    while (running) {
      const n = turn++;
      if (n % 10 === 9) {
        const write = nextWrite(sessions);
        const response = await send(base, BOOK, write.request);
        noteWrite(write, response);
        record('write', response);
      } else {
        const kind = n % 2 ? 'deceasedData' : 'memorial';
        record(kind, await send(base, kind === 'memorial' ? MEMORIAL : DECEASED_DATA));
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return async () => {
    running = false;
    await Promise.all(workers);
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

function summarise(rows, seconds) {
  const ms = rows.map((row) => row.ms).sort((a, b) => a - b);
  const failed = rows.filter((row) => row.status < 200 || row.status >= 300);
  const statuses = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  const messages = {};
  for (const row of failed) if (row.message) messages[row.message] = (messages[row.message] ?? 0) + 1;
  return {
    requests: rows.length,
    requestsPerSecond: Math.round(rows.length / seconds),
    p50Ms: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    failed: failed.length,
    failedPercent: rows.length ? Math.round((failed.length / rows.length) * 10000) / 100 : null,
    statuses,
    ...(Object.keys(messages).length ? { failureMessages: messages } : {}),
  };
}

function byKind(rows, seconds) {
  const kinds = {};
  for (const kind of ['memorial', 'deceasedData', 'write'])
    kinds[kind] = summarise(
      rows.filter((row) => row.kind === kind),
      seconds,
    );
  return { all: summarise(rows, seconds), ...kinds };
}

/** Polls one instance, on its own port, until a signed-in write is accepted; returns the seconds it took. */
async function writeRecovered(instanceUrl, sessions, since) {
  for (;;) {
    const write = nextWrite(sessions);
    const response = await send(instanceUrl, BOOK, write.request);
    noteWrite(write, response);
    if (response.status === 200) return Math.round((Date.now() - since) / 100) / 10;
    if (Date.now() - since > 3 * RECOVERY_GOAL_S * 1000) return null;
    await sleep(250);
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'ricordo-scale-faults-'));
const database = privateMariadb({ dir: scratch, port: await freePort() });
let cluster;
try {
  log(`private MariaDB in ${scratch}`);
  await database.start();
  if (SCENES.has('lamps')) {
    const lamps = await runLampScenes({
      database,
      scratch,
      seconds: Number(options['lamp-seconds']),
      lamps: Number(options.lamps),
      every: Number(options['lamp-every']),
      grace: Number(options['lamp-grace']),
      log,
    });
    report('scale-faults-lamps', lamps);
    if (!lamps.instanceRemoved.goalMet || !lamps.brokerDown.goalMet) process.exitCode = 1;
  }
  if (SCENES.has('http')) await httpScenes();
} finally {
  keepAlive.destroy();
  await cluster?.stop();
  await database.stop();
  rmSync(scratch, { recursive: true, force: true });
}

async function httpScenes() {
  cluster = await startScaleCluster({ mysqlUrl: database.url('ricordo_bench') });
  const base = cluster.proxyUrl;
  log(`cluster up behind ${base}`);
  const sessions = { signedIn: await session(base), anonymous: await session(base, { anonymous: true }) };
  const load = [];

  // 1. Instance restart under load.
  let stopLoad = startLoad(base, sessions);
  await sleep(5000);
  phase = 'restart';
  const restartStarted = Date.now();
  const loadBefore = loadavg()[0];
  await sleep((SECONDS * 1000) / 4);
  log('stopping instance a');
  const stopAt = Date.now();
  await cluster.stopInstance('a');
  const stopMs = Date.now() - stopAt;
  await sleep(Math.max(0, restartStarted + (SECONDS * 1000) / 2 - Date.now()));
  log('starting instance a');
  const startAt = Date.now();
  await cluster.startInstance('a');
  const startMs = Date.now() - startAt;
  await sleep(Math.max(0, restartStarted + SECONDS * 1000 - Date.now()));
  const restartSeconds = (Date.now() - restartStarted) / 1000;
  load.push(loadBefore, loadavg()[0]);
  phase = 'between';
  await stopLoad();
  const restart = byKind(
    samples.filter((row) => row.phase === 'restart'),
    restartSeconds,
  );
  log(`restart phase: ${JSON.stringify(restart.all)}`);

  // 2. Database outage under load.
  stopLoad = startLoad(base, sessions);
  phase = 'before-outage';
  await sleep(5000);
  log('stopping MariaDB');
  phase = 'outage';
  const outageStarted = Date.now();
  await database.stop();
  const downAt = Date.now();
  await sleep(OUTAGE_S * 1000 - (downAt - outageStarted));
  log('starting MariaDB again');
  await database.start();
  const backAt = Date.now();
  phase = 'recovery';
  const outageSeconds = (backAt - outageStarted) / 1000;
  const recovery = Object.fromEntries(
    await Promise.all(
      cluster.instances.map(async (instance) => [
        instance.id,
        await writeRecovered(instance.url, sessions, backAt),
      ]),
    ),
  );
  log(`instances accept writes again after ${JSON.stringify(recovery)} s`);
  await sleep(5000);
  phase = 'after';
  const afterStarted = Date.now();
  await sleep(10_000);
  const afterSeconds = (Date.now() - afterStarted) / 1000;
  phase = 'done';
  await stopLoad();
  load.push(loadavg()[0]);
  const recoverySeconds = (afterStarted - backAt) / 1000;

  // Seconds from the database's return until writes through the proxy stayed accepted (the last failed write).
  const lastFailedWrite = samples
    .filter((row) => row.kind === 'write' && row.at >= backAt && row.status !== 200)
    .reduce((latest, row) => Math.max(latest, row.at), backAt);

  // 3. Lost writes: every accepted condolence and its outbox row are in the database.
  await sleep(3000);
  const connection = await mysql.createConnection(database.url('ricordo_bench'));
  let lost;
  try {
    const ids = accepted.map((write) => write.id);
    const [rows] = await connection.query('SELECT id, status FROM condolences WHERE id IN (?)', [ids]);
    const found = new Map(rows.map((row) => [row.id, row.status]));
    const anonymous = accepted.filter((write) => write.anonymous);
    const [outbox] = await connection.query('SELECT dedupe_key, status FROM outbox WHERE dedupe_key IN (?)', [
      anonymous.map((write) => `condolence-confirm:${write.id}`),
    ]);
    const outboxKeys = new Set(outbox.map((row) => row.dedupe_key));
    const outboxStatuses = {};
    for (const row of outbox) outboxStatuses[row.status] = (outboxStatuses[row.status] ?? 0) + 1;
    const missing = accepted.filter((write) => !found.has(write.id));
    const wrongStatus = accepted.filter(
      (write) => found.has(write.id) && found.get(write.id) !== (write.anonymous ? 'pending' : 'published'),
    );
    const missingOutbox = anonymous.filter((write) => !outboxKeys.has(`condolence-confirm:${write.id}`));
    lost = {
      acceptedWrites: accepted.length,
      acceptedAnonymous: anonymous.length,
      missingCondolences: missing.length,
      wrongStatus: wrongStatus.length,
      outboxRowsExpected: anonymous.length,
      missingOutboxRows: missingOutbox.length,
      outboxStatuses,
    };
  } finally {
    await connection.end();
  }

  const outageRows = samples.filter((row) => row.phase === 'outage');
  const result = report('scale-faults', {
    concurrency: CONCURRENCY,
    loadAverage: load.map((value) => Math.round(value * 10) / 10),
    restart: {
      seconds: Math.round(restartSeconds),
      instanceStopMs: stopMs,
      instanceStartMs: startMs,
      ...restart,
      goalFailedBelowPercent: 0.5,
      goalMet: restart.all.failedPercent < 0.5,
    },
    databaseOutage: {
      seconds: Math.round(outageSeconds),
      beforeOutage: byKind(
        samples.filter((row) => row.phase === 'before-outage'),
        5,
      ),
      duringOutage: byKind(outageRows, outageSeconds),
      memorialServedFromCache: outageRows.filter((row) => row.kind === 'memorial' && row.status === 200)
        .length,
      recoveryWindow: byKind(
        samples.filter((row) => row.phase === 'recovery'),
        recoverySeconds,
      ),
      after: byKind(
        samples.filter((row) => row.phase === 'after'),
        afterSeconds,
      ),
      secondsUntilWritesAcceptedPerInstance: recovery,
      secondsUntilProxyWritesStayAccepted: Math.round((lastFailedWrite - backAt) / 100) / 10,
      goalRecoverySeconds: RECOVERY_GOAL_S,
      goalMet: Object.values(recovery).every((seconds) => seconds !== null && seconds <= RECOVERY_GOAL_S),
    },
    lostWrites: lost,
  });
  if (
    !result.restart.goalMet ||
    !result.databaseOutage.goalMet ||
    lost.missingCondolences ||
    lost.missingOutboxRows
  )
    process.exitCode = 1;
}

#!/usr/bin/env node
// (e) Smart votive lamps at scale: one backend instance and N simulated lamps (real MQTT clients,
// each with its own credentials) checking in every 60 s on a Mosquitto of the benchmark's own.
//
// Reports, over a steady window:
//   - check-ins/s the backend persisted (the lamps' sequences read back through the API) against the
//     check-ins/s mosquitto_sub alone reads of the same traffic on the same machine (the physical limit),
//     as a ratio;
//   - the delay from a check-in's publication to its state being readable through the API (GET
//     lampadaData as the lamp manager), p50/p99, on a sample of check-ins;
// then a flood (every lamp publishes --flood check-ins back to back): the rate at which mosquitto_sub and
// the backend each get through it, as a ratio.
//
//   node bench/lamps.mjs [--lamps 10000] [--every 60] [--seconds 180] [--flood 3] [--sample 0.01]
//   (needs the backend built: npm run build -w backend; Mosquitto and mosquitto_sub installed)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { percentile, ROOT, waitFor } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const LAMPS = arg('lamps', 10_000);
const EVERY = arg('every', 60);
const SECONDS = arg('seconds', 180);
const FLOOD = arg('flood', 3);
const SAMPLE = arg('sample', 0.01);
const PREFIX = 'bench/lamps';

const dist = join(ROOT, 'backend', 'dist');
if (!existsSync(join(dist, 'modules', 'lamps', 'simulator', 'simulated-lamp.js'))) {
  console.error('backend/dist is missing the lamps: run `npm run build -w backend` first');
  process.exit(1);
}
const require = createRequire(join(dist, 'main.js'));
const { SimulatedLamp } = require('./modules/lamps/simulator/simulated-lamp');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'ricordo-bench-lamps-'));
const children = [];
function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.push(child);
  return child;
}
async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  }
}

// Whatever fails, the broker, the backend and mosquitto_sub go with the benchmark.
for (const event of ['uncaughtException', 'unhandledRejection', 'SIGINT', 'SIGTERM']) {
  process.once(event, async (error) => {
    if (error instanceof Error) console.error(error);
    await stopAll();
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });
}

// 1. The broker: anonymous (the ACL is tested elsewhere), room for every lamp's connection.
const brokerPort = await freePort();
writeFileSync(
  join(work, 'mosquitto.conf'),
  [
    `listener ${brokerPort} 127.0.0.1`,
    `user ${userInfo().username}`,
    'allow_anonymous true',
    'max_queued_messages 1000000',
    'max_inflight_messages 1000',
    // Nothing reads the broker's output: a log line per connection would fill the pipe and stall it.
    'log_dest none',
    '',
  ].join('\n'),
);
start(
  'sh',
  ['-c', `ulimit -n 20000 2>/dev/null; exec /usr/sbin/mosquitto -c ${join(work, 'mosquitto.conf')}`],
  {
    stdio: 'ignore',
  },
);
const mqttUrl = `mqtt://127.0.0.1:${brokerPort}`;
await sleep(500);

// 2. One backend instance, demo data (lampadedemo), a fresh SQLite database (or BENCH_DATABASE_URL).
const port = await freePort();
const dataDir = join(work, 'data');
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  DEMO_MODE: '1',
  LOG_LEVEL: 'error',
  OUTBOX_WORKER: '1',
  MQTT_URL: mqttUrl,
  MQTT_TOPIC_PREFIX: PREFIX,
  MQTT_CLIENT_ID: `bench-${port}`,
  LAMPS_DEMO_SIMULATOR: '0',
  LAMPS_JOB_MS: '1000',
  PAGE_CACHE_SYNC_MS: '0',
};
// 3. The lamps, created for lampadedemo by the simulator's own provisioning (serials and passwords), before
// the backend starts (SQLite takes one writer at a time; this also migrates and seeds the demo data).
const stateFile = join(work, 'lamps.json');
console.log(`creating ${LAMPS} lamps…`);
const provisionStarted = performance.now();
const provision = spawnSync(
  process.execPath,
  [
    join(dist, 'modules', 'lamps', 'simulator', 'simulate.cli.js'),
    '--provision-only',
    '--count',
    String(LAMPS),
    '--state',
    stateFile,
  ],
  { cwd: ROOT, env, stdio: 'inherit' },
);
if (provision.status !== 0) throw new Error('provisioning failed'); // (the handlers above clean up)
const provisionSeconds = (performance.now() - provisionStarted) / 1000;
const stored = JSON.parse(readFileSync(stateFile, 'utf8')).lamps;

const backend = start(process.execPath, [join(dist, 'main.js')], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'pipe'],
});
backend.stderr.on('data', (chunk) => process.stderr.write(chunk));
const api = `http://127.0.0.1:${port}`;
await waitFor(`${api}/api/health/ready`);

// The lamp manager's session, as the panel has it.
async function signIn() {
  const jar = new Map();
  const call = async (path, init = {}) => {
    const headers = { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    // A kept-alive socket the server has just closed resets the first request on it: try again.
    let response;
    for (let attempt = 1; ; attempt += 1) {
      try {
        response = await fetch(`${api}${path}`, { ...init, headers });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        await sleep(100);
      }
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const token = async () => (await (await call('/api/auth/securitytoken')).json()).data._csrf;
  const login = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await token() },
    body: JSON.stringify({ email: 'lampadedemo', password: 'RicordoDemo2026' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const userId = (await login.json()).session.userdata.user_id;
  return { call, userId };
}
const session = await signIn();

/** Every lamp's last sequence, read through the API (lampadeGestoreData, 500 a page). */
async function sequences() {
  const seqs = new Map();
  for (let page = 1; ; page += 1) {
    const response = await session.call(
      `/api/lampade/lampadeGestoreData/${session.userId}?maxResults=500&page=${page}`,
    );
    const { data } = await response.json();
    for (const lamp of data.lampade) seqs.set(lamp.serialeLampada, lamp.ultimaSequenza ?? 0);
    if (!data.nextPage) return seqs;
  }
}

// 4. mosquitto_sub reading the same check-ins (counting lines as they arrive).
const subscriber = start('mosquitto_sub', [
  '-h',
  '127.0.0.1',
  '-p',
  String(brokerPort),
  '-t',
  `${PREFIX}/+/checkin`,
  '-q',
  '1',
  '-F',
  '%t',
]);
let subReceived = 0;
subscriber.stdout.on('data', (chunk) => {
  for (const byte of chunk) if (byte === 10) subReceived += 1;
});

// 5. The lamps: online (connected), checking in every EVERY seconds, started spread over one interval.
let published = 0;
let errors = 0;
const samples = [];
const lamps = stored.map((entry) => {
  const lamp = new SimulatedLamp({
    url: mqttUrl,
    serial: entry.serial,
    password: entry.password,
    topicPrefix: PREFIX,
    behaviour: 'online',
    everySeconds: EVERY,
    drainPerCheckin: 0.01,
  });
  lamp.deceasedId = entry.deceasedId;
  lamp.on('publishing', (checkin) => {
    published += 1;
    if (measuring && Math.random() < SAMPLE) measure({ lamp, seq: checkin.seq, at: performance.now() });
  });
  lamp.on('error', () => (errors += 1));
  return lamp;
});
let measuring = false;
console.log(`connecting ${lamps.length} lamps over ${EVERY} s…`);
for (const lamp of lamps) setTimeout(() => void lamp.start(), Math.random() * EVERY * 1000);

/**
 * One sampled check-in: from just before its publication, lampadaData is read every POLL_MS until it shows
 * the check-in's sequence. Each sample polls on its own (a slow one never holds the others up), and the
 * sample is small, so the measuring adds a few requests a second, not a load of its own.
 */
const POLL_MS = 20;
const polls = new Set();
function measure(sample) {
  const task = (async () => {
    const deadline = sample.at + 120_000;
    while (performance.now() < deadline) {
      const response = await session.call(`/api/lampade/lampadaData/${sample.lamp.deceasedId}`);
      const { data } = await response.json();
      if ((data.lampadaData.ultimaSequenza ?? 0) >= sample.seq) {
        samples.push(performance.now() - sample.at);
        return;
      }
      await sleep(POLL_MS);
    }
    lost += 1;
  })();
  polls.add(task);
  void task.finally(() => polls.delete(task));
}
let lost = 0;

// Warm-up: every lamp connected, its desired state applied, one round of check-ins.
await sleep((EVERY + 10) * 1000);
console.log(`steady window: ${SECONDS} s`);
const before = { seqs: await sequences(), published, sub: subReceived, at: performance.now() };
const loadBefore = loadavg()[0];
measuring = true;
// The delays are measured from this process, which also runs every lamp: its own event-loop lag is part of
// them, so it is reported beside them.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
await sleep(SECONDS * 1000);
loopDelay.disable();
measuring = false;
const after = { published, sub: subReceived, at: performance.now() };
// In-flight check-ins land within the batch interval; then read the sequences back.
await sleep(2000);
const afterSeqs = await sequences();
const windowSeconds = (after.at - before.at) / 1000;
let persisted = 0;
for (const [serial, seq] of afterSeqs) persisted += seq - (before.seqs.get(serial) ?? 0);
const steady = {
  lamps: LAMPS,
  everySeconds: EVERY,
  windowSeconds: round(windowSeconds),
  publishedPerSecond: round((after.published - before.published) / windowSeconds),
  mosquittoSubPerSecond: round((after.sub - before.sub) / windowSeconds),
  backendPersistedPerSecond: round(persisted / windowSeconds),
  delayMs: {
    samples: samples.length,
    lost,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
    max: round(percentile(samples, 100)),
  },
  errors,
  benchEventLoopDelayMs: {
    p50: round(loopDelay.percentile(50) / 1e6),
    p99: round(loopDelay.percentile(99) / 1e6),
    max: round(loopDelay.max / 1e6),
  },
  // Other work on the machine shares its cores: the 1-minute load average around the window.
  loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
};
steady.ratio = round(steady.backendPersistedPerSecond / steady.mosquittoSubPerSecond, 3);
console.log('steady', steady);

// 6. Flood: every lamp publishes FLOOD check-ins back to back; how fast does each reader get through them?
let flood = null;
if (FLOOD > 0) {
  const startSeqs = await sequences();
  const subStart = subReceived;
  const expected = LAMPS * FLOOD;
  const t0 = performance.now();
  await Promise.all(
    lamps.map(async (lamp) => {
      for (let i = 0; i < FLOOD; i += 1) await lamp.checkInNow().catch(() => (errors += 1));
    }),
  );
  const publishedAt = performance.now();
  let subDoneAt = null;
  let backendDoneAt = null;
  const deadline = t0 + 600_000;
  while ((subDoneAt === null || backendDoneAt === null) && performance.now() < deadline) {
    if (subDoneAt === null && subReceived - subStart >= expected) subDoneAt = performance.now();
    if (backendDoneAt === null) {
      const seqs = await sequences();
      let done = 0;
      for (const [serial, seq] of seqs) done += Math.max(0, seq - (startSeqs.get(serial) ?? 0));
      if (done >= expected) backendDoneAt = performance.now();
    }
    await sleep(100);
  }
  flood = {
    checkins: expected,
    publishSeconds: round((publishedAt - t0) / 1000, 2),
    mosquittoSubPerSecond: subDoneAt ? round(expected / ((subDoneAt - t0) / 1000)) : null,
    backendPersistedPerSecond: backendDoneAt ? round(expected / ((backendDoneAt - t0) / 1000)) : null,
  };
  flood.ratio =
    flood.mosquittoSubPerSecond && flood.backendPersistedPerSecond
      ? round(flood.backendPersistedPerSecond / flood.mosquittoSubPerSecond, 3)
      : null;
  console.log('flood', flood);
}

await Promise.all([...polls]);
await Promise.all(lamps.map((lamp) => lamp.stop()));
await stopAll();
rmSync(work, { recursive: true, force: true });

report('lamps', {
  lamps: LAMPS,
  provisionSeconds: round(provisionSeconds),
  steady,
  flood,
  goal: 'one backend instance keeps up with 10 000 lamps checking in every 60 s (ratio ≈ 1 in the steady window)',
});
process.exit(0);

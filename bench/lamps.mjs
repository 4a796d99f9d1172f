#!/usr/bin/env node
// (e) Smart votive lamps at scale: one backend instance and N simulated lamps (real MQTT clients,
// each with its own credentials) checking in every 60 s on Mosquitto brokers of the benchmark's own.
//
// Reports, over a steady window:
//   - check-ins/s the backend persisted (the lamps' sequences read back through the API) against the
//     check-ins/s mosquitto_sub alone reads of the same traffic on the same machine (the physical limit),
//     as a ratio;
//   - the delay from a check-in's publication to its state being readable through the API (GET
//     lampadaData as the lamp manager), p50/p99, on a sample of check-ins;
//   - the CPU each part used (brokers, backend, lamps, mosquitto_sub), read from /proc;
// then a flood (every lamp publishes --flood check-ins back to back, its scheduled ones paused): the rate at
// which mosquitto_sub and the backend each get through it, as a ratio.
//
// Topology (bench/lib/mqtt-brokers.mjs): --brokers 1 is one Mosquitto; B > 1 is B edge brokers holding the
// lamps, each bridged to a central one where the backend and mosquitto_sub subscribe. The lamps run in child
// processes (bench/lib/lamp-fleet-worker.mjs, ≤ 15 000 each, one edge each); the measuring stays here.
//
//   node bench/lamps.mjs [--lamps 10000] [--brokers ceil(lamps/15000)] [--every 60] [--seconds 180]
//     [--flood 3] [--sample 0.01] [--cache DIR] [--pin] [--nice 10]
//   [BENCH_BACKEND_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'] (Node options for the backend alone)
//   [BENCH_BACKEND_LOG=FILE] (the backend's warnings)
//   (needs the backend built: npm run build -w backend; Mosquitto and mosquitto_sub installed)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { cpuSeconds, freePort } from './lib/built-backend.mjs';
import { backendFloodDone, delaySampler, readSequences, signInManager } from './lib/lamp-api.mjs';
import { startFleet } from './lib/lamp-fleet.mjs';
import { startBrokers } from './lib/mqtt-brokers.mjs';
import { percentile, ROOT, waitFor } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
/** Lamps per process and per broker: 20 000 open files at most each (ulimit -Hn), with room to spare. */
const PER_PROCESS = 15_000;
const LAMPS = arg('lamps', 10_000);
const cacheAt = process.argv.indexOf('--cache');
const CACHE = cacheAt > 0 ? process.argv[cacheAt + 1] : null;
const BROKERS = arg('brokers', Math.max(1, Math.ceil(LAMPS / PER_PROCESS)));
const EVERY = arg('every', 60);
const SECONDS = arg('seconds', 180);
const FLOOD = arg('flood', 3);
const SAMPLE = arg('sample', 0.01);
const PREFIX = 'bench/lamps';
const FLEETS = Math.max(BROKERS, Math.ceil(LAMPS / PER_PROCESS));
if (Math.ceil(LAMPS / BROKERS) > 19_000) {
  console.error(`${LAMPS} lamps on ${BROKERS} brokers: one broker holds 19 000 at most (20 000 open files)`);
  process.exit(1);
}

const dist = join(ROOT, 'backend', 'dist');
if (!existsSync(join(dist, 'modules', 'lamps', 'simulator', 'simulated-lamp.js'))) {
  console.error('backend/dist is missing the lamps: run `npm run build -w backend` first');
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

const work = mkdtempSync(join(tmpdir(), 'ricordo-bench-lamps-'));
const children = [];
/**
 * --pin: the backend on the last core, everything that drives it (this process, the lamps, the brokers,
 * mosquitto_sub) on the others (taskset), as in production, where the lamps are not on the server.
 */
const PIN = process.argv.includes('--pin');
const cores = availableParallelism();
if (PIN && cores < 2) {
  console.error('--pin needs two cores at least');
  process.exit(1);
}
const backendCore = String(cores - 1);
const driverCores = cores > 2 ? `0-${cores - 2}` : '0';
if (PIN) spawnSync('taskset', ['-p', '-c', driverCores, String(process.pid)], { stdio: 'ignore' });
/**
 * --nice N (default 10): the niceness of the lamp processes and the edge brokers, which stand for devices and
 * a network that are not on the server in production. On a shared machine they then take the cores that the
 * measured parts (the backend, the central broker, mosquitto_sub) leave, instead of an equal share: at
 * niceness 0 a flood's publishers held the backend process to 0.19–0.33 s of CPU a second while its event
 * loop was never idle (bench/README.md, "The flood on a shared machine"). --nice 0: every process alike.
 */
const NICE = arg('nice', 10);
function start(command, args, options = {}) {
  const { backend: isBackend, generator, ...spawnOptions } = options;
  const core = isBackend ? backendCore : driverCores;
  const [file, argv] = PIN ? ['taskset', ['-c', core, command, ...args]] : [command, args];
  const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  if (generator && NICE > 0) setPriority(child.pid, NICE);
  children.push(child);
  return child;
}
let stopping = false;
async function stopAll() {
  stopping = true;
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    // A backend stuck under a backlog ignored SIGTERM for 46 minutes after a failed 100 000-lamp run.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

// Whatever fails, the brokers, the backend, mosquitto_sub and the lamps go with the benchmark.
for (const event of ['uncaughtException', 'unhandledRejection', 'SIGINT', 'SIGTERM']) {
  // `on`, not `once`: a second failure while stopping (several polls fail together) must not end the process
  // before its children are stopped.
  process.on(event, async (error) => {
    if (error instanceof Error) console.error(error);
    if (stopping) return;
    await stopAll();
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  });
}

// 1. The brokers: one, or B edges bridged to a central one.
const { central, edges } = await startBrokers({ work, brokers: BROKERS, prefix: PREFIX, start });
const mqttUrl = `mqtt://127.0.0.1:${central.port}`;
await sleep(500);

// 2. One backend instance, demo data (lampadedemo), a fresh SQLite database (or BENCH_DATABASE_URL).
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: join(work, 'data'),
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  DEMO_MODE: '1',
  // Errors only (stderr, shown); with BENCH_BACKEND_LOG the warnings too, into that file.
  LOG_LEVEL: process.env.BENCH_BACKEND_LOG ? 'warn' : 'error',
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
// Provisioning 100 000 lamps takes minutes: with --cache DIR (SQLite only) the provisioned data folder and
// state file are kept in DIR/lamps-N and copied from there by the next run of N lamps (same build).
const stateFile = join(work, 'lamps.json');
const cached = CACHE && !env.DATABASE_URL ? join(resolve(CACHE), `lamps-${LAMPS}`) : null;
const provisionStarted = performance.now();
let provisionSeconds = null;
if (cached && existsSync(join(cached, 'lamps.json'))) {
  console.log(`${LAMPS} lamps from ${cached}`);
  cpSync(join(cached, 'data'), env.DATA_DIR, { recursive: true });
  cpSync(join(cached, 'lamps.json'), stateFile);
} else {
  console.log(`creating ${LAMPS} lamps…`);
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
  provisionSeconds = (performance.now() - provisionStarted) / 1000;
  if (cached) {
    rmSync(cached, { recursive: true, force: true });
    cpSync(env.DATA_DIR, join(cached, 'data'), { recursive: true });
    cpSync(stateFile, join(cached, 'lamps.json')); // last: its presence says the copy is whole
  }
}
const stored = JSON.parse(readFileSync(stateFile, 'utf8')).lamps;

// BENCH_BACKEND_NODE_ARGS: options for the backend's Node only (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof',
// which NODE_OPTIONS refuses).
const backendNodeArgs = (process.env.BENCH_BACKEND_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_BACKEND_LOG=FILE: the backend's warnings (stdout) into FILE; its errors (stderr) are shown either way.
const backendLog = process.env.BENCH_BACKEND_LOG ? openSync(process.env.BENCH_BACKEND_LOG, 'w') : 'ignore';
const backend = start(process.execPath, [...backendNodeArgs, join(dist, 'main.js')], {
  backend: true,
  cwd: ROOT,
  env,
  stdio: ['ignore', backendLog, 'pipe'],
});
backend.stderr.on('data', (chunk) => process.stderr.write(chunk));
backend.once('exit', (code, signal) => {
  if (!stopping) console.error(`the backend exited (${code ?? signal})`);
});
const api = `http://127.0.0.1:${port}`;
await waitFor(`${api}/api/health/ready`);

const session = await signInManager(api);
const sampler = delaySampler(session);
const sequences = (pages) => readSequences(session, pages);

// 4. mosquitto_sub reading the same check-ins at the central broker (counting lines as they arrive).
const subscriber = start('mosquitto_sub', [
  '-h',
  '127.0.0.1',
  '-p',
  String(central.port),
  '-t',
  `${PREFIX}/+/checkin`,
  '-q',
  '1',
  '-F',
  '%t',
]);
let subReceived = 0;
let subTarget = Infinity;
let subDoneAt = null;
let lastLines = ''; // the end of what it printed: the flood's last check-ins' topics
subscriber.stdout.on('data', (chunk) => {
  for (const byte of chunk) if (byte === 10) subReceived += 1;
  if (subDoneAt !== null || subTarget === Infinity) return;
  lastLines = (lastLines + chunk.toString('latin1')).slice(-4000);
  if (subReceived >= subTarget) subDoneAt = performance.now();
});

// 5. The lamps, in FLEETS child processes (each on its edge broker): online (connected), checking in every
// EVERY seconds, started spread over one interval.
let measuring = false;
const fleet = await startFleet({
  count: FLEETS,
  lamps: LAMPS,
  edges,
  stateFile,
  prefix: PREFIX,
  every: EVERY,
  sample: SAMPLE,
  start,
  onSample: (message) => {
    const { deceasedId } = stored[message.index];
    if (measuring) sampler.measure({ deceasedId, seq: message.seq, at: message.at - performance.timeOrigin });
  },
});
const { tell, counts } = fleet;
const brokersText = BROKERS > 1 ? `${BROKERS} edge brokers bridged to a central one` : 'one broker';
console.log(
  `connecting ${LAMPS} lamps over ${EVERY} s (${FLEETS} lamp process${FLEETS > 1 ? 'es' : ''}, ${brokersText})…`,
);
await tell({ type: 'start' }, 'started');

/** CPU seconds so far of each part (/proc), to tell what the brokers, the bridges and the rest cost. */
const parts = {
  centralBroker: [central.pid],
  edgeBrokers: BROKERS > 1 ? edges.map((edge) => edge.pid) : [],
  backend: [backend.pid],
  lampProcesses: fleet.pids,
  mosquittoSub: [subscriber.pid],
};
function cpu() {
  const total = (pids) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return Object.fromEntries(Object.entries(parts).map(([name, pids]) => [name, total(pids)]));
}
/** Per part, the share of one core used between two cpu() readings, and the brokers' CPU per check-in. */
function cpuFigures(before, after, seconds, checkins) {
  const percent = Object.fromEntries(
    Object.keys(before).map((name) => [name, round(((after[name] - before[name]) / seconds) * 100)]),
  );
  const brokers = after.centralBroker - before.centralBroker + after.edgeBrokers - before.edgeBrokers;
  return { percentOfOneCore: percent, brokerCpuMsPerCheckin: round((brokers * 1000) / checkins, 3) };
}

// Warm-up: every lamp connected, its desired state applied, one round of check-ins.
await sleep((EVERY + 10) * 1000);
console.log(`steady window: ${SECONDS} s`);
const beforeRead = await sequences();
const before = { ...(await counts()), sub: subReceived, cpu: cpu(), at: performance.now() };
const loadBefore = loadavg()[0];
measuring = true;
await tell({ type: 'measure', on: true });
// The delays are measured from this process: its own event-loop lag is part of them, so it is reported
// beside them (and the lamp processes' own, whose lag delays the publication itself).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
await sleep(SECONDS * 1000);
loopDelay.disable();
measuring = false;
const after = { ...(await counts()), sub: subReceived, cpu: cpu(), at: performance.now() };
await tell({ type: 'measure', on: false });
// In-flight check-ins land within the batch interval; then read the sequences back.
await sleep(2000);
const afterRead = await sequences();
const windowSeconds = (after.at - before.at) / 1000;
const backendWindowSeconds = (afterRead.middle - beforeRead.middle) / 1000;
let persisted = 0;
for (const [serial, seq] of afterRead.seqs) persisted += seq - (beforeRead.seqs.get(serial) ?? 0);
const steady = {
  lamps: LAMPS,
  brokers: BROKERS,
  lampProcesses: FLEETS,
  everySeconds: EVERY,
  windowSeconds: round(windowSeconds),
  backendWindowSeconds: round(backendWindowSeconds),
  publishedPerSecond: round((after.published - before.published) / windowSeconds),
  mosquittoSubPerSecond: round((after.sub - before.sub) / windowSeconds),
  backendPersistedPerSecond: round(persisted / backendWindowSeconds),
  delayMs: {
    samples: sampler.delays.length,
    lost: sampler.lost(),
    p50: round(percentile(sampler.delays, 50)),
    p99: round(percentile(sampler.delays, 99)),
    max: round(percentile(sampler.delays, 100)),
  },
  errors: after.errors,
  benchEventLoopDelayMs: {
    p50: round(loopDelay.percentile(50) / 1e6),
    p99: round(loopDelay.percentile(99) / 1e6),
    max: round(loopDelay.max / 1e6),
  },
  lampProcessEventLoopP99Ms: after.loopP99Ms,
  lampProcessRssMb: after.rssMb,
  cpu: cpuFigures(before.cpu, after.cpu, windowSeconds, after.sub - before.sub),
  // Other work on the machine shares its cores: the 1-minute load average around the window.
  loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
};
steady.ratio = round(steady.backendPersistedPerSecond / steady.mosquittoSubPerSecond, 3);
console.log('steady', JSON.stringify(steady, null, 1));

// 6. Flood: every lamp publishes FLOOD check-ins back to back, its scheduled ones paused so that the flood
// alone is counted; how fast does each reader get through them?
let flood = null;
if (FLOOD > 0) {
  await tell({ type: 'pause' });
  await sleep(2000); // check-ins in flight land
  const startRead = await sequences();
  const expected = LAMPS * FLOOD;
  const cpuStart = cpu();
  let cpuAtLastShown = null;
  subTarget = subReceived + expected;
  const t0 = performance.now();
  const flooded = await tell({ type: 'flood', checkins: FLOOD }, 'flooded');
  const publishedAt = performance.now();
  // A check-in that failed (a lamp disconnected) is never published: no lamp waits for it.
  const floodErrors = flooded.reduce((total, answer) => total + answer.errors, 0) - after.errors;
  while (subDoneAt === null && performance.now() < t0 + 600_000) await sleep(20);
  const {
    at: backendDoneAt,
    timedBy,
    short,
    shortSample,
  } = await backendFloodDone({
    session,
    lamps: stored,
    startSeqs: startRead.seqs,
    flood: FLOOD,
    missing: floodErrors,
    lastTopics: lastLines.split('\n').slice(-51, -1),
    deadline: t0 + 600_000,
    // The CPU of the flood itself: the read of every lamp that confirms it comes after.
    onLastShown: () => (cpuAtLastShown = { cpu: cpu(), at: performance.now() }),
  });
  flood = {
    checkins: expected,
    publishSeconds: round((publishedAt - t0) / 1000, 2),
    mosquittoSubPerSecond: subDoneAt ? round(expected / ((subDoneAt - t0) / 1000)) : null,
    backendPersistedPerSecond: backendDoneAt ? round(expected / ((backendDoneAt - t0) / 1000)) : null,
    backendTimedBy: timedBy,
    ...(backendDoneAt ? {} : { lampsShortAtDeadline: short, shortSample }),
    errors: floodErrors,
    cpu: cpuAtLastShown
      ? cpuFigures(cpuStart, cpuAtLastShown.cpu, (cpuAtLastShown.at - t0) / 1000, expected)
      : cpuFigures(cpuStart, cpu(), (performance.now() - t0) / 1000, expected),
    cpuUntil: cpuAtLastShown ? 'last lamps shown' : 'every lamp read',
  };
  flood.ratio =
    flood.mosquittoSubPerSecond && flood.backendPersistedPerSecond
      ? round(flood.backendPersistedPerSecond / flood.mosquittoSubPerSecond, 3)
      : null;
  console.log('flood', JSON.stringify(flood, null, 1));
}

await sampler.settled();
await tell({ type: 'stop' }, 'stopped');
await stopAll();
rmSync(work, { recursive: true, force: true });

report('lamps', {
  lamps: LAMPS,
  brokers: BROKERS,
  pinned: PIN ? { backend: backendCore, others: driverCores } : null,
  generatorNice: NICE,
  provisionSeconds: round(provisionSeconds), // null: copied from --cache
  steady,
  flood,
  goal: 'one backend instance keeps up with 100 000 lamps checking in every 60 s: persisted ≥ 0.95 × mosquitto_sub, delay p99 < 2 s, flood ratio ≥ 0.9',
});
process.exit(0);

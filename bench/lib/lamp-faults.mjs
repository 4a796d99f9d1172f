// The lamp scenes of bench/scale-faults.mjs (lamps never raise an alarm for our own faults:
// docs/contracts.md "Faults, candles, demo"). Two built backend instances on one database (the benchmark's
// private MariaDB) and a Mosquitto of the scene's own; `lamps` simulated lamps (simulate.cli, a process of
// their own) checking in every `every` seconds, plus one control lamp that never checks in. Each lamp's
// window is `every` + `grace` seconds.
//   A. instance removed for good: instance a gets SIGKILL (a process that dies: no DISCONNECT) and is not
//      started again for `seconds`. Every check-in published meanwhile (read by mosquitto_sub) must be
//      applied (its sequence seen in the database, polled every 250 ms), and no simulated lamp 'In anomalia'.
//      The control lamp's window is opened at the kill: when it is marked shows the job kept judging.
//   B. broker down: a is started again; Mosquitto gets SIGTERM for `seconds`, then starts again on its
//      persistence. No simulated lamp 'In anomalia' at any time; after the return, the seconds until each
//      lamp's state is right again (a check-in applied, not 'In anomalia'), goal ≤ one window; the control
//      lamp (silent since before the outage) 'In anomalia' only one full window after the return.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { ROOT } from '../../deploy/lib/apps.mjs';
import { startBackendInstance } from '../../deploy/lib/backend-instance.mjs';
import { freePort } from '../../deploy/lib/nginx-site.mjs';

const PREFIX = 'bench/lamps';
const DIST = join(ROOT, 'backend', 'dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

function accepting(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/** A Mosquitto with persistence in `dir`; start() resolves once it accepts connections. */
function broker(dir, port) {
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      `listener ${port} 127.0.0.1`,
      `user ${userInfo().username}`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 1000000',
      'log_dest none',
      '',
    ].join('\n'),
  );
  let child = null;
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn('/usr/sbin/mosquitto', ['-c', config], { stdio: 'ignore' });
      while (!(await accepting(port))) await sleep(50);
    },
    stop: () => stopChild(child),
  };
}

/** mosquitto_sub on every check-in: the (serial, seq, at) of each one published. */
function checkinWatcher(port) {
  const published = [];
  let child = null;
  const start = () => {
    child = spawn(
      'mosquitto_sub',
      ['-h', '127.0.0.1', '-p', String(port), '-t', `${PREFIX}/+/checkin`, '-q', '1'].concat(['-F', '%t %p']),
    );
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const at = line.indexOf(' ');
        try {
          published.push({
            serial: line.slice(0, at).split('/')[2],
            seq: JSON.parse(line.slice(at + 1)).seq,
            at: Date.now(),
          });
        } catch {
          // not a check-in
        }
      }
    });
  };
  start();
  return {
    published,
    restart: async () => {
      await stopChild(child);
      start();
    },
    stop: () => stopChild(child),
  };
}

/** Polls the lamps every 250 ms: every sequence seen applied, and when each lamp was seen 'In anomalia'. */
function lampPoller(connection) {
  const applied = new Map(); // serial → Set of seq
  const anomalies = []; // { serial, at }
  const latest = new Map(); // serial → row
  let running = true;
  const done = (async () => {
    while (running) {
      const [rows] = await connection.query('SELECT serial, last_seq, anomaly, anomaly_reason FROM lamps');
      const now = Date.now();
      for (const row of rows) {
        const seq = row.last_seq === null ? null : Number(row.last_seq);
        if (!applied.has(row.serial)) applied.set(row.serial, new Set());
        if (seq !== null) applied.get(row.serial).add(seq);
        const before = latest.get(row.serial);
        if (row.anomaly && !before?.anomaly)
          anomalies.push({ serial: row.serial, at: now, reason: row.anomaly_reason });
        latest.set(row.serial, { seq, anomaly: row.anomaly, at: now });
      }
      await sleep(250);
    }
  })();
  return {
    applied,
    anomalies,
    latest,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

export async function runLampScenes({ database, scratch, seconds, lamps, every, grace, log }) {
  const dir = join(scratch, 'lamps');
  mkdirSync(dir, { recursive: true });
  // The instances' logs outlive the scratch folder.
  const logDir = join(tmpdir(), 'ricordo-lamp-faults-logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const windowS = every + grace;
  const mqtt = broker(dir, await freePort());
  await mqtt.start();
  const admin = await mysql.createConnection(database.url(''));
  await admin.query('DROP DATABASE IF EXISTS ricordo_lamps');
  await admin.query('CREATE DATABASE ricordo_lamps CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  const env = {
    DATABASE_URL: database.url('ricordo_lamps'),
    DATA_DIR: join(dir, 'data'),
    DEMO_MODE: '1',
    LOG_LEVEL: 'warn',
    // The scheduled jobs (the missed-check-in job among them) run where the worker runs.
    OUTBOX_WORKER: '1',
    PAGE_CACHE_SYNC_MS: '0',
    MQTT_URL: mqtt.url,
    MQTT_TOPIC_PREFIX: PREFIX,
    LAMPS_JOB_MS: '1000',
    LAMPS_GRACE_SECONDS: String(grace),
    LAMPS_DEMO_SIMULATOR: '0',
  };
  const state = join(dir, 'lamps.json');
  const cli = join(DIST, 'modules', 'lamps', 'simulator', 'simulate.cli.js');
  log(`provisioning ${lamps} lamps and a control lamp`);
  const provision = spawnSync(
    process.execPath,
    [cli, '--provision-only', '--count', String(lamps + 1), '--state', state],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, MQTT_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (provision.status !== 0) throw new Error('provisioning failed');
  const simulated = new Set(
    JSON.parse(readFileSync(state, 'utf8'))
      .lamps.slice(0, lamps)
      .map((lamp) => lamp.serial),
  );
  const db = await mysql.createConnection({ uri: database.url('ricordo_lamps'), timezone: 'Z' });
  await db.query('UPDATE lamps SET seconds_next_connection = ?', [every]);
  const [[control]] = await db.query('SELECT serial FROM lamps ORDER BY id DESC LIMIT 1');

  const children = new Map();
  const launch = async (id) => {
    const port = await freePort();
    const { child, ready } = startBackendInstance({
      port,
      instanceId: id,
      env: { ...env, MQTT_CLIENT_ID: `bench-lamps-${id}` },
      stdio: [
        'ignore',
        openSync(join(logDir, `instance-${id}.log`), 'a'),
        openSync(join(logDir, `instance-${id}.log`), 'a'),
      ],
    });
    children.set(id, child);
    await ready;
  };
  let simulator = null;
  const simulate = () => {
    simulator = spawn(
      process.execPath,
      [
        cli,
        '--count',
        String(lamps),
        '--state',
        state,
        '--mqtt',
        mqtt.url,
        '--prefix',
        PREFIX,
        '--every',
        String(every),
      ],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'ignore'] },
    );
  };
  const watcher = checkinWatcher(mqtt.port);
  const poller = lampPoller(db);
  const falseAlarms = (from, to = Infinity) =>
    poller.anomalies.filter((a) => simulated.has(a.serial) && a.at >= from && a.at <= to).length;
  try {
    await launch('a');
    await launch('b');
    simulate();
    log(`lamp scenes: ${lamps} lamps every ${every} s, window ${windowS} s; warming up for two windows`);
    await sleep(2 * windowS * 1000);

    // A. Instance a dies.
    /** The control lamp as if it had just checked in, silent from now on: due `dueS` seconds from now. */
    const resetControl = (dueS) =>
      db.query(
        'UPDATE lamps SET anomaly = 0, anomaly_reason = NULL, anomaly_since = NULL, check_due_at = ? WHERE serial = ?',
        [new Date(Date.now() + dueS * 1000), control.serial],
      );
    const jobLocks = async () => {
      const [rows] = await db.query(
        "SELECT name, locked_by, locked_until FROM job_locks WHERE name LIKE 'lamp-%'",
      );
      return rows.map((row) => ({ name: row.name, lockedBy: row.locked_by, lockedUntil: row.locked_until }));
    };
    const killedAt = Date.now();
    log('lamp scene A: instance a killed (SIGKILL), not restarted');
    await stopChild(children.get('a'), 'SIGKILL');
    await resetControl(windowS);
    await sleep(seconds * 1000);
    const endA = Date.now();
    await sleep(3000); // the last check-ins' writes
    const publishedA = watcher.published.filter(
      (c) => c.at >= killedAt && c.at <= endA && simulated.has(c.serial),
    );
    const missedA = publishedA.filter((c) => !poller.applied.get(c.serial)?.has(c.seq));
    const controlA = poller.anomalies.find((a) => a.serial === control.serial && a.at >= killedAt);
    const sceneA = {
      seconds: Math.round((endA - killedAt) / 1000),
      controlLampMarkedSecondsAfterKill: controlA ? round((controlA.at - killedAt) / 1000) : null,
      jobLocksAtEnd: await jobLocks(),
      checkinsPublished: publishedA.length,
      checkinsApplied: publishedA.length - missedA.length,
      checkinsLost: missedA.length,
      falseAnomalies: falseAlarms(killedAt - 2 * windowS * 1000),
      goalMet: publishedA.length > 0 && missedA.length === 0 && falseAlarms(0) === 0,
    };
    log(`lamp scene A: ${JSON.stringify(sceneA)}`);

    // B. The broker is down.
    await launch('a');
    // Due half a window into the outage.
    await resetControl(1.5 * windowS);
    await sleep(windowS * 1000);
    log('lamp scene B: broker stopped');
    const downAt = Date.now();
    await mqtt.stop();
    await sleep(seconds * 1000);
    const seqAtReturn = new Map([...poller.latest].map(([serial, row]) => [serial, row.seq]));
    await mqtt.start();
    const upAt = Date.now();
    await watcher.restart();
    log('lamp scene B: broker back');
    const rightAt = new Map();
    while (Date.now() - upAt < (2 * windowS + 5) * 1000) {
      for (const [serial, row] of poller.latest) {
        if (!simulated.has(serial) || rightAt.has(serial)) continue;
        if (row.seq !== null && row.seq > (seqAtReturn.get(serial) ?? 0) && !row.anomaly)
          rightAt.set(serial, row.at);
      }
      await sleep(250);
    }
    const rightSeconds = [...rightAt.values()].map((at) => (at - upAt) / 1000).sort((x, y) => x - y);
    const controlMarked = poller.anomalies.find((a) => a.serial === control.serial && a.at >= downAt);
    // Lamps not right within the observation: did they publish after the return (mosquitto_sub)?
    const notRight = [...poller.latest.keys()]
      .filter((serial) => simulated.has(serial) && !rightAt.has(serial))
      .map((serial) => {
        const after = watcher.published.filter((c) => c.serial === serial && c.at >= upAt);
        return {
          serial,
          seqAtReturn: seqAtReturn.get(serial),
          seqNow: poller.latest.get(serial)?.seq,
          publishedAfterReturn: after.map((c) => ({ seq: c.seq, seconds: round((c.at - upAt) / 1000) })),
          markedSecondsAfterReturn: round(
            ((poller.anomalies.find((a) => a.serial === serial && a.at >= upAt)?.at ?? NaN) - upAt) / 1000,
          ),
        };
      });
    const sceneB = {
      notRight,
      seconds: Math.round((upAt - downAt) / 1000),
      windowSeconds: windowS,
      falseAnomaliesDuringOutage: falseAlarms(downAt, upAt),
      falseAnomaliesAfterReturn: falseAlarms(upAt),
      lampsRightAfterReturn: rightAt.size,
      lampsSimulated: lamps,
      secondsUntilRightP50: round(rightSeconds[Math.floor(rightSeconds.length / 2)] ?? null),
      secondsUntilRightMax: round(rightSeconds.at(-1) ?? null),
      controlLampMarkedSecondsAfterReturn: controlMarked ? round((controlMarked.at - upAt) / 1000) : null,
      jobLocksAtEnd: await jobLocks(),
    };
    sceneB.goalMet =
      sceneB.falseAnomaliesDuringOutage === 0 &&
      sceneB.falseAnomaliesAfterReturn === 0 &&
      rightAt.size === lamps &&
      sceneB.secondsUntilRightMax <= windowS &&
      sceneB.controlLampMarkedSecondsAfterReturn !== null &&
      sceneB.controlLampMarkedSecondsAfterReturn >= windowS;
    log(`lamp scene B: ${JSON.stringify(sceneB)}`);
    log(`instance logs in ${logDir}`);
    return { lamps, everySeconds: every, graceSeconds: grace, instanceRemoved: sceneA, brokerDown: sceneB };
  } finally {
    await poller.stop();
    await db.end();
    await stopChild(simulator);
    await watcher.stop();
    for (const child of children.values()) await stopChild(child);
    await mqtt.stop();
  }
}

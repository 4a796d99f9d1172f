#!/usr/bin/env node
// Ricordo scaled out on one machine (DESIGN "Scale"): two built backend instances on one
// MariaDB database, sharing the data folder (media) and the publish dir, each running the outbox worker
// and the scheduled jobs, behind Debian's nginx with deploy/nginx/ricordo.conf on a free loopback port;
// mail goes to the loopback SMTP sink of the browser tests. Used by playwright.scale.config.ts, or by hand:
//   node e2e/support/scale-cluster.mjs     (prints the addresses; Ctrl-C stops everything)
// SCALE_MYSQL_URL (default mysql://root@127.0.0.1:3306/ricordo_scale) names the database, which is dropped
// and created again at every start. Instance logs are kept in e2e/.tmp/scale/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { buildVersion, REMOTE_APPS, remoteBuildDir, remoteName, ROOT } from '../../deploy/lib/apps.mjs';
import { startBackendInstance } from '../../deploy/lib/backend-instance.mjs';
import { freePort, startNginxSite, waitFor } from '../../deploy/lib/nginx-site.mjs';
import { publish } from '../../deploy/lib/registry.mjs';

export const SCALE_LOG_DIR = join(ROOT, 'e2e', '.tmp', 'scale');
const DEFAULT_MYSQL_URL = 'mysql://root@127.0.0.1:3306/ricordo_scale';

/** Drops and creates the database of `url` (the server's root account, as the tests' MariaDB). */
async function freshDatabase(url) {
  const { pathname } = new URL(url);
  const name = pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await mysql.createConnection(server.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

function stopChild(child, ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the cluster. `pageCacheSyncMs` and `lampJobMs` are short so a test sees the sync and the jobs
 * within seconds. Resolves with the addresses and `stop()`, which ends every process it started.
 */
export async function startScaleCluster({
  mysqlUrl = process.env.SCALE_MYSQL_URL ?? DEFAULT_MYSQL_URL,
  pageCacheSyncMs = 1000,
  lampJobMs = 1000,
} = {}) {
  const prefix = mkdtempSync(join(tmpdir(), 'ricordo-scale-'));
  mkdirSync(SCALE_LOG_DIR, { recursive: true });
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    const [proxyPort, portA, portB, smtpPort, smtpHttpPort] = await Promise.all(
      Array.from({ length: 5 }, freePort),
    );
    const smtp = spawn(process.execPath, [join(ROOT, 'e2e/support/smtp-sink.mjs')], {
      env: { ...process.env, E2E_SMTP_PORT: String(smtpPort), E2E_SMTP_HTTP_PORT: String(smtpHttpPort) },
      stdio: 'ignore',
    });
    children.push(smtp);
    await waitFor(`http://127.0.0.1:${smtpHttpPort}/health`, 10_000);

    // The remotes as the proxy serves them (nginx root <prefix>/data, PUBLISH_DIR <prefix>/data/remotes).
    const dataRoot = join(prefix, 'data');
    const publishDir = join(dataRoot, 'remotes');
    for (const app of REMOTE_APPS) {
      const version = buildVersion(app, {});
      publish({ publishDir, name: remoteName(app), version, buildDir: remoteBuildDir(app, version) });
    }
    await freshDatabase(mysqlUrl);

    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env = {
      DATABASE_URL: mysqlUrl,
      DEMO_MODE: '1',
      DATA_DIR: join(prefix, 'shared'),
      PUBLISH_DIR: publishDir,
      PUBLIC_URL: proxyUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_WORKER: '1',
      OUTBOX_POLL_MS: '200',
      PAGE_CACHE_SYNC_MS: String(pageCacheSyncMs),
      LAMPS_JOB_MS: String(lampJobMs),
      // The machine's broker (.ci/run starts it): missed check-ins are judged only while an instance hears
      // the lamps.
      MQTT_URL: process.env.SCALE_MQTT_URL ?? 'mqtt://127.0.0.1:1883',
      // No simulated demo lamp: its check-ins (every LAMPS_DEMO_EVERY_SECONDS, from each instance) would end
      // the anomaly the job test makes on that lamp, and two instances would each rotate its credential.
      LAMPS_DEMO_SIMULATOR: '0',
    };
    const instances = [];
    const running = new Map();
    /** Starts instance `id` on `port` (its log appended to after a restart); resolves once it is ready. */
    const launch = async (id, port, flags) => {
      const log = openSync(join(SCALE_LOG_DIR, `instance-${id}.log`), flags);
      const { child, ready } = startBackendInstance({
        port,
        instanceId: id,
        env,
        stdio: ['ignore', log, log],
      });
      children.push(child);
      running.set(id, child);
      await ready;
    };
    // One after the other: the first creates the schema and the demo data, the second finds them there.
    for (const [id, port] of [
      ['a', portA],
      ['b', portB],
    ]) {
      await launch(id, port, 'w');
      instances.push({ id, port, url: `http://127.0.0.1:${port}`, startedAt: new Date() });
    }
    const instanceOf = (id) => {
      const instance = instances.find((candidate) => candidate.id === id);
      if (!instance) throw new Error(`no instance ${id}`);
      return instance;
    };
    // For fault benchmarks (bench/scale-faults.mjs): one instance stopped (SIGTERM) and started again.
    const stopInstance = async (id) => {
      instanceOf(id);
      const child = running.get(id);
      running.delete(id);
      if (child) await stopChild(child);
    };
    const startInstance = async (id) => {
      const instance = instanceOf(id);
      if (running.has(id)) throw new Error(`instance ${id} is running`);
      await launch(id, instance.port, 'a');
      instance.startedAt = new Date();
    };

    const nginx = await startNginxSite({
      prefix: join(prefix, 'nginx'),
      listen: proxyPort,
      backendPorts: [portA, portB],
      dataRoot,
    });
    children.push(nginx.child);
    return {
      proxyUrl,
      instances,
      smtpApi: `http://127.0.0.1:${smtpHttpPort}`,
      mysqlUrl,
      logDir: SCALE_LOG_DIR,
      pageCacheSyncMs,
      lampJobMs,
      stopInstance,
      startInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startScaleCluster();
  console.log(`proxy ${cluster.proxyUrl}`);
  for (const instance of cluster.instances) console.log(`instance ${instance.id} ${instance.url}`);
  console.log(`smtp sink ${cluster.smtpApi}/messages, logs in ${SCALE_LOG_DIR}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => cluster.stop().then(() => process.exit(0)));
}

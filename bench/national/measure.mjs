// Measures the pages, lists and jobs of Ricordo on the national data set (generate.mjs first): the backend
// (backend/dist) runs in this process on that database and answers over HTTP as each role; every case is
// timed (p50, p95 of sequential runs after a warm-up), and the SQL it sent — captured from TypeORM's logger
// — is run alone on the same server as the physical floor, with its EXPLAIN written to
// bench/national/plans/<case>.txt. Jobs are called through their services. Scheduled jobs are held by their
// own locks while the lists are measured, so nothing else runs. Writes bench/results/national-scale.json.
//
//   npm run build -w backend
//   node bench/national/measure.mjs [--database ricordo_national] [--runs 20] [--only name,...]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { round, signIn } from '../lib/built-backend.mjs';
import { percentile } from '../lib/platform.mjs';
import { BASE } from './data-set.mjs';
import { CASES, JOBS } from './cases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const { createApp } = requireBackend('./dist/app.factory.js');
const { loadConfig } = requireBackend('./dist/config/app-config.js');
const { getDataSourceToken } = requireBackend('@nestjs/typeorm');

const { values: args } = parseArgs({
  options: {
    server: { type: 'string', default: 'mysql://root@127.0.0.1:3306' },
    database: { type: 'string', default: 'ricordo_national' },
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: '3710' },
    only: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = 2;
const PLANS = join(ROOT, 'bench', 'national', 'plans');

/** The names the built backend's jobs lock by (`runExclusive('name', …)`). */
function scheduledJobNames(dist) {
  const names = new Set();
  for (const file of readdirSync(dist, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    for (const match of readFileSync(join(dist, String(file)), 'utf8').matchAll(
      /runExclusive\(\s*'([a-z0-9-]+)'/g,
    ))
      names.add(match[1]);
  }
  return [...names];
}

/** A signed-in (or anonymous) visitor: cookies kept between calls, the CSRF token for POSTs. */
class Session {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }
  async call(path, init = {}) {
    const headers = {
      ...(init.headers ?? {}),
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const response = await fetch(`${this.base}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  async json(path) {
    const response = await this.call(path);
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  }
  async signIn(username) {
    for (const pair of (await signIn(this.base, username)).split('; ')) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return this;
  }
}

async function main() {
  const databaseUrl = new URL(args.server.replace(/^mariadb:/, 'mysql:'));
  databaseUrl.pathname = `/${args.database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-national-measure-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    DEMO_MODE: '1',
    LAMPS_DEMO_SIMULATOR: '0',
    OUTBOX_WORKER: '0',
    LOG_LEVEL: 'error',
    PORT: args.port,
    HOST: '127.0.0.1',
  });
  const app = await createApp(config, { logger: false });
  const dataSource = app.get(getDataSourceToken());
  // Every scheduled job finds its lock held: the measured calls run alone. The names are read from the built
  // code (each job's runExclusive('name', …)), so a job added later is held too.
  const jobNames = scheduledJobNames(join(ROOT, 'backend', 'dist'));
  const holdJobs = async (until) => {
    for (const name of jobNames)
      await dataSource.query(
        `INSERT INTO job_locks (name, locked_by, locked_until) VALUES (?, 'bench', ?)
         ON DUPLICATE KEY UPDATE locked_by = 'bench', locked_until = VALUES(locked_until)`,
        [name, until],
      );
  };
  await holdJobs(new Date(Date.now() + 6 * 3600_000));
  await app.listen(Number(args.port), '127.0.0.1');
  const base = `http://127.0.0.1:${args.port}`;

  // The SQL of the call being timed (only while `capturing`: the floor's own queries are not captured).
  let captured = [];
  let capturing = false;
  const quiet = () => undefined;
  dataSource.logger = {
    logQuery: (query, parameters) => {
      if (capturing && /^\s*SELECT/i.test(query)) captured.push({ query, parameters: parameters ?? [] });
    },
    logQueryError: quiet,
    logQuerySlow: quiet,
    logSchemaBuild: quiet,
    logMigration: quiet,
    log: quiet,
  };

  const sessions = {
    visitor: new Session(base),
    admin: await new Session(base).signIn('adminricordo'),
    funeralHome: await new Session(base).signIn('onoranze1'),
    lampManager: await new Session(base).signIn('lampade1'),
  };
  await sessions.visitor.json('/api/auth/securitytoken');
  const context = { base: BASE, lampManagerUserId: BASE.lampManagerUser + 1, sessions };

  /** The captured statements run alone `RUNS` times each: the floor under the HTTP answer. */
  const floorOf = async (statements, runs) => {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      for (const statement of statements) await dataSource.query(statement.query, statement.parameters);
      times.push(performance.now() - start);
    }
    return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
  };
  const writePlan = async (name, statements) => {
    const lines = [];
    for (const statement of statements) {
      lines.push(
        statement.query.replace(/\s+/g, ' '),
        `-- parameters: ${JSON.stringify(statement.parameters)}`,
      );
      try {
        const rows = await dataSource.query(`EXPLAIN ${statement.query}`, statement.parameters);
        for (const row of rows)
          lines.push(
            `   ${row.table ?? ''} type=${row.type} key=${row.key ?? '-'} rows=${row.rows} ${row.Extra ?? ''}`,
          );
      } catch (error) {
        lines.push(`   (no plan: ${error.message})`);
      }
      lines.push('');
    }
    // 'admin:audit:last' → admin--audit--last.txt (no ':' in file names, for every file system).
    writeFileSync(join(PLANS, `${name.replace(/:/g, '--')}.txt`), `${lines.join('\n')}\n`);
  };

  mkdirSync(PLANS, { recursive: true });
  const only = args.only ? new Set(args.only.split(',')) : null;
  const results = [];
  for (const item of CASES) {
    if (only && !only.has(item.name)) continue;
    const session = sessions[item.role];
    const paths = await item.paths(context);
    const times = [];
    let statements = [];
    let failure = null;
    // A case far over its goal (a call over 2 s) is timed 3 times, not RUNS: its figure is clear enough.
    let runs = RUNS;
    try {
      for (let run = 0; run < WARMUP + runs; run += 1) {
        captured = [];
        const path = paths[run % paths.length];
        capturing = true;
        const start = performance.now();
        const response = await session.call(path);
        await response.arrayBuffer();
        const elapsed = performance.now() - start;
        capturing = false;
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        if (run >= WARMUP) times.push(elapsed);
        else if (elapsed > 2000) runs = Math.min(runs, 3);
        statements = captured;
      }
    } catch (error) {
      failure = error.message;
    }
    const entry = {
      name: item.name,
      group: item.group,
      role: item.role,
      path: paths[0],
      budgetMs: item.budgetMs,
    };
    if (failure) entry.error = failure;
    else {
      entry.p50 = round(percentile(times, 50));
      entry.p95 = round(percentile(times, 95));
      entry.statements = statements.length;
      entry.runs = runs;
      entry.sqlAlone = await floorOf(statements, runs);
      entry.goalMet = entry.p95 <= item.budgetMs;
      await writePlan(item.name, statements);
    }
    results.push(entry);
    console.log(
      failure
        ? `${item.name}: FAILED ${failure}`
        : `${item.name}: p50 ${entry.p50} ms, p95 ${entry.p95} ms (SQL alone p95 ${entry.sqlAlone.p95} ms, ${entry.statements} statements)${!entry.goalMet ? '  OVER ' + item.budgetMs + ' ms' : ''}`,
    );
  }

  // Jobs, through their services, with their locks released for the run.
  await holdJobs(new Date(0));
  const jobs = [];
  for (const job of JOBS) {
    if (only && !only.has(job.name)) continue;
    const prepared = await job.prepare?.(dataSource);
    const start = performance.now();
    let outcome;
    try {
      outcome = await job.run(app, requireBackend, prepared);
    } catch (error) {
      outcome = { error: error.message };
    }
    const ms = round(performance.now() - start);
    await job.restore?.(dataSource);
    jobs.push({ name: job.name, ms, outcome });
    console.log(`${job.name}: ${ms} ms ${JSON.stringify(outcome)}`);
  }

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const report = {
    benchmark: 'national-scale',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30) },
    database: args.database,
    runs: RUNS,
    cases: results,
    jobs,
  };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results', 'national-scale.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Generates the national data set (data-set.mjs) into a MariaDB database: the schema and the demo data by
// the backend's own migrations and seed (backend/dist, in this process), then every generated table by
// `INSERT … SELECT` inside the server, in chunks with the progress printed, then ANALYZE. Repeatable: the
// same scale gives the same rows. Writes bench/results/national-data-set.json (counts, sizes, minutes).
//
//   npm run build -w backend
//   node bench/national/generate.mjs [--scale 1] [--server mysql://root@127.0.0.1:3306] [--database ricordo_national]
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDataSet } from './data-set.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const { createConnection } = requireBackend('mysql2/promise');
const { createApp } = requireBackend('./dist/app.factory.js');
const { loadConfig } = requireBackend('./dist/config/app-config.js');
const { normalizeName } = requireBackend('./dist/common/text-normalize.js');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    server: { type: 'string', default: 'mysql://root@127.0.0.1:3306' },
    database: { type: 'string', default: 'ricordo_national' },
    chunk: { type: 'string', default: '200000' },
  },
});
const scale = Number(args.scale);
const chunk = Number(args.chunk);
const server = new URL(args.server.replace(/^mariadb:/, 'mysql:'));
const databaseUrl = new URL(server);
databaseUrl.pathname = `/${args.database}`;

/** The schema and the demo data, made by the backend as `npm start` makes them. */
async function migrateAndSeed() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-national-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      DEMO_MODE: '1',
      LAMPS_DEMO_SIMULATOR: '0',
      OUTBOX_WORKER: '0',
      LOG_LEVEL: 'error',
    });
    const app = await createApp(config, { logger: false });
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
    multipleStatements: false,
  });
  await admin.query(`DROP DATABASE IF EXISTS \`${args.database}\``);
  await admin.query(`CREATE DATABASE \`${args.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  await migrateAndSeed();
  console.log(`schema and demo data: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const db = await createConnection({ uri: databaseUrl.toString() });
  const query = async (sql) => (await db.query(sql))[0];
  const { timings } = await loadDataSet(query, {
    scale,
    normalize: normalizeName,
    chunk,
    onStep: (table, done, rows) => {
      const line = `${table}: ${done.toLocaleString('it-IT')} / ${rows.toLocaleString('it-IT')}`;
      process.stdout.write(done === rows ? `\r${line} rows\n` : `\r${line}   `);
    },
  });
  const tables = [...new Set(timings.map((timing) => timing.table))].filter(
    (name) => name !== 'bench_comuni',
  );
  for (const table of tables) await db.query(`ANALYZE TABLE \`${table}\``);
  const [sizes] = await db.query(
    `SELECT table_name AS name, table_rows AS estimatedRows, data_length + index_length AS bytes
     FROM information_schema.tables WHERE table_schema = ? ORDER BY bytes DESC`,
    [args.database],
  );
  const exact = {};
  for (const table of tables) {
    const [[{ total }]] = await db.query(`SELECT COUNT(*) AS total FROM \`${table}\``);
    exact[table] = Number(total);
  }
  await db.end();
  const report = {
    benchmark: 'national-data-set',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30) },
    scale,
    database: args.database,
    minutes: Math.round((Date.now() - started) / 600) / 100,
    counts: exact,
    steps: timings,
    sizesMB: Object.fromEntries(sizes.map((row) => [row.name, Math.round(Number(row.bytes) / 2 ** 20)])),
  };
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results', 'national-data-set.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(JSON.stringify({ minutes: report.minutes, counts: exact }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

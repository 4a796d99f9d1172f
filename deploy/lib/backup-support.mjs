// What deploy/scripts/backup.mjs and restore.mjs share: the backend's view of the configuration (DATABASE_URL,
// DATA_DIR, MEDIA_STORAGE, read the way backend/src/config/app-config.ts reads them), MariaDB connection
// details, table row counts and the media folder's file list with sha256 sums.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** The backend's database and media location for this environment (the backend's defaults). */
export function readBackupConfig(env = process.env, cwd = process.cwd()) {
  const text = (name) => env[name]?.trim() || undefined;
  const dataDirText = text('DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirText) ? dataDirText : resolve(cwd, dataDirText);
  const mediaStorage = text('MEDIA_STORAGE') ?? 'local';
  if (mediaStorage !== 'local') {
    throw new Error(
      `MEDIA_STORAGE=${mediaStorage}: these scripts copy the local media folder only; back up the bucket with its own tools`,
    );
  }
  const mediaDir = join(dataDir, 'media');
  const databaseUrl = text('DATABASE_URL');
  if (!databaseUrl)
    return { dataDir, mediaDir, database: { kind: 'sqlite', path: join(dataDir, 'ricordo.sqlite') } };
  if (!/^(mysql|mariadb):\/\/[^/]+\/[A-Za-z0-9_$-]+/.test(databaseUrl)) {
    throw new Error('DATABASE_URL must look like mysql://user:password@host:3306/database (or mariadb://)');
  }
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  return {
    dataDir,
    mediaDir,
    database: {
      kind: 'mariadb',
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      name: url.pathname.slice(1),
    },
  };
}

/** Arguments and environment for the mariadb / mariadb-dump clients (the password travels in MYSQL_PWD). */
export function clientArgs(db) {
  return {
    args: ['--protocol=tcp', '-h', db.host, '-P', String(db.port), '-u', db.user],
    env: { ...process.env, MYSQL_PWD: db.password },
  };
}

/** The first of the given client programs that is installed (mariadb-dump, then mysqldump, …). */
export function findProgram(names) {
  for (const name of names) {
    for (const dir of (process.env.PATH ?? '').split(':')) {
      if (dir && existsSync(join(dir, name))) return join(dir, name);
    }
  }
  throw new Error(`none of ${names.join(', ')} is installed`);
}

/** Spawns a program whose stdin/stdout are streams; resolves when it exits 0, rejects with its stderr. */
export function spawnChecked(program, args, env, stdio) {
  const child = spawn(program, args, {
    env,
    stdio: [stdio.stdin ? 'pipe' : 'ignore', stdio.stdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const done = new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
    );
  });
  return { child, done };
}

/** Row count of every base table of a MariaDB database, by name. */
export async function mariadbRowCounts(connection, database) {
  const [tables] = await connection.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name",
    [database],
  );
  const counts = {};
  for (const { name } of tables) {
    const [[row]] = await connection.query(`SELECT COUNT(*) AS n FROM \`${database}\`.\`${name}\``);
    counts[name] = Number(row.n);
  }
  return counts;
}

/** Row count of every table of an open better-sqlite3 database, by name. */
export function sqliteRowCounts(db) {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all();
  return Object.fromEntries(
    tables.map(({ name }) => [name, db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get().n]),
  );
}

/** Every file under `dir` (relative paths, '/'-separated, sorted), leaving out the storage's `.partial` uploads. */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export function sha256File(file) {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolvePromise(hash.digest('hex')));
  });
}

/** { 'relative/path': sha256 } of every file under `dir`. */
export async function mediaSums(dir) {
  const sums = {};
  for (const file of listFiles(dir)) sums[file] = await sha256File(join(dir, file));
  return sums;
}

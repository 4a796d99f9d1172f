import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * The backup drill of deploy/README.md "Backups" (DESIGN "Scale": a tested restore), on the engine of this
 * run (SQLite, or MariaDB when TEST_MYSQL_URL is set): a platform with the demo data and some media keeps
 * running while deploy/scripts/backup.mjs backs it up; restore.mjs loads the backup into an empty database
 * and media folder; every table's row count and checksum and every media file's sha256 must equal the
 * original's.
 */
const ROOT = resolve(__dirname, '../../..');
const run = promisify(execFile);

type Sums = Record<string, string>;

/** The little of better-sqlite3 (which ships no types) this drill reads with. */
interface SqliteStatement {
  all(): unknown[];
  raw(): { all(): unknown[][] };
}
type SqliteDatabase = { prepare(sql: string): SqliteStatement; close(): void };
const Database = createRequire(__filename)('better-sqlite3') as new (
  path: string,
  options: { readonly: boolean },
) => SqliteDatabase;

function script(name: string, args: string[], env: NodeJS.ProcessEnv) {
  return run(process.execPath, [join(ROOT, 'deploy/scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, MEDIA_STORAGE: '', ...env },
  });
}

function mediaSums(dir: string): Sums {
  const sums: Sums = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    sums[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return sums;
}

/** Per table: row count and a sha256 of all rows ordered by primary key (rowid when there is none). */
function sqliteTables(path: string): Sums {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    const result: Sums = {};
    for (const { name } of tables) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string; pk: number }>;
      const keys = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
      const order = keys.length > 0 ? keys.map((c) => `"${c.name}"`).join(', ') : 'rowid';
      const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY ${order}`).raw().all();
      const hash = createHash('sha256');
      for (const row of rows) {
        hash.update(JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)));
      }
      result[name] = `${rows.length} rows, ${hash.digest('hex')}`;
    }
    return result;
  } finally {
    db.close();
  }
}

/** Per table: row count and CHECKSUM TABLE. */
async function mariadbTables(connection: Connection, database: string): Promise<Sums> {
  const [tables] = await connection.query<RowDataPacket[]>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name",
    [database],
  );
  const result: Sums = {};
  for (const { name } of tables as Array<{ name: string }>) {
    const [[count]] = await connection.query<RowDataPacket[]>(
      `SELECT COUNT(*) AS n FROM \`${database}\`.\`${name}\``,
    );
    const [[sum]] = await connection.query<RowDataPacket[]>(`CHECKSUM TABLE \`${database}\`.\`${name}\``);
    result[name] = `${count.n} rows, checksum ${sum.Checksum}`;
  }
  return result;
}

describe('backup and restore drill', () => {
  let source: TestApp;
  let scratch: string;
  let targetDb: string | undefined;
  let admin: Connection | undefined;

  beforeAll(async () => {
    // Nothing writes in the background (outbox, lamp jobs), so the source stays as it was backed up.
    source = await startTestApp({}, { OUTBOX_WORKER: '0', LAMPS_JOB_MS: '0' });
    scratch = mkdtempSync(join(tmpdir(), 'ricordo-backup-drill-'));
    const media = source.config.mediaDir;
    mkdirSync(join(media, 'memorial/77'), { recursive: true });
    writeFileSync(join(media, 'memorial/77/portrait.jpg'), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    writeFileSync(join(media, 'memorial/77/letter.pdf'), '%PDF-1.4 drill');
    writeFileSync(join(media, 'top.txt'), 'a file at the top of the media folder');
  });

  afterAll(async () => {
    if (admin && targetDb) await admin.query(`DROP DATABASE IF EXISTS \`${targetDb}\``);
    await admin?.end();
    await source?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('restores into an empty database and media folder with equal row counts, checksums and media sums', async () => {
    const db = source.database.database;
    const out = join(scratch, 'backup');
    const targetDataDir = join(scratch, 'restored');
    const sourceEnv = { DATA_DIR: source.database.dataDir, DATABASE_URL: db.type === 'mysql' ? db.url : '' };
    let targetEnv = { DATA_DIR: targetDataDir, DATABASE_URL: '' };

    // The platform is running: for SQLite its WAL file is live while the online backup reads it.
    if (db.type === 'sqlite') expect(existsSync(`${db.path}-wal`)).toBe(true);
    const backup = await script('backup.mjs', ['--out', out], sourceEnv);
    expect(backup.stdout).toMatch(/^backup: /);

    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      database: { kind: string; binlog: { available: boolean } | null; rowCounts: Record<string, number> };
      media: { files: Sums };
    };
    const originalMedia = mediaSums(source.config.mediaDir);
    expect(manifest.media.files).toEqual(originalMedia);
    expect(Object.keys(originalMedia)).toContain('memorial/77/portrait.jpg');

    let original: Sums;
    let restored: () => Promise<Sums>;
    if (db.type === 'sqlite') {
      expect(manifest.database.kind).toBe('sqlite');
      expect(manifest.database.binlog).toBeNull();
      original = sqliteTables(db.path);
      restored = async () => sqliteTables(join(targetDataDir, 'ricordo.sqlite'));
    } else {
      expect(manifest.database.kind).toBe('mariadb');
      const url = new URL(db.url);
      const sourceDb = url.pathname.slice(1);
      targetDb = `${sourceDb}_dst`;
      admin = await createConnection({ uri: new URL('/', url).toString() });
      const [[logBin]] = await admin.query<RowDataPacket[]>("SHOW VARIABLES LIKE 'log_bin'");
      // With binary logging off the manifest says the position is unavailable; with it on, it holds one.
      expect(manifest.database.binlog?.available).toBe(logBin.Value === 'ON');
      await admin.query(`DROP DATABASE IF EXISTS \`${targetDb}\``);
      url.pathname = `/${targetDb}`;
      targetEnv = { DATA_DIR: targetDataDir, DATABASE_URL: url.toString() };
      original = await mariadbTables(admin, sourceDb);
      const connection = admin;
      restored = () => mariadbTables(connection, targetDb as string);
    }
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(
      Object.fromEntries(Object.entries(manifest.database.rowCounts).map(([t, n]) => [t, `${n} rows`])),
    ).toEqual(Object.fromEntries(Object.entries(original).map(([t, s]) => [t, s.split(',')[0]])));
    expect(Object.values(manifest.database.rowCounts).some((n) => n > 0)).toBe(true);

    await script('restore.mjs', ['--from', out], targetEnv);
    expect(await restored()).toEqual(original);
    expect(mediaSums(join(targetDataDir, 'media'))).toEqual(originalMedia);

    // A target that is no longer empty is refused without --force, and replaced with it.
    await expect(script('restore.mjs', ['--from', out], targetEnv)).rejects.toMatchObject({
      stderr: expect.stringMatching(/restore failed: .*--force/),
    });
    await script('restore.mjs', ['--from', out, '--force'], targetEnv);
    expect(await restored()).toEqual(original);
  });
});

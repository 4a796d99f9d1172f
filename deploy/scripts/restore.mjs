#!/usr/bin/env node
// Restores a backup of deploy/scripts/backup.mjs into the database and media folder this environment names
// (DATABASE_URL, DATA_DIR, read like the backend). Stop the platform first.
//   node deploy/scripts/restore.mjs --from <dir> [--force]
// Refuses a database that holds tables or a media folder that holds files unless --force (which empties
// them first). Checks every restored media file against the manifest's sha256 and prints the restored row
// counts next to the manifest's.
import { copyFileSync, cpSync, createReadStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import {
  clientArgs,
  findProgram,
  listFiles,
  mariadbRowCounts,
  mediaSums,
  readBackupConfig,
  spawnChecked,
  sqliteRowCounts,
} from '../lib/backup-support.mjs';

// The database drivers as the backend resolves them (both are the backend's dependencies; a Node 24 install
// keeps its better-sqlite3 13 in backend/node_modules).
const require = createRequire(new URL('../../backend/package.json', import.meta.url));

async function restoreMariadb(db, from, manifest, force) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({
    host: db.host,
    port: db.port,
    user: db.user,
    password: db.password,
  });
  try {
    const [tables] = await connection.query(
      'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = ?',
      [db.name],
    );
    if (tables.length > 0) {
      if (!force)
        throw new Error(`database ${db.name} holds ${tables.length} tables (use --force to replace them)`);
      // Tables are dropped rather than the database, so its grants and options stay as the operator set them.
      await connection.query(`USE \`${db.name}\``);
      await connection.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const { name, type } of tables) {
        await connection.query(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} \`${name}\``);
      }
      await connection.query('SET FOREIGN_KEY_CHECKS = 1');
    }
    const [schemas] = await connection.query(
      'SELECT 1 FROM information_schema.schemata WHERE schema_name = ?',
      [db.name],
    );
    if (schemas.length === 0) {
      await connection.query(
        `CREATE DATABASE \`${db.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    }
    const client = clientArgs(db);
    const load = spawnChecked(
      findProgram(['mariadb', 'mysql']),
      [...client.args, '--default-character-set=utf8mb4', db.name],
      client.env,
      { stdin: true },
    );
    await Promise.all([
      pipeline(createReadStream(join(from, manifest.database.file)), createGunzip(), load.child.stdin),
      load.done,
    ]);
    return await mariadbRowCounts(connection, db.name);
  } finally {
    await connection.end();
  }
}

function restoreSqlite(db, from, manifest, force) {
  const Database = require('better-sqlite3');
  if (existsSync(db.path)) {
    const existing = new Database(db.path, { readonly: true });
    const tables = Object.keys(sqliteRowCounts(existing)).length;
    existing.close();
    if (tables > 0 && !force)
      throw new Error(`${db.path} holds ${tables} tables (use --force to replace it)`);
  }
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${db.path}${suffix}`, { force: true });
  mkdirSync(dirname(db.path), { recursive: true });
  copyFileSync(join(from, manifest.database.file), db.path);
  const restored = new Database(db.path, { readonly: true });
  try {
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`restored database fails its integrity check: ${check}`);
    return sqliteRowCounts(restored);
  } finally {
    restored.close();
  }
}

async function restoreMedia(mediaDir, from, manifest, force) {
  const present = listFiles(mediaDir);
  if (present.length > 0 && !force) {
    throw new Error(`${mediaDir} holds ${present.length} files (use --force to replace them)`);
  }
  rmSync(mediaDir, { recursive: true, force: true });
  cpSync(join(from, manifest.media.folder), mediaDir, { recursive: true });
  const sums = await mediaSums(mediaDir);
  const expected = manifest.media.files;
  const wrong = [...new Set([...Object.keys(expected), ...Object.keys(sums)])].filter(
    (file) => sums[file] !== expected[file],
  );
  if (wrong.length > 0)
    throw new Error(`media files differ from the manifest: ${wrong.slice(0, 10).join(', ')}`);
  return Object.keys(sums).length;
}

const { values } = parseArgs({
  options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!values.from) {
  console.error('usage: node deploy/scripts/restore.mjs --from <dir> [--force]');
  process.exit(2);
}
const from = resolve(values.from);
try {
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8'));
  const config = readBackupConfig();
  if (manifest.database.kind !== config.database.kind) {
    throw new Error(
      `the backup holds a ${manifest.database.kind} database, this environment uses ${config.database.kind}`,
    );
  }
  // Both targets are checked before either is touched.
  const mediaPresent = listFiles(config.mediaDir).length;
  if (mediaPresent > 0 && !values.force) {
    throw new Error(`${config.mediaDir} holds ${mediaPresent} files (use --force to replace them)`);
  }
  const counts =
    config.database.kind === 'mariadb'
      ? await restoreMariadb(config.database, from, manifest, values.force)
      : restoreSqlite(config.database, from, manifest, values.force);
  const files = await restoreMedia(config.mediaDir, from, manifest, values.force);
  const differing = Object.keys({ ...manifest.database.rowCounts, ...counts }).filter(
    (table) => manifest.database.rowCounts[table] !== counts[table],
  );
  console.log(
    `restore: ${Object.keys(counts).length} tables, ${files} media files (sha256 checked) from ${from}`,
  );
  for (const table of differing) {
    console.log(
      `restore: ${table}: ${counts[table] ?? 'missing'} rows, manifest says ${manifest.database.rowCounts[table] ?? 'none'}`,
    );
  }
} catch (error) {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
}

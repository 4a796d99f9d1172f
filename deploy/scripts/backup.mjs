#!/usr/bin/env node
// A backup of the database and the media folder, taken while the platform runs (deploy/README.md "Backups").
//   node deploy/scripts/backup.mjs --out <dir>
// Reads DATABASE_URL and DATA_DIR like the backend. Writes into <dir> (created; must be empty):
//   database.sql.gz   MariaDB: mariadb-dump --single-transaction (one consistent snapshot, no table locks held),
//                     with --master-data=2 when binary logging is on (the position, as a comment, to replay
//                     the binary log from)
//   ricordo.sqlite    SQLite: better-sqlite3's online backup API (never a plain copy of a live WAL database)
//   media/            a copy of ${DATA_DIR}/media
//   manifest.json     time, database kind, per-table row counts, binary-log position, sha256 of each media file
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
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

async function backupMariadb(db, out) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({
    host: db.host,
    port: db.port,
    user: db.user,
    password: db.password,
  });
  try {
    const [[logBin]] = await connection.query("SHOW VARIABLES LIKE 'log_bin'");
    const binlogOn = logBin?.Value === 'ON';
    const client = clientArgs(db);
    const args = [
      ...client.args,
      '--single-transaction',
      ...(binlogOn ? ['--master-data=2', '--gtid'] : []),
      '--routines',
      '--triggers',
      '--hex-blob',
      '--default-character-set=utf8mb4',
      db.name,
    ];
    const file = join(out, 'database.sql.gz');
    const dump = spawnChecked(findProgram(['mariadb-dump', 'mysqldump']), args, client.env, { stdout: true });
    const edges = edgesOf(dump.child.stdout);
    await Promise.all([pipeline(dump.child.stdout, createGzip(), createWriteStream(file)), dump.done]);
    const binlog = binlogOn
      ? binlogPosition(edges)
      : { available: false, reason: 'binary logging is off on this server (log_bin = OFF)' };
    // Counted after the dump in a snapshot of their own: exact on a quiet database, indicative on a busy one.
    const rowCounts = await mariadbRowCounts(connection, db.name);
    return { file: 'database.sql.gz', binlog, rowCounts };
  } finally {
    await connection.end();
  }
}

/**
 * Keeps the first and last 64 KB of the dump as it streams by: --master-data=2 writes the position as a
 * comment at the top (`-- CHANGE MASTER TO MASTER_LOG_FILE='…', MASTER_LOG_POS=…;`) and, with --gtid, the
 * GTID position at the bottom (`-- SET GLOBAL gtid_slave_pos='…';`).
 */
function edgesOf(stream) {
  const edges = { head: '', tail: '' };
  stream.on('data', (chunk) => {
    if (edges.head.length < 65_536) edges.head += chunk.toString('utf8', 0, 65_536);
    edges.tail = (edges.tail + chunk.toString('utf8')).slice(-65_536);
  });
  return edges;
}

function binlogPosition({ head, tail }) {
  const position = /CHANGE MASTER TO MASTER_LOG_FILE='([^']+)',\s*MASTER_LOG_POS=(\d+)/.exec(head);
  if (!position) return { available: false, reason: 'the dump holds no CHANGE MASTER line' };
  const gtid = /SET GLOBAL gtid_slave_pos='([^']*)'/.exec(tail);
  return { available: true, file: position[1], position: Number(position[2]), gtid: gtid ? gtid[1] : null };
}

async function backupSqlite(db, out) {
  if (!existsSync(db.path)) throw new Error(`no SQLite database at ${db.path}`);
  const Database = require('better-sqlite3');
  const source = new Database(db.path, { readonly: true, fileMustExist: true });
  const file = join(out, 'ricordo.sqlite');
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  const copy = new Database(file, { readonly: true });
  try {
    return { file: 'ricordo.sqlite', binlog: null, rowCounts: sqliteRowCounts(copy) };
  } finally {
    copy.close();
  }
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: node deploy/scripts/backup.mjs --out <dir>');
  process.exit(2);
}
const out = resolve(values.out);
try {
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(out, { recursive: true });
  const config = readBackupConfig();
  const startedAt = new Date().toISOString();
  const database =
    config.database.kind === 'mariadb'
      ? await backupMariadb(config.database, out)
      : await backupSqlite(config.database, out);
  const mediaOut = join(out, 'media');
  mkdirSync(mediaOut);
  for (const file of listFiles(config.mediaDir)) {
    cpSync(join(config.mediaDir, file), join(mediaOut, file));
  }
  const manifest = {
    format: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    database: { kind: config.database.kind, ...database },
    media: { folder: 'media', files: await mediaSums(mediaOut) },
  };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const tables = Object.keys(database.rowCounts).length;
  const files = Object.keys(manifest.media.files).length;
  console.log(`backup: ${config.database.kind}, ${tables} tables, ${files} media files → ${out}`);
  if (database.binlog && !database.binlog.available)
    console.log(`backup: no binary-log position: ${database.binlog.reason}`);
} catch (error) {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
}

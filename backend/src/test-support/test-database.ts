import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/app-config';

export interface TestDatabase {
  engine: 'sqlite' | 'mysql';
  database: DatabaseConfig;
  /** Folder for DATA_DIR (media, SQLite file). */
  dataDir: string;
  dispose(): Promise<void>;
}

/** The MariaDB/MySQL server tests may use (CI sets it), or undefined for SQLite only. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL?.trim() || undefined;

/** A fresh, empty database of the given engine; each test file gets its own, so runs never collide. */
export async function createTestDatabase(
  engine: 'sqlite' | 'mysql' = TEST_MYSQL_URL ? 'mysql' : 'sqlite',
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-test-'));
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      database: { type: 'sqlite', path: join(dataDir, 'ricordo.sqlite') },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!TEST_MYSQL_URL) throw new Error('TEST_MYSQL_URL is not set');
  const server = new URL(TEST_MYSQL_URL.replace(/^mariadb:/, 'mysql:'));
  const name = `${server.pathname.slice(1) || 'ricordo_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    engine,
    dataDir,
    database: { type: 'mysql', url: url.toString() },
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

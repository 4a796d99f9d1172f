import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { loadSqliteDriver } from './sqlite-driver';

/**
 * TypeORM must be told 'mariadb' for a MariaDB server (it reads column defaults differently there), and a
 * mysql:// URL may point at either, so the server is asked.
 */
async function detectMysqlFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as Array<{ version: string }>)[0]?.version)) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/** TypeORM options for either engine; migrations run at start, synchronize never (DESIGN "Data"). */
export async function buildDataSourceOptions(database: DatabaseConfig): Promise<DataSourceOptions> {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    logging: false,
  };
  if (database.type === 'sqlite') {
    const driver = loadSqliteDriver();
    mkdirSync(dirname(database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      driver,
      database: database.path,
      // WAL lets readers run while one request writes; TypeORM turns foreign keys on for SQLite.
      enableWAL: true,
      prepareDatabase: (db: { pragma(source: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
        // 64 MiB of page cache instead of SQLite's 2 MiB, filled only as pages are read: a flood of lamp
        // check-ins at 100 000 lamps touches a page of the table and of its index per lamp, and with the
        // small cache each was read from disk again (bench/README.md, "A third machine").
        db.pragma('cache_size = -65536');
      },
    };
  }
  return {
    ...common,
    type: await detectMysqlFlavor(database.url),
    url: database.url,
    charset: 'utf8mb4_unicode_ci',
    // Instants are stored in UTC (DESIGN "Data").
    timezone: 'Z',
    dateStrings: ['DATE'],
    extra: { connectionLimit: 10 },
  };
}

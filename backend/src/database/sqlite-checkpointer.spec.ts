import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';
import { BACKSTOP_PAGES, SqliteCheckpointer } from './sqlite-checkpointer';

// The write-ahead log copied on a thread of its own, against a real database file.
describe('SqliteCheckpointer', () => {
  let dir = '';
  let dataSource: DataSource | null = null;
  let checkpointer: SqliteCheckpointer | null = null;

  afterEach(async () => {
    await checkpointer?.onModuleDestroy();
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(sqliteCheckpointMs: number) {
    dir = mkdtempSync(join(tmpdir(), 'ricordo-checkpoint-'));
    const database = { type: 'sqlite' as const, path: join(dir, 'ricordo.sqlite') };
    const options = await buildDataSourceOptions(database);
    dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
    await dataSource.query('CREATE TABLE pages_of_text (id INTEGER PRIMARY KEY, body BLOB)');
    checkpointer = new SqliteCheckpointer({ database, sqliteCheckpointMs } as AppConfig, dataSource);
    await checkpointer.onApplicationBootstrap();
    return { dataSource, checkpointer };
  }

  /** `rows` rows of about a page each, in one transaction. */
  const writePages = (source: DataSource, rows: number) =>
    source.transaction(async (manager) => {
      for (let i = 0; i < rows; i++)
        await manager.query('INSERT INTO pages_of_text (body) VALUES (randomblob(4000))');
    });

  const pragma = async (source: DataSource, name: string) =>
    Object.values((await source.query(`PRAGMA ${name}`))[0])[0];

  async function reportWhere(
    thread: SqliteCheckpointer,
    test: (log: number, checkpointed: number) => boolean,
  ) {
    for (let waited = 0; waited < 10_000; waited += 10) {
      const report = thread.lastReport;
      if (report && test(report.log, report.checkpointed)) return report;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such checkpoint; last: ${JSON.stringify(thread.lastReport)}`);
  }

  it('copies the log on its thread, the committing connection only past the backstop, and the log starts over', async () => {
    const { dataSource: source, checkpointer: thread } = await open(20);
    expect(await pragma(source, 'wal_autocheckpoint')).toBe(BACKSTOP_PAGES);

    await writePages(source, 1500);
    // More than SQLite's own threshold (1 000 pages) went into the log, and the thread copied all of it.
    const big = await reportWhere(thread, (log, checkpointed) => log >= 1500 && checkpointed === log);
    expect(big.log).toBeLessThan(BACKSTOP_PAGES);

    // Copied whole, the log is written again from its start: the next checkpoint sees a short one.
    await writePages(source, 3);
    const small = await reportWhere(thread, (log) => log < 100);
    expect(small.checkpointed).toBe(small.log);
    expect(await source.query('SELECT COUNT(*) AS n FROM pages_of_text')).toEqual([{ n: 1503 }]);
  });

  it('never gets in the way of the writes: the database stays whole under checkpoints every 2 ms', async () => {
    const { dataSource: source, checkpointer: thread } = await open(2);
    for (let batch = 0; batch < 60; batch++) await writePages(source, 25);
    await reportWhere(thread, (log, checkpointed) => checkpointed === log);
    expect(await pragma(source, 'integrity_check')).toBe('ok');
    expect(await source.query('SELECT COUNT(*) AS n FROM pages_of_text')).toEqual([{ n: 1500 }]);
  });

  it('with SQLITE_CHECKPOINT_MS=0 leaves the checkpoints to SQLite, on the committing connection', async () => {
    const { dataSource: source, checkpointer: thread } = await open(0);
    expect(await pragma(source, 'wal_autocheckpoint')).toBe(1000);
    await writePages(source, 1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(thread.lastReport).toBeNull();
  });

  it('stops once its last checkpoint is done, so the main connection closes after it', async () => {
    const { dataSource: source, checkpointer: thread } = await open(60_000);
    await writePages(source, 200);
    expect(thread.lastReport).toBeNull(); // its first interval is a minute away
    await thread.onModuleDestroy();
    expect(thread.lastReport).toMatchObject({ log: expect.any(Number) });
    expect(thread.lastReport!.checkpointed).toBe(thread.lastReport!.log);
    expect(thread.lastReport!.log).toBeGreaterThanOrEqual(200);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDataSourceOptions } from './data-source-options';

// The embedded database as the app opens it: the settings each connection gets (data-source-options.ts).
describe('the embedded SQLite connection', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ricordo-pragmas-'));
  let dataSource: DataSource | null = null;
  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes ahead, checks foreign keys, waits 5 s for a lock and caches 64 MiB of pages', async () => {
    const options = await buildDataSourceOptions({ type: 'sqlite', path: join(dir, 'ricordo.sqlite') });
    dataSource = await new DataSource({ ...options, migrationsRun: false }).initialize();
    const pragma = async (name: string) => Object.values((await dataSource!.query(`PRAGMA ${name}`))[0])[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('cache_size')).toBe(-65536);
  });
});

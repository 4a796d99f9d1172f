import { afterEach, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, TEST_MYSQL_URL, type TestDatabase } from '../test-support/test-database';
import { buildDataSourceOptions } from './data-source-options';

const engines: Array<'sqlite' | 'mysql'> = TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

describe.each(engines)('migrations on %s', (engine) => {
  let database: TestDatabase | undefined;
  let dataSource: DataSource | undefined;

  afterEach(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.dispose();
    dataSource = undefined;
    database = undefined;
  });

  it('migrate an empty database to exactly what the entities describe', async () => {
    database = await createTestDatabase(engine);
    dataSource = new DataSource(await buildDataSourceOptions(database.database));
    await dataSource.initialize();

    const applied = await dataSource.query('SELECT name FROM migrations');
    expect(applied.length).toBe(dataSource.migrations.length);
    expect(await dataSource.showMigrations()).toBe(false);

    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('undo every migration back to an empty schema', async () => {
    database = await createTestDatabase(engine);
    dataSource = new DataSource(await buildDataSourceOptions(database.database));
    await dataSource.initialize();
    for (const _ of dataSource.migrations) await dataSource.undoLastMigration();
    const runner = dataSource.createQueryRunner();
    try {
      expect(await runner.hasTable('users')).toBe(false);
      expect(await runner.hasTable('deceased')).toBe(false);
    } finally {
      await runner.release();
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DataSource, EntitySchema } from 'typeorm';
import { installSqliteTransactionGate } from './sqlite-transaction-gate';

const Note = new EntitySchema<{ id: number; text: string }>({
  name: 'Note',
  tableName: 'notes',
  columns: { id: { type: 'int', primary: true, generated: true }, text: { type: 'varchar', length: 50 } },
});

async function openDatabase(gated: boolean): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    database: ':memory:',
    entities: [Note],
    synchronize: true,
  });
  await dataSource.initialize();
  return gated ? installSqliteTransactionGate(dataSource) : dataSource;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** One request writes in a transaction that fails; another request's write happens meanwhile. */
async function interleave(dataSource: DataSource): Promise<string[]> {
  const failing = dataSource
    .transaction(async (manager) => {
      await manager.insert(Note, { text: 'rolled back' });
      await pause();
      await pause();
      throw new Error('boom');
    })
    .catch(() => undefined);
  const other = (async () => {
    await pause();
    await dataSource.getRepository(Note).insert({ text: 'kept' });
  })();
  await Promise.all([failing, other]);
  const rows = await dataSource.getRepository(Note).find({ order: { id: 'ASC' } });
  return rows.map((row) => row.text);
}

describe('SQLite transaction gate', () => {
  let dataSource: DataSource | undefined;
  afterEach(async () => {
    await dataSource?.destroy();
    dataSource = undefined;
  });

  it('without the gate, a write of another request is rolled back with a transaction it never joined', async () => {
    dataSource = await openDatabase(false);
    expect(await interleave(dataSource)).toEqual([]);
  });

  it('with the gate, the other write waits for the transaction and is kept', async () => {
    dataSource = await openDatabase(true);
    expect(await interleave(dataSource)).toEqual(['kept']);
  });

  it('runs overlapping transactions one after the other, and a nested one inside its parent', async () => {
    dataSource = await openDatabase(true);
    const gated = dataSource;
    const order: string[] = [];
    const first = gated.transaction(async (manager) => {
      order.push('first:start');
      await pause();
      await gated.transaction(async (inner) => {
        await inner.insert(Note, { text: 'nested' });
      });
      await manager.insert(Note, { text: 'first' });
      order.push('first:end');
    });
    const second = gated.transaction(async (manager) => {
      order.push('second:start');
      await manager.insert(Note, { text: 'second' });
      order.push('second:end');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first:start', 'first:end', 'second:start', 'second:end']);
    const rows = await gated.getRepository(Note).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => row.text)).toEqual(['nested', 'first', 'second']);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * The embedded SQLite driver (better-sqlite3) has ONE connection shared by every request. Without help,
 * two overlapping `dataSource.transaction(...)` calls nest as savepoints of one transaction, and a plain
 * query of another request lands inside whatever transaction is open (and is rolled back with it). This
 * gate gives SQLite what MariaDB gives each connection: one transaction at a time, and nobody else's
 * statements inside it.
 *
 * - `manager.transaction(work)` waits its turn, then runs `work` in an async context marked with its token.
 *   A transaction started inside that context (any module calling `dataSource.transaction` from within
 *   the work) nests as a savepoint, as before, instead of waiting for itself.
 * - Every statement on the shared query runner from another context waits until the open transaction ends.
 *
 * MariaDB/MySQL need none of this (a pool of connections, row locks); the gate is installed only for
 * better-sqlite3. On Node 20 an enabled AsyncLocalStorage costs every promise of the process a hook
 * (about 15% of the throughput of a cached API answer), so the storage is enabled only while a
 * transaction is running or waiting, and disabled again when the last one ends.
 */
export function installSqliteTransactionGate(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const context = new AsyncLocalStorage<object>();
  let holder: object | null = null;
  let inFlight = 0;
  let waiters: Array<() => void> = [];

  const whenFree = () => new Promise<void>((resolve) => waiters.push(resolve));
  const release = () => {
    holder = null;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  const manager: EntityManager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  (manager as { transaction: unknown }).transaction = (...args: unknown[]) => {
    const current = context.getStore();
    if (holder !== null && current === holder) return transaction(...args);
    const token = {};
    inFlight += 1;
    return context
      .run(token, async () => {
        while (holder !== null) await whenFree();
        holder = token;
        try {
          return await transaction(...args);
        } finally {
          release();
        }
      })
      .finally(() => {
        inFlight -= 1;
        if (inFlight === 0) context.disable();
      });
  };

  const runner: QueryRunner = dataSource.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  (runner as { query: unknown }).query = async (...args: unknown[]) => {
    while (holder !== null && context.getStore() !== holder) await whenFree();
    return query(...args);
  };
  return dataSource;
}

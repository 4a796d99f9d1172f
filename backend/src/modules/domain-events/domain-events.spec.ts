// Domain events and transactions (DomainEvents): raised inside a transaction, an event is delivered only
// once the outermost transaction has committed, and dropped when it (or the savepoint it was raised in)
// rolls back; raised outside one, at once. On SQLite and, with TEST_MYSQL_URL, on MariaDB.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app';
import { PageCacheEvent } from '../deceased/page-cache-event.entity';
import { PageCacheService } from '../deceased/page-cache.service';
import { DomainEvents, pageContentChanged, type DomainEvent } from './domain-events.service';

const testApp = useTestApp({ OUTBOX_WORKER: '0', PAGE_CACHE_SYNC_MS: '60000' });

/** Events delivered, with whether the delivering connection was still inside a transaction. */
const delivered: Array<{ event: DomainEvent; inTransaction: boolean }> = [];
let events: DomainEvents;
let cache: PageCacheService;
/** Ids of no real deceased, one per test, so each test reads only its own deliveries. */
let nextId = 900_000;

beforeAll(() => {
  events = testApp.app.get(DomainEvents);
  cache = testApp.app.get(PageCacheService);
  events.subscribe('PageContentChanged', (event, { manager }) => {
    delivered.push({ event, inTransaction: manager.queryRunner?.isTransactionActive ?? false });
  });
});

const deliveredFor = (deceasedId: number) =>
  delivered.filter(({ event }) => event.type === 'PageContentChanged' && event.deceasedId === deceasedId);

/** The rows that tell the other instances (DESIGN "Scale"), for one deceased. */
const sharedRows = (deceasedId: number) =>
  testApp.dataSource.getRepository(PageCacheEvent).countBy({ deceasedId });

describe('DomainEvents', () => {
  it('delivers an event raised in a committed transaction once, after the commit', async () => {
    const id = (nextId += 1);
    const version = cache.version(id);
    await testApp.dataSource.transaction(async (manager) => {
      await events.raise(manager, pageContentChanged(id, 'dedication'));
      // The same event twice in one transaction is delivered once.
      await events.raise(manager, pageContentChanged(id, 'dedication'));
      expect(deliveredFor(id)).toEqual([]);
      expect(cache.version(id)).toBe(version);
    });
    expect(deliveredFor(id)).toEqual([
      { event: { type: 'PageContentChanged', deceasedId: id, what: 'dedication' }, inTransaction: false },
    ]);
    expect(cache.version(id)).toBe(version + 1);
    expect(await sharedRows(id)).toBe(1);
  });

  it('drops an event raised in a transaction that rolls back', async () => {
    const id = (nextId += 1);
    const version = cache.version(id);
    await expect(
      testApp.dataSource.transaction(async (manager) => {
        await events.raise(manager, pageContentChanged(id, 'condolence'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(deliveredFor(id)).toEqual([]);
    expect(cache.version(id)).toBe(version);
    expect(await sharedRows(id)).toBe(0);
    // The next transaction on the same connection does not deliver it either.
    await testApp.dataSource.transaction(async () => undefined);
    expect(deliveredFor(id)).toEqual([]);
  });

  it('drops what a rolled back savepoint raised and keeps what its transaction raised', async () => {
    const outer = (nextId += 1);
    const inner = (nextId += 1);
    const released = (nextId += 1);
    await testApp.dataSource.transaction(async (manager) => {
      await events.raise(manager, pageContentChanged(outer, 'lamp'));
      await expect(
        manager.transaction(async (nested) => {
          await events.raise(nested, pageContentChanged(inner, 'lamp'));
          throw new Error('savepoint rolled back');
        }),
      ).rejects.toThrow('savepoint rolled back');
      await manager.transaction((nested) => events.raise(nested, pageContentChanged(released, 'lamp')));
      expect(deliveredFor(released)).toEqual([]);
    });
    expect(deliveredFor(outer)).toHaveLength(1);
    expect(deliveredFor(inner)).toEqual([]);
    expect(deliveredFor(released)).toHaveLength(1);
  });

  it('drops what a committed savepoint raised when its transaction rolls back', async () => {
    const id = (nextId += 1);
    await expect(
      testApp.dataSource.transaction(async (manager) => {
        await manager.transaction((nested) => events.raise(nested, pageContentChanged(id, 'memorial')));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(deliveredFor(id)).toEqual([]);
  });

  it('delivers at once an event raised outside a transaction', async () => {
    const id = (nextId += 1);
    const version = cache.version(id);
    await events.raise(null, pageContentChanged(id, 'deceased'));
    expect(deliveredFor(id)).toHaveLength(1);
    await events.raise(testApp.dataSource.manager, pageContentChanged(id, 'deceased'));
    expect(deliveredFor(id)).toHaveLength(2);
    expect(cache.version(id)).toBe(version + 2);
    expect(await sharedRows(id)).toBe(2);
  });

  it('logs a failing follower and still delivers to the others, the commit answered as committed', async () => {
    const id = (nextId += 1);
    events.subscribe('PageContentChanged', (event) => {
      if (event.type === 'PageContentChanged' && event.deceasedId === id) throw new Error('follower failed');
    });
    await expect(
      testApp.dataSource.transaction((manager) => events.raise(manager, pageContentChanged(id, 'notice'))),
    ).resolves.toBeUndefined();
    expect(deliveredFor(id)).toHaveLength(1);
  });
});

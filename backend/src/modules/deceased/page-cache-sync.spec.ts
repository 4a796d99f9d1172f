// Two instances on one database (DESIGN "Scale"): a change made through one is seen by the other within
// PAGE_CACHE_SYNC_MS, though both had the page cached; with the sync off the other keeps its stale copy.
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.factory';
import { publishCondolence } from '../../test-support/condolence-helpers';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { PageCacheEvent } from './page-cache-event.entity';
import { PageCacheService } from './page-cache.service';
import { publishTestRenderEntry } from '../../test-support/render-entry';

let first: TestApp;
const others: INestApplication[] = [];

/** Another instance of the application on the first one's database, with its own page cache. */
async function anotherInstance(pageCacheSyncMs: number): Promise<string> {
  const app = await createApp({ ...first.config, pageCacheSyncMs }, { logger: false });
  await app.listen(0, '127.0.0.1');
  others.push(app);
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

beforeAll(async () => {
  first = await startTestApp({}, { OUTBOX_WORKER: '0', PAGE_CACHE_SYNC_MS: '100' });
  // The book is server-rendered by mfe_public's render entry, which embeds the page data.
  publishTestRenderEntry(first.config.publishDir, '1.0.0');
});

afterAll(async () => {
  for (const app of others) await app.close();
  await first?.close();
});

const book = async (url: string) => (await request(url).get('/memorial-book?0001000').expect(200)).text;
const surname = async (url: string) =>
  (
    (await request(url).get('/api/deceased/deceasedData/1000').expect(200)).body as {
      data: { surname: string };
    }
  ).data.surname;

describe('page cache shared between instances', () => {
  it('a condolence published on one instance shows in the other instance’s cached book', async () => {
    const second = await anotherInstance(100);
    const unsynced = await anotherInstance(0);
    const text = 'Un pensiero da un altro server';
    for (const url of [first.url, second, unsynced]) expect(await book(url)).not.toContain(text);

    await publishCondolence(first, text);

    expect(await book(first.url)).toContain(text);
    await vi.waitFor(async () => expect(await book(second)).toContain(text), { timeout: 5000, interval: 50 });
    // The instance that does not follow the others still answers its own copy: the sync is what did it.
    expect(await book(unsynced)).not.toContain(text);
  });

  it('the cached deceasedData bytes of the other instance follow a change too', async () => {
    const second = await anotherInstance(100);
    expect(await surname(second)).toBe('Martinelli');
    await first.dataSource.query("UPDATE deceased SET surname = 'Martinelli Rossi' WHERE id = 1000");
    try {
      await first.app.get(PageCacheService).invalidate(1000);
      await vi.waitFor(async () => expect(await surname(second)).toBe('Martinelli Rossi'), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await first.dataSource.query("UPDATE deceased SET surname = 'Martinelli' WHERE id = 1000");
      await first.app.get(PageCacheService).invalidate(1000);
    }
  });

  it('applies a change whose row commits after a newer one (ids out of order), and each change once', async () => {
    const cache = first.app.get(PageCacheService);
    const events = first.dataSource.getRepository(PageCacheEvent);
    const [newest] = await events.find({ select: { id: true }, order: { id: 'DESC' }, take: 1 });
    const base = newest?.id ?? 0;
    const fromAnother = (id: number) =>
      events.insert({ id, deceasedId: 1000, origin: 'altra-istanza', createdAt: new Date() });
    const version = cache.version(1000);

    await fromAnother(base + 5);
    await vi.waitFor(() => expect(cache.version(1000)).toBe(version + 1), { timeout: 5000, interval: 20 });
    // The row given an earlier id commits now: it is still read.
    await fromAnother(base + 2);
    await vi.waitFor(() => expect(cache.version(1000)).toBe(version + 2), { timeout: 5000, interval: 20 });
    // Several more reads later, neither is applied again.
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(cache.version(1000)).toBe(version + 2);
  });
});

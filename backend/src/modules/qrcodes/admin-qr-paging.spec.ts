import { describe, expect, it } from 'vitest';
import { browser, signIn } from '../../test-support/test-app';
import { savePlaque } from '../../test-support/qr-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { qrListPage, type QrListFilters } from './admin-qr-paging';
import { QrCode } from './qr-code.entity';
import { seededRandom } from '../../test-support/seeded-random';

const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });

async function seedPlaques(count: number, next: () => number): Promise<void> {
  for (let i = 0; i < count; i++) await savePlaque(testApp, { temporary: next() < 0.3 ? 1 : 0 });
}

/** The ids matching, newest first, by a plain query filtered here: what every walk must visit. */
async function plain(filters: QrListFilters): Promise<number[]> {
  const all = await testApp.dataSource.getRepository(QrCode).find({ order: { id: 'DESC' } });
  return all
    .filter((row) => filters.temporary === undefined || row.temporary === Number(filters.temporary))
    .map((row) => row.id);
}

describe('admin QR table paging by cursor', () => {
  it('visits every matching code once, in order, forward by after and back by before, for random cases', async () => {
    const { next } = seededRandom(20261206);
    await seedPlaques(70, next);
    const source = testApp.dataSource;
    for (let round = 0; round < 20; round++) {
      const pick = next();
      const filters: QrListFilters = pick < 0.33 ? {} : { temporary: pick < 0.66 ? '1' : '0' };
      const maxResults = [5, 10, 25][Math.floor(next() * 3)] - Math.floor(next() * 4);
      const label = JSON.stringify({ round, filters, maxResults });
      const expected = await plain(filters);

      const forward: number[][] = [];
      let page = await qrListPage(source, filters, { page: 1, maxResults });
      expect(page.previousBefore, label).toBeNull();
      for (;;) {
        forward.push(page.rows.map((row) => row.id));
        expect(page.total, label).toBe(expected.length);
        expect(page.totalAtLeast, label).toBe(false);
        if (page.nextAfter === null) break;
        expect(page.rows, label).toHaveLength(maxResults);
        page = await qrListPage(source, filters, { page: 1, maxResults, after: page.nextAfter });
      }
      expect(forward.flat(), label).toEqual(expected);

      const backward: number[][] = [forward.at(-1)!];
      while (page.previousBefore !== null) {
        page = await qrListPage(source, filters, { page: 1, maxResults, before: page.previousBefore });
        backward.unshift(page.rows.map((row) => row.id));
      }
      expect(backward, label).toEqual(forward);

      // before=0: the oldest codes, newest first (the last page, reached without walking).
      const last = await qrListPage(source, filters, { page: 1, maxResults, before: 0 });
      expect(
        last.rows.map((row) => row.id),
        label,
      ).toEqual(expected.slice(Math.max(0, expected.length - maxResults)));
      expect(last.nextAfter, label).toBeNull();

      // By page number (old clients): the same rows as a plain OFFSET.
      const pageNumber = 1 + Math.floor(next() * Math.max(1, Math.ceil(expected.length / maxResults)));
      const byPage = await qrListPage(source, filters, { page: pageNumber, maxResults });
      expect(
        byPage.rows.map((row) => row.id),
        label,
      ).toEqual(expected.slice((pageNumber - 1) * maxResults, pageNumber * maxResults));
    }
  });

  it('counts up to a cap, then answers a lower bound', async () => {
    await seedPlaques(30, seededRandom(7).next);
    const expected = await plain({});
    const source = testApp.dataSource;
    const first = await qrListPage(source, {}, { page: 1, maxResults: 5 }, 10);
    expect(first).toMatchObject({ total: 10, totalAtLeast: true });
    const lastPage = Math.ceil(expected.length / 5);
    const last = await qrListPage(source, {}, { page: lastPage, maxResults: 5 }, 10);
    expect(last).toMatchObject({ total: expected.length, totalAtLeast: false, nextAfter: null });
    const byCursor = await qrListPage(source, {}, { page: 1, maxResults: 5, after: expected[3] }, 10);
    expect(byCursor).toMatchObject({ total: 10, totalAtLeast: true });
    expect(byCursor.rows.map((row) => row.id)).toEqual(expected.slice(4, 9));
  });

  it('pages by cursor over HTTP with the temporary filter and refuses both cursors at once', async () => {
    await seedPlaques(14, seededRandom(11).next);
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    const expected = await plain({ temporary: '0' });
    type Page = { qrcodes: Array<{ ID: number }>; nextAfter: number | null; previousBefore: number | null };
    const get = async (query: string) =>
      (await agent.get(`/api/admin/qrcodes?temporary=0&maxResults=5${query}`).expect(200)).body.data as Page;
    const first = await get('');
    expect(first.qrcodes.map((row) => row.ID)).toEqual(expected.slice(0, 5));
    const second = await get(`&after=${first.nextAfter}`);
    expect(second.qrcodes.map((row) => row.ID)).toEqual(expected.slice(5, 10));
    expect(second.previousBefore).toBe(expected[5]);
    const back = await get(`&before=${second.previousBefore}`);
    expect(back).toMatchObject({ previousBefore: null, nextAfter: expected[4] });
    expect(back.qrcodes.map((row) => row.ID)).toEqual(expected.slice(0, 5));
    await agent.get('/api/admin/qrcodes?after=5&before=2').expect(400);
    await agent.get('/api/admin/qrcodes?after=-1').expect(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { SEARCH_ORDERS, type SearchOrder } from './dto/search-query.dto';

// Keyset pages of the home search on the engine of this run (SQLite, or MariaDB with TEST_MYSQL_URL):
// every order and direction, ties in every key, NULL dates, filters, the region message and bad input.

let testApp: TestApp;
const REGION = 11; // Umbria: no demo people there.

interface Seed {
  id: number;
  name: string;
  surname: string;
  dateOfDeath: string | null;
  publicationTime: string;
  showPage: number;
}

// Ties on purpose: same surnames, same names, same dates, same publication instants.
const SEEDS: Seed[] = [
  {
    id: 5001,
    name: 'Luca',
    surname: 'Rossi',
    dateOfDeath: '2020-01-01',
    publicationTime: '2021-01-01T10:00:00Z',
    showPage: 1,
  },
  {
    id: 5002,
    name: 'Anna',
    surname: 'Rossi',
    dateOfDeath: '2020-01-01',
    publicationTime: '2021-01-01T10:00:00Z',
    showPage: 0,
  },
  {
    id: 5003,
    name: 'Luca',
    surname: 'Bianchi',
    dateOfDeath: null,
    publicationTime: '2021-01-01T10:00:00Z',
    showPage: 1,
  },
  {
    id: 5004,
    name: 'Marco',
    surname: 'Rossi',
    dateOfDeath: '2019-05-05',
    publicationTime: '2020-06-01T08:00:00Z',
    showPage: 1,
  },
  {
    id: 5005,
    name: 'Luca',
    surname: 'Rossi',
    dateOfDeath: null,
    publicationTime: '2022-03-03T09:00:00Z',
    showPage: 0,
  },
  {
    id: 5006,
    name: 'Elena',
    surname: 'Verdi',
    dateOfDeath: '2020-01-01',
    publicationTime: '2020-06-01T08:00:00Z',
    showPage: 0,
  },
  {
    id: 5007,
    name: 'Giorgio',
    surname: 'Bianchi',
    dateOfDeath: '2018-12-31',
    publicationTime: '2021-01-01T10:00:00Z',
    showPage: 1,
  },
  {
    id: 5008,
    name: 'Anna',
    surname: 'Verdi',
    dateOfDeath: '2019-05-05',
    publicationTime: '2019-02-02T12:00:00Z',
    showPage: 1,
  },
  {
    id: 5009,
    name: 'Paolo',
    surname: 'Neri',
    dateOfDeath: '2021-07-07',
    publicationTime: '2021-01-01T10:00:00Z',
    showPage: 0,
  },
];

type Key = (seed: Seed) => string | number | null;
const KEYS: Record<SearchOrder, Key[]> = {
  insertAndType: [(s) => s.publicationTime, (s) => s.showPage],
  insertTime: [(s) => s.publicationTime],
  funeralDateValue: [(s) => s.dateOfDeath],
  dateOfDeathValue: [(s) => s.dateOfDeath],
  name: [(s) => s.name.toLowerCase(), (s) => s.surname.toLowerCase()],
  surname: [(s) => s.surname.toLowerCase(), (s) => s.name.toLowerCase()],
};

/** The order both engines give: NULLs lowest, id last, everything in one direction. */
function expected(order: SearchOrder, dir: 'asc' | 'desc', seeds = SEEDS): number[] {
  const compare = (a: Seed, b: Seed) => {
    for (const key of [...KEYS[order], (s: Seed) => s.id]) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    return 0;
  };
  const sorted = [...seeds].sort(compare).map((s) => s.id);
  return dir === 'asc' ? sorted : sorted.reverse();
}

function search(query: Record<string, string | number>) {
  return request(testApp.url).get('/api/search').query(query);
}
const ids = (body: { data: { searchResult: Array<{ ID: number }> } }) =>
  body.data.searchResult.map((row) => row.ID);

/** Walks every page by cursor, checking nextPage and that a bare `page=N` gives the same page. */
async function walk(query: Record<string, string | number>, size: number): Promise<number[]> {
  const seen: number[] = [];
  let page = 1;
  let after: string | null = null;
  for (;;) {
    const response = await search({
      ...query,
      maxResults: size,
      page,
      ...(after ? { after } : {}),
    }).expect(200);
    const rows = ids(response.body);
    if (page > 1) {
      const bare = await search({ ...query, maxResults: size, page }).expect(200);
      expect(ids(bare.body)).toEqual(rows);
    }
    seen.push(...rows);
    const { nextPage, cursor } = response.body.data as { nextPage: number | null; cursor: string | null };
    if (nextPage === null) {
      expect(cursor).toBeNull();
      return seen;
    }
    expect(nextPage).toBe(page + 1);
    expect(typeof cursor).toBe('string');
    after = cursor;
    page = nextPage;
    if (page > 20) throw new Error('too many pages');
  }
}

beforeAll(async () => {
  testApp = await startTestApp();
  for (const seed of SEEDS) {
    await saveDeceased(testApp, {
      id: seed.id,
      name: seed.name,
      surname: seed.surname,
      gender: 'M',
      dateOfDeath: seed.dateOfDeath,
      publicationTime: new Date(seed.publicationTime),
      graveyardName: 'Cimitero di prova',
      graveyardRegionId: REGION,
      showPage: seed.showPage,
    });
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/search keyset pages', () => {
  const cases = SEARCH_ORDERS.flatMap((order) => (['asc', 'desc'] as const).map((dir) => ({ order, dir })));

  it.each(cases)('orders by $order $dir across pages with ties', async ({ order, dir }) => {
    for (const size of [2, 4]) {
      expect(await walk({ region: REGION, order, orderDir: dir }, size)).toEqual(expected(order, dir));
    }
  });

  it("takes the spec's 'disc' as desc and defaults to insertAndType desc", async () => {
    const disc = await search({ region: REGION, order: 'surname', orderDir: 'disc', maxResults: 50 }).expect(
      200,
    );
    expect(ids(disc.body)).toEqual(expected('surname', 'desc'));
    const plain = await search({ region: REGION, maxResults: 50 }).expect(200);
    expect(ids(plain.body)).toEqual(expected('insertAndType', 'desc'));
  });

  it.each([
    { filter: 1, showPage: 0 },
    { filter: 2, showPage: 1 },
    { filter: -1, showPage: null },
  ])('filter $filter pages through its type only', async ({ filter, showPage }) => {
    const seeds = SEEDS.filter((s) => showPage === null || s.showPage === showPage);
    expect(await walk({ region: REGION, filter, order: 'name', orderDir: 'asc' }, 2)).toEqual(
      expected('name', 'asc', seeds),
    );
  });

  it('pages a name search in a region', async () => {
    const seeds = SEEDS.filter((s) => s.surname === 'Rossi');
    expect(
      await walk({ region: REGION, text: 'ROSSI', order: 'dateOfDeathValue', orderDir: 'desc' }, 2),
    ).toEqual(expected('dateOfDeathValue', 'desc', seeds));
  });

  it("answers 'Nessuna pagina trovata per la regione scelta' for a region without results", async () => {
    const response = await search({ region: 21 }).expect(200);
    expect(response.body).toMatchObject({
      response: 'success',
      message: 'Nessuna pagina trovata per la regione scelta',
      data: { result: 'success', searchResult: [], nextPage: null, cursor: null },
    });
    expect((await search({ region: REGION }).expect(200)).body.message).toBe('');
  });

  it('answers an empty page past the end of a bare page link', async () => {
    const response = await search({ region: REGION, page: 30, maxResults: 5 }).expect(200);
    expect(response.body.data).toMatchObject({ searchResult: [], nextPage: null, cursor: null });
  });

  it('refuses a bare page link further than 5000 rows from the start', async () => {
    await search({ region: REGION, page: 417, maxResults: 12 }).expect(200);
    const response = await search({ region: REGION, page: 418, maxResults: 12 }).expect(400);
    expect(response.body.data.fields).toEqual({ page: 'Pagina troppo lontana, usa i pulsanti di pagina' });
  });

  it('refuses a cursor of another order or direction', async () => {
    const first = await search({ region: REGION, order: 'name', maxResults: 2 }).expect(200);
    const { cursor } = first.body.data as { cursor: string };
    const other = await search({
      region: REGION,
      order: 'surname',
      page: 2,
      after: cursor,
      maxResults: 2,
    }).expect(400);
    expect(other.body.data.fields).toEqual({ after: 'Campo non valido' });
    await search({ region: REGION, order: 'name', orderDir: 'asc', page: 2, after: cursor }).expect(400);
  });

  it('treats HTML in the text as plain words', async () => {
    const response = await search({ text: '<script>alert(1)</script>' }).expect(200);
    expect(response.body.data.searchResult).toEqual([]);
    const quoted = await search({ text: "<b>d'angelo</b>" }).expect(200);
    expect(quoted.body.data.searchResult).toEqual([]);
  });

  it("refuses text longer than 100 characters with 'Testo di ricerca troppo lungo'", async () => {
    await search({ text: 'a'.repeat(100) }).expect(200);
    const response = await search({ text: 'a'.repeat(101) }).expect(400);
    expect(response.body).toMatchObject({
      response: 'fail',
      errorCode: 'VALIDATION_FAILED',
      message: 'Testo di ricerca troppo lungo',
      data: { fields: { text: 'Testo di ricerca troppo lungo' } },
    });
  });

  it('echoes searchid', async () => {
    const response = await search({ searchid: 'abc123', region: REGION }).expect(200);
    expect(response.body.data.searchid).toBe('abc123');
  });
});

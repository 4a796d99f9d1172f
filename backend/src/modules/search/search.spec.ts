import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { DEMO_DECEASED } from '../demo/demo-data';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

function search(query: Record<string, string | number>) {
  return request(testApp.url).get('/api/search').query(query);
}

const names = (body: { data: { searchResult: Array<{ name: string; surname: string }> } }) =>
  body.data.searchResult.map((row) => `${row.name} ${row.surname}`);

describe('GET /api/search', () => {
  it("finds 'Nicolò' without the accent and in any case", async () => {
    for (const text of ['nicolo', 'NICOLÒ', 'Nicolò']) {
      const response = await search({ text }).expect(200);
      expect(names(response.body)).toEqual(["Nicolò D'Angelo"]);
    }
  });

  it("finds D'Angelo by the apostrophe form and by the word after it", async () => {
    expect(names((await search({ text: "d'angelo" }).expect(200)).body)).toEqual(["Nicolò D'Angelo"]);
    expect(names((await search({ text: 'D’Angelo' }).expect(200)).body)).toEqual(["Nicolò D'Angelo"]);
    expect(names((await search({ text: 'angelo' }).expect(200)).body)).toEqual(["Nicolò D'Angelo"]);
  });

  it('needs every word to match and finds middle names', async () => {
    expect(names((await search({ text: 'grazia esposito' }).expect(200)).body)).toEqual([
      'Maria Grazia Esposito',
    ]);
    expect(names((await search({ text: 'grazia verdi' }).expect(200)).body)).toEqual([]);
  });

  it('answers the result shape of the contract', async () => {
    const response = await search({ text: 'martinelli' }).expect(200);
    expect(response.body.data).toEqual({
      result: 'success',
      nextPage: null,
      cursor: null,
      searchResult: [
        {
          ID: 1000,
          name: 'Giuseppe',
          surname: 'Martinelli',
          dateOfBirth: '1931-03-12',
          dateOfDeath: '2019-11-02',
          photo: '/media/demo/deceased-1000.jpg',
          graveyardName: 'Cimitero Monumentale',
          graveLocation: 'Milano',
          type: 'lapide',
          partnerID: expect.any(Number),
          partnerName: 'Onoranze Funebri Bellini',
        },
      ],
    });
  });

  it('pages one-based, newest publication first, with nextPage', async () => {
    const first = await search({ page: 1, maxResults: 3 }).expect(200);
    expect(first.body.data.searchResult.map((row: { ID: number }) => row.ID)).toEqual([1003, 1002, 1001]);
    expect(first.body.data.nextPage).toBe(2);
    const second = await search({ page: 2, maxResults: 3, after: first.body.data.cursor }).expect(200);
    // The search demo people of Sicilia were published before 1000.
    expect(second.body.data.searchResult.map((row: { ID: number }) => row.ID)).toEqual([1000, 1117, 1116]);
    expect(second.body.data.nextPage).toBe(3);
    const last = await search({ page: 8, maxResults: 3 }).expect(200);
    expect(last.body.data.searchResult.map((row: { ID: number }) => row.ID)).toEqual([1100]);
    expect(last.body.data.nextPage).toBeNull();
  });

  it('finds the Sicilian demo people by region and name across two pages, any accent', async () => {
    const first = await search({ region: 20, text: 'ma', order: 'surname', orderDir: 'asc' }).expect(200);
    expect(first.body.data.searchResult).toHaveLength(12);
    expect(first.body.data.nextPage).toBe(2);
    const second = await search({
      region: 20,
      text: 'ma',
      order: 'surname',
      orderDir: 'asc',
      page: 2,
      after: first.body.data.cursor,
    }).expect(200);
    expect(names(second.body)).toEqual(
      ['Margherita Sciarrà', 'Marisa Pirrò', 'Matteo Russo', 'Salvatore Mazzà'].sort((a, b) =>
        a.split(' ').at(-1)!.localeCompare(b.split(' ').at(-1)!),
      ),
    );
    expect(second.body.data.nextPage).toBeNull();
    expect(names((await search({ text: 'SCIARRA' }).expect(200)).body)).toEqual(['Margherita Sciarrà']);
    expect(names((await search({ text: 'giuffre' }).expect(200)).body)).toEqual(['Marta Giuffrè']);
    expect(names((await search({ text: "dell'oglio" }).expect(200)).body)).toEqual(["Massimo Dell'Oglio"]);
    expect(names((await search({ text: 'durso' }).expect(200)).body)).toEqual([]);
    expect(names((await search({ text: "d'urso" }).expect(200)).body)).toEqual(["Mario D'Urso"]);
  });

  it('filters obituaries and tombstones and by place', async () => {
    const obituaries = await search({ filter: 1, maxResults: 50 }).expect(200);
    const types = obituaries.body.data.searchResult.map((row: { type: string }) => row.type);
    expect(types.length).toBeGreaterThan(1);
    expect(new Set(types)).toEqual(new Set(['necrologio']));
    const tombstones = await search({ filter: 2, maxResults: 50 }).expect(200);
    expect(new Set(tombstones.body.data.searchResult.map((row: { type: string }) => row.type))).toEqual(
      new Set(['lapide']),
    );
    const rome = await search({ location: 58091 }).expect(200);
    expect(names(rome.body)).toEqual(['Maria Grazia Esposito']);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(names((await search({ text: '%' }).expect(200)).body)).toEqual([]);
    expect(names((await search({ text: '_' }).expect(200)).body)).toEqual([]);
  });

  it('caps maxResults at 50', async () => {
    const response = await search({ maxResults: 5000 }).expect(200);
    expect(response.body.data.searchResult.length).toBe(DEMO_DECEASED.length);
  });

  it.each<Record<string, string | number>>([
    { page: 0 },
    { page: 'due' },
    { page: -1 },
    { maxResults: 0 },
    { filter: 7 },
    { cap: '1234' },
    { order: 'random' },
    { orderDir: 'up' },
    { after: 'bm90LWpzb24' },
    { text: ['a', 'b'] as unknown as string },
  ])('refuses %j with 400 in the envelope', async (query) => {
    const response = await search(query).expect(400);
    expect(response.body).toMatchObject({
      response: 'fail',
      errorCode: 'VALIDATION_FAILED',
      message: 'Campo non valido',
    });
    expect(Object.keys(response.body.data.fields)).toEqual(Object.keys(query));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { ReferenceDataSeeder } from './reference-data.seeder';
import { Comune } from './comune.entity';

let testApp: TestApp;

beforeAll(async () => {
  // Reference data loads in production mode too, not only with the demo.
  testApp = await startTestApp({ demoMode: false });
});

afterAll(async () => {
  await testApp?.close();
});

const get = (path: string) => request(testApp.url).get(`/api/location/${path}`);

describe('locations', () => {
  it('lists the 20 regions with ids 2-21', async () => {
    const response = await get('getRegioni').expect(200);
    const regions = response.body.data.regioni as Array<{ ID: number; name: string }>;
    expect(regions).toHaveLength(20);
    expect(regions.map((region) => region.ID).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    expect(regions).toContainEqual({ ID: 4, name: 'Lombardia' });
    expect(regions).toContainEqual({ ID: 2, name: 'Piemonte' });
  });

  it('lists the provinces of a region', async () => {
    const response = await get('getProvince/4').expect(200);
    const provinces = response.body.data.province as Array<{
      ID: number;
      name: string;
      sigla: string;
      idregione: number;
      minCap: string;
      maxCap: string;
    }>;
    expect(provinces).toHaveLength(12);
    // spec panels §3: each province with its CAP range minCap/maxCap.
    expect(provinces).toContainEqual({
      ID: 15,
      name: 'Milano',
      sigla: 'MI',
      idregione: 4,
      minCap: '20010',
      maxCap: '20162',
    });
    expect(provinces.every((province) => province.minCap <= province.maxCap)).toBe(true);
    expect(provinces.every((province) => province.idregione === 4)).toBe(true);
  });

  it('lists the comuni of a province with their CAPs', async () => {
    const response = await get('getComuni/15').expect(200);
    const comuni = response.body.data.comuni as Array<{
      ID: number;
      name: string;
      cap: string;
      capList: string[];
    }>;
    const milano = comuni.find((comune) => comune.name === 'Milano');
    expect(milano?.ID).toBe(15146);
    expect(milano?.cap).toBe('20121');
    expect(milano?.capList).toContain('20154');
    expect(comuni.every((comune) => comune.capList.every((cap) => /^\d{5}$/.test(cap)))).toBe(true);
  });

  it('finds the comuni of a CAP, several when they share it', async () => {
    const milano = await get('locationFromCap/20154').expect(200);
    expect(milano.body.data.comuni).toEqual([
      {
        ID: 15146,
        name: 'Milano',
        cap: '20121',
        capList: expect.arrayContaining(['20154']),
        provinceID: 15,
        regionID: 4,
      },
    ]);
    const none = await get('locationFromCap/99999').expect(200);
    expect(none.body.data.comuni).toEqual([]);
    const bad = await get('locationFromCap/20l54').expect(400);
    expect(bad.body).toMatchObject({ errorCode: 'INVALID_CAP', message: 'CAP non valido' });
  });

  it('lists countries with Italy at 105', async () => {
    const response = await get('nationality').expect(200);
    const countries = response.body.data.countries as Array<{ id: number; nicename: string }>;
    expect(countries.find((country) => country.id === 105)).toEqual({ id: 105, nicename: 'Italia' });
    expect(countries.length).toBeGreaterThan(240);
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    expect((await get('getProvince/abc').expect(400)).body).toMatchObject({
      errorCode: 'INVALID_ID',
      message: 'Id non valido',
    });
    expect((await get('getComuni/1x').expect(400)).body).toMatchObject({ errorCode: 'INVALID_ID' });
    expect((await get('getProvince/99').expect(404)).body).toMatchObject({
      errorCode: 'REGION_NOT_FOUND',
      message: 'Regione non trovata',
    });
    expect((await get('getComuni/999').expect(404)).body).toMatchObject({ errorCode: 'PROVINCE_NOT_FOUND' });
  });

  it('seeds reference data idempotently', async () => {
    const before = await testApp.dataSource.getRepository(Comune).count();
    await testApp.app.get(ReferenceDataSeeder).seed();
    expect(await testApp.dataSource.getRepository(Comune).count()).toBe(before);
    expect(before).toBeGreaterThan(7800);
  });
});

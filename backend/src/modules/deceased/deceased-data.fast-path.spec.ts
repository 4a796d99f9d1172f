import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { Deceased } from './deceased.entity';
import { DeceasedService } from './deceased.service';
import { PageCacheService } from './page-cache.service';

describe('deceasedData fast path', () => {
  let testApp: TestApp;
  let app: INestApplication;

  beforeAll(async () => {
    testApp = await startTestApp();
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the cached bytes with the security headers, with or without the 000 prefix', async () => {
    const bytes = await app.get(DeceasedService).getDeceasedDataBytes('1000');
    for (const id of ['1000', '0001000']) {
      const answer = await request(app.getHttpServer()).get(`/api/deceased/deceasedData/${id}`).expect(200);
      expect(Buffer.from(answer.text)).toEqual(bytes);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toBeTruthy();
    }
  });

  it('leaves unknown and malformed ids to the controller, which answers the envelope', async () => {
    const unknown = await request(app.getHttpServer()).get('/api/deceased/deceasedData/987654').expect(404);
    expect(unknown.body).toMatchObject({ response: 'fail', errorCode: 'DECEASED_NOT_FOUND' });
    const malformed = await request(app.getHttpServer()).get('/api/deceased/deceasedData/12ab').expect(400);
    expect(malformed.body).toMatchObject({
      response: 'fail',
      errorCode: 'INVALID_ID',
      message: 'Id non valido',
    });
  });

  describe('merge rule of a notice and its tombstone page (spec panels §3, pageID)', () => {
    const dataOf = async (id: number) =>
      (await request(app.getHttpServer()).get(`/api/deceased/deceasedData/000${id}`).expect(200)).body.data;

    async function linkedPair(graveyardName: string) {
      const tombstone = await saveDeceased(testApp, {
        name: 'Elena',
        surname: 'Lapidari',
        showPage: 1,
        graveyardName,
        graveyardRegionId: 10,
        graveyardCap: '20100',
        lapidePhoto: 'deceased/lapide-elena.jpg',
      });
      const notice = await saveDeceased(testApp, {
        name: 'Elena',
        surname: 'Lapidari',
        showPage: 0,
        graveyardName: 'Cimitero del necrologio',
        graveyardCap: '00100',
        pageId: tombstone.id,
      });
      return { tombstone, notice };
    }

    it("a linked notice shows the tombstone's plaque, photo and graveyard; each record keeps its own name", async () => {
      const { tombstone, notice } = await linkedPair('Cimitero Monumentale');
      const merged = await dataOf(notice.id);
      const own = await dataOf(tombstone.id);
      expect(merged).toMatchObject({
        ID: notice.id,
        idLapideManifest: tombstone.id,
        graveyardName: 'Cimitero Monumentale',
        graveRegionID: 10,
        graveCap: '20100',
        'photo-lapide': '/media/deceased/lapide-elena.jpg',
      });
      expect(merged.graveRegion).toBe(own.graveRegion);
      expect(own).toMatchObject({ ID: tombstone.id, idLapideManifest: tombstone.id, graveCap: '20100' });
      // A notice whose linked record is no tombstone page (showPage 0) keeps its own data.
      await testApp.dataSource.getRepository(Deceased).update({ id: tombstone.id }, { showPage: 0 });
      await app.get(PageCacheService).invalidate(tombstone.id);
      expect(await dataOf(notice.id)).toMatchObject({
        idLapideManifest: notice.id,
        graveyardName: 'Cimitero del necrologio',
        graveCap: '00100',
        'photo-lapide': null,
      });
    });

    it("a change to the tombstone reaches the notice's cached bytes and page data (fast path included)", async () => {
      const { tombstone, notice } = await linkedPair('Cimitero Vecchio');
      const service = app.get(DeceasedService);
      expect((await dataOf(notice.id)).graveyardName).toBe('Cimitero Vecchio');
      expect((await service.getDeceasedDataCached(String(notice.id))).graveyardName).toBe('Cimitero Vecchio');
      await testApp.dataSource
        .getRepository(Deceased)
        .update({ id: tombstone.id }, { graveyardName: 'Cimitero Nuovo' });
      // Not invalidated yet: the cached bytes stay (the fast path serves them).
      expect((await dataOf(notice.id)).graveyardName).toBe('Cimitero Vecchio');
      await app.get(PageCacheService).invalidate(tombstone.id);
      expect((await dataOf(notice.id)).graveyardName).toBe('Cimitero Nuovo');
      expect((await service.getDeceasedDataCached(String(notice.id))).graveyardName).toBe('Cimitero Nuovo');
    });

    it('a tombstone change that lands while the notice is built leaves no stale entry', async () => {
      const { tombstone, notice } = await linkedPair('Cimitero A');
      const cache = app.get(PageCacheService);
      const before = cache.version(notice.id);
      // The tombstone's version read before its data, then a change lands before the link is recorded.
      const seen = cache.version(tombstone.id);
      await cache.invalidate(tombstone.id);
      cache.dependOn(notice.id, tombstone.id, seen);
      expect(cache.version(notice.id)).toBe(before + 1);
      // Recorded with the current version: nothing dropped now, a later tombstone change drops the notice.
      cache.dependOn(notice.id, tombstone.id, cache.version(tombstone.id));
      expect(cache.version(notice.id)).toBe(before + 1);
      await cache.invalidate(tombstone.id);
      expect(cache.version(notice.id)).toBe(before + 2);
    });
  });
});

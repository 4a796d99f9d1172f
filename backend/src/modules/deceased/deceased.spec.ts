import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { MemorialMediaItem } from '../memorials/memorial-media.entity';
import { Memorial } from '../memorials/memorial.entity';
import { DeceasedService } from './deceased.service';
import { PageCacheService } from './page-cache.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/deceased/deceasedData/:id', () => {
  it.each(['0001000', '1000'])('answers the demo memorial for %s', async (id) => {
    const response = await request(testApp.url).get(`/api/deceased/deceasedData/${id}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      response: 'success',
      result: 'success',
      errorCode: null,
      session: null,
    });
    expect(response.body.data).toEqual({
      result: 'success',
      ID: 1000,
      name: 'Giuseppe',
      surname: 'Martinelli',
      gender: 'M',
      dateOfBirth: '1931-03-12',
      dateOfDeath: '2019-11-02',
      time: Date.parse('2019-11-05T09:00:00Z') / 1000,
      // Published in 2019: open only because the demo memorial's book never closes.
      bookOpen: true,
      privacy: 'public',
      aphorism: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.",
      idLapideManifest: 1000,
      graveyardName: 'Cimitero Monumentale',
      graveRegion: 'Lombardia',
      graveRegionID: 4,
      graveProvince: 'Milano',
      graveProvinceID: 15,
      graveLocation: 'Milano',
      graveLocationID: 15146,
      graveCap: '20154',
      gravePoint: null,
      photo: ['/media/demo/deceased-1000.jpg'],
      'photo-lapide': null,
      partner: { ID: expect.any(Number), name: 'Onoranze Funebri Bellini' },
      memorial: {
        ID: expect.any(Number),
        bio: expect.stringContaining('Giuseppe nacque a Milano'),
        expirationDate: Date.parse('2035-12-31T23:00:00Z') / 1000,
      },
      memorialMedia: [
        { ID: expect.any(Number), type: 'photo', file: '/media/demo/memorial-1000-landscape.jpg' },
        { ID: expect.any(Number), type: 'photo', file: '/media/demo/memorial-1000-flowers.jpg' },
        { ID: expect.any(Number), type: 'photo', file: '/media/demo/memorial-1000-candle.jpg' },
      ],
      dedic: [
        {
          ID: expect.any(Number),
          type: 'dedica-cero',
          time: Date.parse('2025-11-01T10:00:00Z') / 1000,
          status: 'pending',
          text: '',
          showAuthor: 0,
          media: null,
        },
        {
          ID: expect.any(Number),
          type: 'dedica-fiori',
          time: Date.parse('2025-10-20T10:00:00Z') / 1000,
          status: 'accepted',
          text: 'Ciao nonno Giuseppe, i tuoi Navigli ci parlano ancora di te.',
          showAuthor: 'I nipoti',
          media: null,
        },
        {
          // A refused photo: virtual flowers, anonymous, neither text nor media leave the server.
          ID: expect.any(Number),
          type: 'dedica-fiori',
          time: Date.parse('2025-10-10T10:00:00Z') / 1000,
          status: 'refused',
          text: '',
          showAuthor: 0,
          media: null,
        },
      ],
      // The demo lamp (lampadedemo's), never heard from here: off, set to always on.
      lamp: { effectiveState: 0, setState: 1, idGestore: expect.any(Number) },
      notice: null,
    });
    expect(response.text).not.toContain('Firma nascosta');
  });

  it('serves cached bytes until the deceased is invalidated', async () => {
    const cache = testApp.app.get(PageCacheService);
    const dataSource = testApp.app.get(DataSource);
    const first = await request(testApp.url).get('/api/deceased/deceasedData/1000').expect(200);
    await dataSource.query("UPDATE deceased SET aphorism = 'Nuovo aforisma' WHERE id = 1000");
    try {
      const cached = await request(testApp.url).get('/api/deceased/deceasedData/1000').expect(200);
      expect(cached.text).toBe(first.text);
      await cache.invalidate(1000);
      const fresh = await request(testApp.url).get('/api/deceased/deceasedData/1000').expect(200);
      expect(fresh.body.data.aphorism).toBe('Nuovo aforisma');
      expect(fresh.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await dataSource.query(
        "UPDATE deceased SET aphorism = 'Sol chi non lascia eredità d''affetti poca gioia ha dell''urna.' WHERE id = 1000",
      );
      await cache.invalidate(1000);
    }
  });

  it('lists the memorial gallery by position, and nothing once the memorial has expired', async () => {
    const service = testApp.app.get(DeceasedService);
    const memorials = testApp.app.get(DataSource).getRepository(Memorial);
    const media = testApp.app.get(DataSource).getRepository(MemorialMediaItem);
    const files = async () => (await service.getDeceasedData('1000')).memorialMedia.map((item) => item.file);
    const memorial = await memorials.findOneByOrFail({ deceasedId: 1000 });
    const landscape = { memorialId: memorial.id, file: 'demo/memorial-1000-landscape.jpg' };
    const { position } = await media.findOneByOrFail(landscape);
    await media.update(landscape, { position: 10 });
    await media.insert({
      memorialId: memorial.id,
      type: 'video',
      file: 'demo/clip.mp4',
      position: 5,
      createdAt: new Date(),
    });
    try {
      expect(await files()).toEqual([
        '/media/demo/memorial-1000-flowers.jpg',
        '/media/demo/memorial-1000-candle.jpg',
        '/media/demo/clip.mp4',
        '/media/demo/memorial-1000-landscape.jpg',
      ]);
      expect((await service.getDeceasedData('1000')).memorialMedia[2].type).toBe('video');
      await memorials.update(memorial.id, { expiresAt: new Date(Date.now() - 86_400_000) });
      expect(await files()).toEqual([]);
    } finally {
      await memorials.update(memorial.id, { expiresAt: memorial.expiresAt });
      await media.delete({ file: 'demo/clip.mp4' });
      await media.update(landscape, { position });
    }
  });

  it('has no gallery for a person without a memorial', async () => {
    const service = testApp.app.get(DeceasedService);
    const dataSource = testApp.app.get(DataSource);
    const [row] = await dataSource.query(
      'SELECT d.id FROM deceased d LEFT JOIN memorials m ON m.deceased_id = d.id WHERE d.enabled = 1 AND m.id IS NULL',
    );
    const data = await service.getDeceasedData(String(row.id));
    expect(data.memorial).toBeNull();
    expect(data.memorialMedia).toEqual([]);
  });

  it.each(['memorial-1000-landscape', 'memorial-1000-flowers', 'memorial-1000-candle'])(
    'serves the demo gallery photo %s',
    async (name) => {
      const response = await request(testApp.url).get(`/media/demo/${name}.jpg`).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    },
  );

  it('serves the demo photo it points to', async () => {
    const response = await request(testApp.url).get('/media/demo/deceased-1000.jpg').expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((response.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it.each(['abc', '10a0', '-5'])('answers 400 INVALID_ID for %j', async (id) => {
    const response = await request(testApp.url).get(`/api/deceased/deceasedData/${id}`).expect(400);
    expect(response.body).toMatchObject({
      response: 'fail',
      result: 'fail',
      errorCode: 'INVALID_ID',
      message: 'Id non valido',
      data: null,
    });
  });

  it.each([
    ['999999', '999999'],
    ['000999999', '999999'],
  ])('answers 404 with the Italian text for %s', async (id, shown) => {
    const response = await request(testApp.url).get(`/api/deceased/deceasedData/${id}`).expect(404);
    expect(response.body).toMatchObject({
      response: 'fail',
      errorCode: 'DECEASED_NOT_FOUND',
      message: `Defunto con id ${shown} non trovato, verra\` reinderizzatto alla home`,
    });
  });
});

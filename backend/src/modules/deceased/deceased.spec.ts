import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app';

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
      aphorism: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.",
      graveyardName: 'Cimitero Monumentale',
      graveRegion: 'Lombardia',
      graveRegionID: 4,
      graveProvince: 'Milano',
      graveProvinceID: 15,
      graveLocation: 'Milano',
      graveLocationID: 15146,
      graveCap: '20154',
      photo: ['/media/demo/deceased-1000.jpg'],
      'photo-lapide': null,
      partner: { ID: expect.any(Number), name: 'Onoranze Funebri Bellini' },
      memorial: {
        ID: expect.any(Number),
        bio: expect.stringContaining('Giuseppe nacque a Milano'),
        expirationDate: Date.parse('2035-12-31T23:00:00Z') / 1000,
      },
      memorialMedia: [],
      dedic: [],
      lamp: null,
    });
  });

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { Partner } from './partner.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/partners/getPartnerPage/:id', () => {
  it('shows the demo funeral home with contacts and its latest obituaries', async () => {
    const partner = await testApp.dataSource
      .getRepository(Partner)
      .findOneByOrFail({ name: 'Onoranze Funebri Bellini' });
    const response = await request(testApp.url)
      .get(`/api/partners/getPartnerPage/000${partner.id}`)
      .expect(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      ID: partner.id,
      name: 'Onoranze Funebri Bellini',
      type: 'partner',
      address: 'Via Giuseppe Verdi 12, 20121 Milano (MI)',
      email: 'info@onoranzebellini.example',
      website: 'https://www.onoranzebellini.example/',
      social: [{ network: 'facebook', url: 'https://www.facebook.com/onoranzebellini.example' }],
      media: ['/media/demo/deceased-1000.jpg'],
    });
    expect(data.description).toContain('Dal 1962');
    expect(data.obituaries.map((card: { ID: number }) => card.ID)).toEqual([1003, 1000]);
    expect(data.obituaries[1]).toMatchObject({
      type: 'lapide',
      graveLocation: 'Milano',
      partnerID: partner.id,
    });
  });

  it.each(['999999', 'abc'])("answers 404 'Partner non trovato' for %s", async (id) => {
    const response = await request(testApp.url).get(`/api/partners/getPartnerPage/${id}`).expect(404);
    expect(response.body).toMatchObject({ errorCode: 'PARTNER_NOT_FOUND', message: 'Partner non trovato' });
  });
});

import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { DeceasedService } from './deceased.service';

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
});

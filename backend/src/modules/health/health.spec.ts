import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ demoMode: false });
});

afterAll(async () => {
  await testApp?.close();
});

describe('health', () => {
  it('is live and ready once migrated', async () => {
    expect((await request(testApp.url).get('/api/health/live').expect(200)).body.data).toEqual({
      status: 'up',
    });
    expect((await request(testApp.url).get('/api/health/ready').expect(200)).body.data).toEqual({
      status: 'ready',
    });
  });

  it('is not ready when the database is gone', async () => {
    await testApp.dataSource.destroy();
    const response = await request(testApp.url).get('/api/health/ready').expect(503);
    expect(response.body).toMatchObject({ response: 'fail', errorCode: 'NOT_READY' });
    await testApp.dataSource.initialize();
  });
});

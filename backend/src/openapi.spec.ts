import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_ROOT } from './config/paths';
import { buildOpenApiDocument, serializeOpenApi } from './openapi-document';
import { startTestApp, type TestApp } from './test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ demoMode: false });
});

afterAll(async () => {
  await testApp?.close();
});

describe('openapi.json', () => {
  it('matches the controllers (regenerate: npm run build -w backend && npm run openapi -w backend)', () => {
    const committed = readFileSync(join(BACKEND_ROOT, 'openapi.json'), 'utf8');
    expect(serializeOpenApi(buildOpenApiDocument(testApp.app))).toBe(committed);
  });

  it('documents the contract routes', () => {
    const paths = Object.keys(buildOpenApiDocument(testApp.app).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/securitytoken',
        '/api/auth/login',
        '/api/auth/session',
        '/api/auth/logout',
        '/api/auth/autologin',
        '/api/deceased/deceasedData/{id}',
        '/api/search',
        '/api/location/getRegioni',
        '/api/location/getProvince/{regionId}',
        '/api/location/getComuni/{provinceId}',
        '/api/location/locationFromCap/{cap}',
        '/api/location/nationality',
        '/api/health/live',
        '/api/health/ready',
      ]),
    );
  });
});

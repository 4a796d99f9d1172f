import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth.constants';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ trustProxy: 1, sessionCookieSecure: true });
});

afterAll(async () => {
  await testApp?.close();
});

const cookieNamed = (headers: Record<string, unknown>, name: string) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith(`${name}=`));

/** A visitor arriving through the proxy over HTTPS: Secure cookies are sent back by hand (supertest speaks HTTP). */
async function visitor() {
  const response = await request(testApp.url).get('/api/auth/securitytoken').expect(200);
  const cookie = cookieNamed(response.headers, CSRF_COOKIE);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  return {
    cookie: (cookie as string).split(';')[0],
    token: (response.body as { data: { _csrf: string } }).data._csrf,
  };
}

function loginThroughProxy(origin: string, cookie: string, token: string) {
  return request(testApp.url)
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .set('X-CSRF-Token', token)
    .set('Origin', origin)
    .set('X-Forwarded-Proto', 'https')
    .set('X-Forwarded-Host', 'ricordo.example')
    .send({ email: 'clientedemo', password: 'RicordoDemo2026' });
}

describe('behind a trusted proxy (TRUST_PROXY=1, SESSION_COOKIE_SECURE=1)', () => {
  it("takes the site's origin from X-Forwarded-Proto/Host and sets a Secure session cookie", async () => {
    const { cookie, token } = await visitor();
    const response = await loginThroughProxy('https://ricordo.example', cookie, token).expect(200);
    expect(cookieNamed(response.headers, SESSION_COOKIE)).toMatch(/; Secure/i);
  });

  it('still refuses an Origin that is not the forwarded one', async () => {
    const { cookie, token } = await visitor();
    const response = await loginThroughProxy('https://evil.example', cookie, token).expect(403);
    expect(response.body).toMatchObject({ errorCode: 'CSRF_INVALID' });
  });
});

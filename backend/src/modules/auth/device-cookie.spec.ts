import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, csrfToken, startTestApp, type Browser, type TestApp } from '../../test-support/test-app';
import { DEVICE_COOKIE } from './auth.constants';
import { sha256Hex } from './crypto-tokens';
import { LoginAttempt } from './login-attempt.entity';
import { TrustedDevice } from './trusted-device.entity';

// Login throttling (DESIGN "Security") with OWASP device cookies: brute force stays throttled, but a
// stranger's wrong passwords do not keep the owner out.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.dataSource.getRepository(LoginAttempt).clear();
  await testApp.dataSource.getRepository(TrustedDevice).clear();
});

async function login(agent: Browser, email: string, password: string) {
  return agent
    .post('/api/auth/login')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ email, password });
}

function deviceCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
}

/** A browser that signed in as `username` once, and logged out. */
async function knownBrowser(username: string): Promise<Browser> {
  const agent = await browser(testApp);
  expect((await login(agent, username, 'RicordoDemo2026')).status).toBe(200);
  await agent
    .post('/api/auth/logout')
    .set('X-CSRF-Token', await csrfToken(agent))
    .expect(200);
  return agent;
}

describe('device cookie', () => {
  it('a login sets an httpOnly cookie for /api/auth only, stored as a hash', async () => {
    const agent = await browser(testApp);
    const answer = await login(agent, 'clientedemo', 'RicordoDemo2026');
    expect(answer.status).toBe(200);
    const cookie = deviceCookieOf(answer.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = decodeURIComponent(cookie!.split(';')[0].split('=')[1]);
    const devices = await testApp.dataSource.getRepository(TrustedDevice).find();
    expect(devices).toHaveLength(1);
    expect(devices[0].tokenHash).toBe(sha256Hex(token));
    expect(devices[0].tokenHash).not.toContain(token);
  });

  it("after five wrong attempts from the owner's own address the owner's known browser still gets in; others stay locked out", async () => {
    const owner = await knownBrowser('clientedemo');
    const stranger = await browser(testApp);
    for (let i = 0; i < 5; i++) expect((await login(stranger, 'clientedemo', 'sbagliata')).status).toBe(401);
    // Same address (127.0.0.1): the account is locked for every browser that never signed in to it...
    expect((await login(stranger, 'clientedemo', 'RicordoDemo2026')).status).toBe(429);
    expect((await login(await browser(testApp), 'clientedemo', 'RicordoDemo2026')).status).toBe(429);
    // ...but not for the owner's.
    const answer = await login(owner, 'clientedemo', 'RicordoDemo2026');
    expect(answer.status).toBe(200);
    expect(answer.body.session.userdata.username).toBe('clientedemo');
  });

  it("a browser known to one account is a stranger to another: it gets no way past that account's lockout", async () => {
    const partnerBrowser = await knownBrowser('partnerdemo');
    for (let i = 0; i < 5; i++)
      expect((await login(await browser(testApp), 'lampadedemo', 'sbagliata')).status).toBe(401);
    expect((await login(partnerBrowser, 'lampadedemo', 'RicordoDemo2026')).status).toBe(429);
  });

  it('wrong passwords from a known browser lock that browser only, and count nothing against the account', async () => {
    const owner = await knownBrowser('adminricordo');
    for (let i = 0; i < 5; i++) expect((await login(owner, 'adminricordo', 'sbagliata')).status).toBe(401);
    const locked = await login(owner, 'adminricordo', 'RicordoDemo2026');
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(await testApp.dataSource.getRepository(LoginAttempt).countBy({ accountKey: 'adminricordo' })).toBe(
      0,
    );
    expect((await login(await browser(testApp), 'adminricordo', 'RicordoDemo2026')).status).toBe(200);
    // The lock ends with the window.
    await testApp.dataSource
      .getRepository(TrustedDevice)
      .createQueryBuilder()
      .update()
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .execute();
    expect((await login(owner, 'adminricordo', 'RicordoDemo2026')).status).toBe(200);
  });

  it('each login spends the cookie it showed: a copied, forged or expired cookie is only a stranger', async () => {
    const owner = await browser(testApp);
    const first = await login(owner, 'clientedemo', 'RicordoDemo2026');
    const copied = deviceCookieOf(first.headers['set-cookie'])!.split(';')[0];
    expect((await login(owner, 'clientedemo', 'RicordoDemo2026')).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(await browser(testApp), 'clientedemo', 'x')).status).toBe(401);

    const withCookie = async (cookie: string) => {
      const agent = await browser(testApp);
      return agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', await csrfToken(agent))
        .set('Cookie', cookie)
        .send({ email: 'clientedemo', password: 'RicordoDemo2026' });
    };
    expect((await withCookie(copied)).status).toBe(429);
    expect((await withCookie(`${DEVICE_COOKIE}=${'a'.repeat(43)}`)).status).toBe(429);
    await testApp.dataSource
      .getRepository(TrustedDevice)
      .createQueryBuilder()
      .update()
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await login(owner, 'clientedemo', 'RicordoDemo2026')).status).toBe(429);
  });
});

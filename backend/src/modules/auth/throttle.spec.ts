import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfToken, startTestApp, type TestApp } from '../../test-support/test-app';
import { LoginAttempt } from './login-attempt.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function attempt(email: string, password: string) {
  const agent = await browser(testApp);
  const token = await csrfToken(agent);
  return agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ email, password });
}

describe('login throttling', () => {
  it('answers 429 after 5 failures on an account, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('partnerdemo', 'sbagliata')).status).toBe(401);
    const blocked = await attempt('partnerdemo', 'RicordoDemo2026');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi di accesso, riprova tra qualche minuto',
      session: null,
    });

    // Fifteen minutes later (attempts aged in the database) the right password works again.
    await testApp.dataSource
      .getRepository(LoginAttempt)
      .update({ accountKey: 'partnerdemo' }, { createdAt: new Date(Date.now() - 16 * 60_000) });
    expect((await attempt('partnerdemo', 'RicordoDemo2026')).status).toBe(200);
  });

  it('answers 429 to an address after 20 failures across accounts', async () => {
    await testApp.dataSource.getRepository(LoginAttempt).clear();
    for (let i = 0; i < 20; i++) expect((await attempt(`utente${i}`, 'sbagliata')).status).toBe(401);
    expect((await attempt('clientedemo', 'RicordoDemo2026')).status).toBe(429);
  });
});

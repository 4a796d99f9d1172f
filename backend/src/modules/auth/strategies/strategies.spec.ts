import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, createClient, postForm } from '../../../test-support/account-helpers';
import { browser, startTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * Passport keeps strategies in one registry per process; our guards run each application's own strategy
 * instances instead. Two applications on two databases in one process (as tests start them) must each
 * check credentials and sessions against their own database.
 */
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ demoMode: false });
  second = await startTestApp({ demoMode: false });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('passport strategies of two applications in one process', () => {
  it('the local strategy checks the account against its own application, started first or last', async () => {
    const onFirst = await createClient(first);
    const onSecond = await createClient(second);

    const signedInFirst = await postForm(await browser(first), '/api/auth/login', {
      email: onFirst.username,
      password: onFirst.password,
    });
    expect(signedInFirst.status).toBe(200);
    expect(bodyOf(signedInFirst).session?.userdata.username).toBe(onFirst.username);

    const signedInSecond = await postForm(await browser(second), '/api/auth/login', {
      email: onSecond.username,
      password: onSecond.password,
    });
    expect(signedInSecond.status).toBe(200);

    // The other application has no such account.
    const elsewhere = await postForm(await browser(second), '/api/auth/login', {
      email: onFirst.username,
      password: onFirst.password,
    });
    expect(elsewhere.status).toBe(401);
    expect(bodyOf(elsewhere).errorCode).toBe('WRONG_CREDENTIALS');
  });

  it('the session-cookie strategy reads the session from its own application', async () => {
    const account = await createClient(first);
    const agent = await browser(first);
    await postForm(agent, '/api/auth/login', { email: account.username, password: account.password });
    const session = await agent.get('/api/auth/session').expect(200);
    expect(bodyOf(session).session?.userdata.username).toBe(account.username);
    const panel = await agent.get(`/api/account/contactData/${account.id}`).expect(200);
    expect(bodyOf(panel).data).toMatchObject({ data: { username: account.username } });
  });

  it('the local strategy answers a missing password with the spec message', async () => {
    const account = await createClient(first);
    const missing = await postForm(await browser(first), '/api/auth/login', { email: account.username });
    expect(missing.status).toBe(400);
    expect(bodyOf(missing)).toMatchObject({ errorCode: 'MISSING_FIELDS', message: 'Riempi tutti i campi' });
  });
});

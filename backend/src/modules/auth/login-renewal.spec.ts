import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import { browser, startTestApp, type TestApp } from '../../test-support/test-app';
import { AccountLinksService } from '../accounts/account-links.service';
import { User } from '../accounts/user.entity';
import { OneShotToken } from './one-shot-token.entity';

let testApp: TestApp;
let owner: User;

beforeAll(async () => {
  testApp = await startTestApp({}, ACCOUNT_TEST_ENV);
  owner = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'clientedemo' });
});

afterAll(async () => {
  await testApp?.close();
});

/** What the memorial reminder job does: issue the renewal link in its transaction. */
async function renewalLink(userId: number, dedupeKey: string): Promise<string> {
  const links = testApp.app.get(AccountLinksService);
  const sent = await testApp.dataSource.transaction((manager) =>
    links.sendLoginRenewal(manager, { userId, deceasedId: 1000, dedupeKey }),
  );
  expect(sent).toBe(true);
  const messages = await outboxMessages(testApp, { userId, template: 'login-renewal' });
  return linkOf(messages[messages.length - 1]).token;
}

async function loginWith(username: string, password: string, renewalToken: string) {
  return postForm(await browser(testApp), '/api/auth/login', {
    email: username,
    password,
    renewal_token: renewalToken,
  });
}

describe('login from a renewal link', () => {
  it('queues the reminder once per key, with a link to /login-renewal by the preferred contact', async () => {
    await renewalLink(owner.id, 'memorial-renewal:test-once');
    await renewalLink(owner.id, 'memorial-renewal:test-once');
    const messages = await outboxMessages(testApp, { userId: owner.id, template: 'login-renewal' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', recipient: 'cliente@ricordo.example' });
    const { url } = linkOf(messages[0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/login-renewal`);
  });

  it('answers renewal_success and the deceased to renew, once', async () => {
    const token = await renewalLink(owner.id, 'memorial-renewal:test-success');
    const response = await loginWith('clientedemo', 'RicordoDemo2026', token);
    expect(response.status).toBe(200);
    expect(bodyOf(response).data).toMatchObject({ renewal_success: true, renewal_deceasedID: 1000 });
    expect(bodyOf(response).session?.userdata.username).toBe('clientedemo');

    const again = await loginWith('clientedemo', 'RicordoDemo2026', token);
    expect(again.status).toBe(401);
    expect(bodyOf(again)).toMatchObject({
      errorCode: 'INVALID_TOKEN',
      message: 'Token non valido',
      session: null,
    });
  });

  it("refuses another account's link, an expired one and a forged one, signing nobody in", async () => {
    const token = await renewalLink(owner.id, 'memorial-renewal:test-other');
    const stranger = await createClient(testApp);
    const agent = await browser(testApp);
    const foreign = await postForm(agent, '/api/auth/login', {
      email: stranger.username,
      password: stranger.password,
      renewal_token: token,
    });
    expect(foreign.status).toBe(401);
    expect(bodyOf(foreign).message).toBe('Token non valido');
    expect(bodyOf(await agent.get('/api/auth/session')).session).toBeNull();

    await testApp.dataSource
      .getRepository(OneShotToken)
      .update({ userId: owner.id, purpose: 'login-renewal' }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await loginWith('clientedemo', 'RicordoDemo2026', token)).status).toBe(401);
    expect((await loginWith('clientedemo', 'RicordoDemo2026', 'x'.repeat(43))).status).toBe(401);
  });

  it('checks the password before the link', async () => {
    const token = await renewalLink(owner.id, 'memorial-renewal:test-password');
    const wrong = await loginWith('clientedemo', 'sbagliata', token);
    expect(wrong.status).toBe(401);
    expect(bodyOf(wrong).message).toBe('Credenziali errate');
    expect((await loginWith('clientedemo', 'RicordoDemo2026', token)).status).toBe(200);
  });

  it('answers a plain login without renewal fields', async () => {
    const response = await postForm(await browser(testApp), '/api/auth/login', {
      email: 'clientedemo',
      password: 'RicordoDemo2026',
    });
    expect(bodyOf(response).data).toEqual({ expiring_memorial: [] });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  clearThrottles,
  createClient,
  linkOf,
  outboxMessages,
  payloadOf,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import { browser, signIn, startTestApp, type TestApp } from '../../test-support/test-app';
import { OneShotToken } from '../auth/one-shot-token.entity';
import { User } from './user.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({}, ACCOUNT_TEST_ENV);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await clearThrottles(testApp);
});

const SENT = 'Ti abbiamo inviato un link per reimpostare la password';

async function recover(username: string) {
  return postForm(await browser(testApp), '/api/account/recover', { username });
}

async function resetLinkFor(userId: number) {
  const messages = await outboxMessages(testApp, { userId, template: 'password-reset' });
  return linkOf(messages[messages.length - 1]).token;
}

async function completeReset(token: string, password: string, confirmation = password) {
  return postForm(await browser(testApp), '/api/account/completeReset', {
    recoverToken: token,
    'new-password': password,
    'confirm-new-password': confirmation,
  });
}

describe('forgot password', () => {
  it('sends a one-shot reset link by the preferred contact, which sets the password and ends every session', async () => {
    const user = await createClient(testApp);
    const elsewhere = await browser(testApp);
    await signIn(elsewhere, user.username, user.password);
    expect(bodyOf(await elsewhere.get('/api/auth/session')).session).not.toBeNull();

    const response = await recover(user.username.toUpperCase());
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({ response: 'success', message: SENT, data: null });
    const [message] = await outboxMessages(testApp, { userId: user.id });
    expect(message).toMatchObject({ channel: 'email', recipient: user.email, template: 'password-reset' });
    expect(payloadOf(message)).toMatchObject({ name: 'Paola' });
    const { url, token } = linkOf(message);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/reset-password`);

    const agent = await browser(testApp);
    const verify = await postForm(agent, '/api/account/recoverVerify', { recoverToken: token });
    expect(bodyOf(verify)).toMatchObject({ response: 'success', data: { result: 'success' } });

    const mismatch = await completeReset(token, 'NuovaPassword1', 'NuovaPassword2');
    expect(mismatch.status).toBe(400);
    expect(bodyOf(mismatch)).toMatchObject({
      message: 'Le password non coincidono',
      data: { fields: { 'confirm-new-password': 'Le password non coincidono' } },
    });
    const short = await completeReset(token, 'corta');
    expect(bodyOf(short).message).toBe('La password deve contenere almeno 8 caratteri');
    const long = await completeReset(token, 'x'.repeat(129));
    expect(bodyOf(long).message).toBe('La password puo` contenere al massimo 128 caratteri');
    const empty = await completeReset(token, '', '');
    expect(bodyOf(empty).data).toEqual({
      fields: { 'new-password': 'Campo obbligatorio', 'confirm-new-password': 'Campo obbligatorio' },
    });

    const done = await completeReset(token, 'NuovaPassword1');
    expect(done.status).toBe(200);
    expect(bodyOf(done).message).toBe('Password reimpostata correttamente, ora puoi accedere');
    expect(bodyOf(await elsewhere.get('/api/auth/session')).session).toBeNull();

    const oldPassword = await postForm(await browser(testApp), '/api/auth/login', {
      email: user.username,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await postForm(await browser(testApp), '/api/auth/login', {
      email: user.username,
      password: 'NuovaPassword1',
    });
    expect(newPassword.status).toBe(200);

    // A second use, and checking it afterwards, say the link is no longer valid.
    const again = await completeReset(token, 'AltraPassword1');
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' });
    expect((await postForm(agent, '/api/account/recoverVerify', { recoverToken: token })).status).toBe(410);
  });

  it('answers the same text for an e-mail and for an account that does not exist, sending only for the real one', async () => {
    const user = await createClient(testApp);
    const byEmail = await recover(user.email!.toUpperCase());
    const unknown = await recover('nessunoconquestonome');
    expect(bodyOf(byEmail)).toEqual(bodyOf(unknown));
    expect(unknown.status).toBe(200);
    expect(await outboxMessages(testApp, { userId: user.id, template: 'password-reset' })).toHaveLength(1);
  });

  it('writes to the phone when the account prefers WhatsApp', async () => {
    const user = await createClient(testApp, { telephone: '+39-3339990001' });
    await testApp.dataSource.getRepository(User).update({ id: user.id }, { preferredContact: 'wa' });
    await recover(user.username);
    expect(await outboxMessages(testApp, { userId: user.id })).toMatchObject([
      { channel: 'wa', recipient: '+39-3339990001', template: 'password-reset' },
    ]);
  });

  it("answers 'Campo vuoto' for an empty username", async () => {
    const response = await recover('  ');
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      message: 'Campo vuoto',
      data: { fields: { username: 'Campo vuoto' } },
    });
  });

  it('queues one message for a double submit, and throttles the account after three requests an hour', async () => {
    const user = await createClient(testApp);
    expect((await recover(user.username)).status).toBe(200);
    expect((await recover(user.username)).status).toBe(200);
    expect(await outboxMessages(testApp, { userId: user.id })).toHaveLength(1);
    expect((await recover(user.username)).status).toBe(200);
    const blocked = await recover(user.username);
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi, riprova tra qualche minuto',
    });
  });

  it('lets an account that never chose a password activate itself through a reset', async () => {
    const user = await createClient(testApp);
    await testApp.dataSource.getRepository(User).update({ id: user.id }, { passwordHash: null });
    await recover(user.username);
    expect((await completeReset(await resetLinkFor(user.id), 'PrimaPassword1')).status).toBe(200);
    const login = await postForm(await browser(testApp), '/api/auth/login', {
      email: user.username,
      password: 'PrimaPassword1',
    });
    expect(login.status).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const user = await createClient(testApp);
    await recover(user.username);
    const token = await resetLinkFor(user.id);
    await testApp.dataSource
      .getRepository(OneShotToken)
      .update({ userId: user.id, purpose: 'password-reset' }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await completeReset(token, 'NuovaPassword1');
    expect(response.status).toBe(410);
    expect(bodyOf(response).message).toBe('Il link non è più valido');
    const verify = await postForm(await browser(testApp), '/api/account/recoverVerify', {
      recoverToken: token,
    });
    expect(verify.status).toBe(410);
  });

  it('makes a reset link last one hour', async () => {
    const user = await createClient(testApp);
    const before = Date.now();
    await recover(user.username);
    const row = await testApp.dataSource
      .getRepository(OneShotToken)
      .findOneByOrFail({ userId: user.id, purpose: 'password-reset' });
    const ttl = row.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(61 * 60_000);
  });
});

describe('recover username', () => {
  async function recoverUser(fields: Record<string, string>) {
    return postForm(await browser(testApp), '/api/account/recoverUserData', fields);
  }

  it('sends the username to the e-mail typed, and answers the same when no account has it', async () => {
    const user = await createClient(testApp);
    const found = await recoverUser({ 'recover-type': 'email', 'recover-email': user.email! });
    const missing = await recoverUser({ 'recover-type': 'email', 'recover-email': 'nessuno@example.com' });
    expect(found.status).toBe(200);
    expect(bodyOf(found)).toEqual(bodyOf(missing));
    const messages = await outboxMessages(testApp, { template: 'username-recovery', userId: user.id });
    expect(messages).toMatchObject([{ channel: 'email', recipient: user.email }]);
    expect(payloadOf(messages[0])).toEqual({ name: 'Paola', username: user.username });
    expect(await outboxMessages(testApp, { recipient: 'nessuno@example.com' })).toEqual([]);
  });

  it('sends the username to the phone typed by WhatsApp', async () => {
    const user = await createClient(testApp, { telephone: '+39-3471230000' });
    const response = await recoverUser({
      'recover-type': 'telephone',
      'recover-telephone': '+39-3471230000',
    });
    expect(response.status).toBe(200);
    expect(await outboxMessages(testApp, { template: 'username-recovery', userId: user.id })).toMatchObject([
      { channel: 'wa', recipient: '+39-3471230000' },
    ]);
  });

  it.each([
    [{ 'recover-type': 'email', 'recover-email': 'non-una-mail' }, 'recover-email', 'Email non valida'],
    [{ 'recover-type': 'email' }, 'recover-email', 'Email non valida'],
    [
      { 'recover-type': 'telephone', 'recover-telephone': '1234' },
      'recover-telephone',
      'Telefono non valido',
    ],
    [
      { 'recover-type': 'telephone', 'recover-telephone': '+39-33312345678901' },
      'recover-telephone',
      'Telefono non valido',
    ],
    [{ 'recover-type': 'fax' }, 'recover-type', 'Devi effettuare una scelta'],
  ])('refuses %o', async (fields, field, message) => {
    const response = await recoverUser(fields);
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({ message, data: { fields: { [field]: message } } });
  });
});

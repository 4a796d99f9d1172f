import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  clearThrottles,
  linkOf,
  outboxMessages,
  postForm,
  TEST_PUBLIC_URL,
} from '../../test-support/account-helpers';
import { browser, startTestApp, type TestApp } from '../../test-support/test-app';
import { OneShotToken } from '../auth/one-shot-token.entity';
import { ThrottleHit } from '../auth/throttle-hit.entity';
import { OutboxService } from '../notifications/outbox.service';
import { NotificationZone } from './notification-zone.entity';
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

afterEach(() => {
  vi.restoreAllMocks();
});

let counter = 0;

/** A complete, valid registration form (as the front end posts it, all values text). */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: 'Anna Maria',
    surname: 'Rossi',
    username: `annarossi${counter}`,
    email: `anna.rossi${counter}@example.com`,
    telephone: '',
    agent: '',
    'contact-method': 'email',
    activeNotification: 'false',
    notificationFrequency: 'daily',
    notificationList: '[]',
    terms: 'true',
    ...overrides,
  };
}

async function register(fields: Record<string, string>) {
  return postForm(await browser(testApp), '/api/account/registration', fields);
}

async function userNamed(username: string) {
  return testApp.dataSource.getRepository(User).findOneBy({ username });
}

async function login(username: string, password: string) {
  return postForm(await browser(testApp), '/api/auth/login', { email: username, password });
}

describe('registration', () => {
  it('creates an inactive account, queues the link, and the link activates it with the chosen password', async () => {
    const agent = await browser(testApp);
    const suggestion = await agent
      .get('/api/account/suggestUsername')
      .query({ name: 'Niccolò Maria', surname: "D'Alessio" })
      .expect(200);
    const username = String(bodyOf(suggestion).data?.username);
    expect(username).toBe('niccolomariadalessio');
    expect(bodyOf(await agent.get(`/api/account/userExist/${username}`).expect(200)).data).toEqual({
      result: 'fail',
    });

    const fields = form({
      name: 'Niccolò Maria',
      surname: "D'Alessio",
      username,
      email: 'Niccolo.DAlessio@Example.com',
      telephone: '+39-3401112233',
      agent: 'PROMO10',
      activeNotification: 'true',
      notificationFrequency: 'weekly',
      notificationList: JSON.stringify([{ region: 4, province: 15, location: '-1', cap: '-1' }]),
    });
    const response = await postForm(agent, '/api/account/registration', fields);
    expect(response.status).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      response: 'success',
      message: 'Ti abbiamo inviato un link per completare la registrazione',
      data: { recipient: 'niccolo.dalessio@example.com', channel: 'email' },
    });

    const user = await userNamed(username);
    expect(user).toMatchObject({
      email: 'niccolo.dalessio@example.com',
      telephone: '+39-3401112233',
      passwordHash: null,
      preferredContact: 'email',
      activeNotification: 1,
      notificationFrequency: 'weekly',
      agent: 'PROMO10',
      platformAccess: 0,
    });
    const zones = await testApp.dataSource.getRepository(NotificationZone).findBy({ userId: user!.id });
    expect(zones).toMatchObject([{ regionId: 4, provinceId: 15, locationId: null, cap: null }]);
    expect(bodyOf(await agent.get(`/api/account/userExist/${username}`).expect(200)).data).toEqual({
      result: 'success',
    });
    expect(
      bodyOf(await agent.get('/api/account/mailExist/niccolo.dalessio@example.com').expect(200)).data,
    ).toEqual({ result: 'success', isActive: false });

    const [message, ...others] = await outboxMessages(testApp, { userId: user!.id });
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'niccolo.dalessio@example.com',
      template: 'registration',
    });
    const { url, token } = linkOf(message);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/registerComplete`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Inactive: no password, no login.
    expect((await login(username, 'QualsiasiPassword1')).status).toBe(401);

    const named = await agent.get('/api/account/getUsername').query({ token }).expect(200);
    expect(bodyOf(named).data).toEqual({ username });

    // Password mistakes do not use the link up.
    const short = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'corta',
      password: 'corta',
    });
    expect(short.status).toBe(400);
    expect(bodyOf(short)).toMatchObject({
      message: 'La password deve contenere almeno 8 caratteri',
      data: { fields: { newPassword: 'La password deve contenere almeno 8 caratteri' } },
    });
    const mismatch = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'UnaPasswordLunga1',
      password: 'UnaPasswordLunga2',
    });
    expect(bodyOf(mismatch)).toMatchObject({ message: 'Le password non coincidono' });

    const done = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'UnaPasswordLunga1',
      password: 'UnaPasswordLunga1',
      condolenceFlag: '1',
    });
    expect(done.status).toBe(200);
    expect(bodyOf(done)).toMatchObject({
      response: 'success',
      data: { username, condolenceFlag: '1' },
    });

    const signedIn = await login(username, 'UnaPasswordLunga1');
    expect(signedIn.status).toBe(200);
    expect(bodyOf(signedIn).session?.userdata).toMatchObject({
      username,
      name: 'Niccolò Maria',
      email: 'niccolo.dalessio@example.com',
      preferred_contact: { type: 'email' },
      notificationPreference: {
        activeNotification: true,
        notificationFrequency: 'weekly',
        notificationList: [{ region: 4, province: 15, location: null, cap: null }],
      },
      permissions: { platformAccess: 0 },
    });
    expect(
      bodyOf(await agent.get('/api/account/mailExist/niccolo.dalessio@example.com').expect(200)).data,
    ).toEqual({ result: 'success', isActive: true });

    // One-shot: the link is spent.
    const again = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'UnAltraPassword9',
      password: 'UnAltraPassword9',
    });
    expect(again.status).toBe(410);
    expect(bodyOf(again)).toMatchObject({ errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' });
    expect((await agent.get('/api/account/getUsername').query({ token })).status).toBe(410);
    expect((await login(username, 'UnAltraPassword9')).status).toBe(401);
  });

  it('registers by phone with WhatsApp: the number is stored as +39-… and the link goes there', async () => {
    const fields = form({ email: '', telephone: '340 555 1234', 'contact-method': 'wa' });
    const response = await register(fields);
    expect(response.status).toBe(200);
    expect(bodyOf(response).data).toEqual({ recipient: '+39-3405551234', channel: 'wa' });
    const user = await userNamed(fields.username);
    expect(user).toMatchObject({ email: null, telephone: '+39-3405551234', preferredContact: 'wa' });
    const messages = await outboxMessages(testApp, { userId: user!.id });
    expect(messages).toMatchObject([
      { channel: 'wa', recipient: '+39-3405551234', template: 'registration' },
    ]);
  });

  it('suggests a free username with a numeric suffix, padded to six characters', async () => {
    const agent = await browser(testApp);
    const taken = await agent.get('/api/account/suggestUsername').query({ name: 'Cliente', surname: 'Demo' });
    expect(bodyOf(taken).data).toEqual({ username: 'clientedemo1' });
    const short = await agent.get('/api/account/suggestUsername').query({ name: 'Li', surname: 'Wu' });
    expect(bodyOf(short).data).toEqual({ username: 'liwu01' });
  });
});

describe('registration rules', () => {
  const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
    [
      'an empty form',
      {},
      {
        name: 'Campo obbligatorio',
        surname: 'Campo obbligatorio',
        username: 'Campo obbligatorio',
        email: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
        telephone: 'Devi inserire una mail o un numero di telefono valido per poterti registrare',
        'contact-method': 'Devi effettuare una scelta',
        terms: 'Devi accettare i termini',
      },
    ],
    [
      'a short username',
      { username: 'mario' },
      { username: "Errore l'username deve contenere almeno 6 caratteri" },
    ],
    ['a username with a dot', { username: 'mario.rossi' }, { username: 'Campo non valido' }],
    ['a malformed e-mail', { email: 'mario@rossi' }, { email: 'Campo non valido' }],
    ['a phone of 5 digits', { telephone: '12345' }, { telephone: 'Numero di telefono non valido' }],
    [
      'a phone of 13 digits',
      { telephone: '+39-1234567890123' },
      { telephone: 'Numero di telefono non valido' },
    ],
    ['a phone with letters', { telephone: '+39-333abc4567' }, { telephone: 'Numero di telefono non valido' }],
    [
      'e-mail as method without e-mail',
      { email: '', telephone: '+39-3331234567' },
      { 'contact-method': 'Campo non valido' },
    ],
    [
      'WhatsApp as method without phone',
      { 'contact-method': 'wa' },
      { 'contact-method': 'Campo non valido' },
    ],
    ['an unknown method', { 'contact-method': 'fax' }, { 'contact-method': 'Campo non valido' }],
    [
      'notifications on without zones',
      { activeNotification: 'true' },
      { notificationList: 'Seleziona almeno una zona' },
    ],
    [
      'a zone without region',
      { activeNotification: 'true', notificationList: JSON.stringify([{ province: 15 }]) },
      { 'notificationList.0.region': 'Devi effettuare una scelta' },
    ],
    [
      'a region that does not exist',
      { activeNotification: 'true', notificationList: JSON.stringify([{ region: 99 }]) },
      { 'notificationList.0.region': 'Campo non valido' },
    ],
    [
      'a province of another region',
      { activeNotification: 'true', notificationList: JSON.stringify([{ region: 13, province: 15 }]) },
      { 'notificationList.0.province': 'Campo non valido' },
    ],
    [
      "a CAP that is not the comune's",
      {
        activeNotification: 'true',
        notificationList: JSON.stringify([{ region: 4, province: 15, location: 15146, cap: '00185' }]),
      },
      { 'notificationList.0.cap': 'Campo non valido' },
    ],
    [
      'a zone list that is not JSON',
      { notificationList: '[{region' },
      { notificationList: 'Campo non valido' },
    ],
    ['terms not accepted', { terms: 'false' }, { terms: 'Devi accettare i termini' }],
    ['a promotion code over 50 characters', { agent: 'X'.repeat(51) }, { agent: 'Campo non valido' }],
    [
      'an unknown frequency',
      { notificationFrequency: 'hourly' },
      { notificationFrequency: 'Campo non valido' },
    ],
  ];

  it.each(cases)(
    'refuses %s with the spec message and creates nothing',
    async (_label, overrides, expected) => {
      const fields = _label === 'an empty form' ? {} : form(overrides);
      const usersBefore = await testApp.dataSource.getRepository(User).count();
      const messagesBefore = (await outboxMessages(testApp)).length;
      const response = await register(fields);
      expect(response.status).toBe(400);
      const body = bodyOf(response);
      expect(body).toMatchObject({ response: 'fail', errorCode: 'VALIDATION_FAILED', session: null });
      expect(body.data).toEqual({ fields: expected });
      expect(body.message).toBe(Object.values(expected)[0]);
      expect(await testApp.dataSource.getRepository(User).count()).toBe(usersBefore);
      expect((await outboxMessages(testApp)).length).toBe(messagesBefore);
    },
  );

  it('accepts a plain JSON body with real booleans and a zone array', async () => {
    const fields = form();
    const agent = await browser(testApp);
    const response = await postForm(
      agent,
      '/api/account/registration',
      {
        ...fields,
        activeNotification: true,
        terms: true,
        notificationList: [{ region: 4, province: 15, location: 15146, cap: '20121' }],
      } as unknown as Record<string, string>,
      'json',
    );
    expect(response.status).toBe(200);
    const user = await userNamed(fields.username);
    const zones = await testApp.dataSource.getRepository(NotificationZone).findBy({ userId: user!.id });
    expect(zones).toMatchObject([{ regionId: 4, provinceId: 15, locationId: 15146, cap: '20121' }]);
  });
});

describe('registration with a contact already in use', () => {
  it.each([
    [{ email: 'CLIENTE@ricordo.example' }, 409, 'EMAIL_ALREADY_EXISTS', 'Email già registrata', 'email'],
    [
      { email: '', telephone: '+39-3479876543', 'contact-method': 'wa' },
      409,
      'TELEPHONE_ALREADY_EXISTS',
      'Numero di telefono già registrato',
      'telephone',
    ],
    [{ username: 'ClienteDemo' }, 409, 'USERNAME_ALREADY_EXISTS', 'Username non disponibile', 'username'],
  ])(
    'answers %o with only the code and its message',
    async (overrides, status, errorCode, message, field) => {
      const usersBefore = await testApp.dataSource.getRepository(User).count();
      const response = await register(form(overrides));
      expect(response.status).toBe(status);
      // Nothing about the account that holds it: not its name, username, other contacts or state.
      expect(response.body).toEqual({
        response: 'fail',
        result: 'fail',
        message,
        errorCode,
        data: { fields: { [field]: message } },
        session: null,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/Giulia|Martinelli|clientedemo|3479876543|cliente@/i);
      expect(await testApp.dataSource.getRepository(User).count()).toBe(usersBefore);
    },
  );

  it('queues one message when the same registration is sent twice', async () => {
    const fields = form();
    expect((await register(fields)).status).toBe(200);
    const second = await register(fields);
    expect(second.status).toBe(409);
    expect(bodyOf(second).errorCode).toBe('USERNAME_ALREADY_EXISTS');
    expect(await outboxMessages(testApp, { recipient: fields.email })).toHaveLength(1);
  });
});

describe('registration and the outbox in one transaction', () => {
  it('leaves no account, token or message when queuing the message fails, and a retry queues exactly one', async () => {
    const outbox = testApp.app.get(OutboxService);
    const enqueue = outbox.enqueue.bind(outbox);
    // The message row is written, then the transaction fails: everything must roll back together.
    vi.spyOn(outbox, 'enqueue').mockImplementationOnce(async (manager, input) => {
      await enqueue(manager, input);
      throw new Error('outbox unavailable');
    });
    const fields = form();
    const tokensBefore = await testApp.dataSource.getRepository(OneShotToken).count();
    const failed = await register(fields);
    expect(failed.status).toBe(500);
    expect(bodyOf(failed)).toMatchObject({
      errorCode: 'INTERNAL_ERROR',
      message: 'Errore imprevisto riprovare piu` tardi',
    });
    expect(await userNamed(fields.username)).toBeNull();
    expect(await testApp.dataSource.getRepository(OneShotToken).count()).toBe(tokensBefore);
    expect(await outboxMessages(testApp, { recipient: fields.email })).toEqual([]);

    const retried = await register(fields);
    expect(retried.status).toBe(200);
    expect(await userNamed(fields.username)).not.toBeNull();
    expect(await outboxMessages(testApp, { recipient: fields.email })).toHaveLength(1);
  });
});

describe('registration links', () => {
  async function pendingRegistration() {
    const fields = form();
    expect((await register(fields)).status).toBe(200);
    const [message] = await outboxMessages(testApp, { recipient: fields.email });
    return { fields, token: linkOf(message).token };
  }

  it('refuses an expired link and leaves the account inactive', async () => {
    const { fields, token } = await pendingRegistration();
    const user = await userNamed(fields.username);
    await testApp.dataSource
      .getRepository(OneShotToken)
      .update({ userId: user!.id, purpose: 'registration' }, { expiresAt: new Date(Date.now() - 1000) });
    const agent = await browser(testApp);
    expect((await agent.get('/api/account/getUsername').query({ token })).status).toBe(410);
    const response = await postForm(agent, '/api/account/register', {
      registrationToken: token,
      newPassword: 'UnaPasswordLunga1',
      password: 'UnaPasswordLunga1',
    });
    expect(response.status).toBe(410);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'TOKEN_INVALID',
      message: 'Il link non è più valido',
    });
    expect((await userNamed(fields.username))?.passwordHash).toBeNull();
  });

  it('refuses a tampered link and a link of another purpose', async () => {
    const { token } = await pendingRegistration();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const agent = await browser(testApp);
    for (const bad of [tampered, 'x', '']) {
      const response = await postForm(agent, '/api/account/register', {
        registrationToken: bad,
        newPassword: 'UnaPasswordLunga1',
        password: 'UnaPasswordLunga1',
      });
      expect(response.status).toBe(410);
      expect(bodyOf(response).message).toBe('Il link non è più valido');
    }
    // A registration link is not a reset link.
    const asReset = await postForm(agent, '/api/account/completeReset', {
      recoverToken: token,
      'new-password': 'UnaPasswordLunga1',
      'confirm-new-password': 'UnaPasswordLunga1',
    });
    expect(asReset.status).toBe(410);
  });
});

describe('throttling', () => {
  it("answers 429 'Troppi tentativi, riprova tra qualche minuto' after 10 registrations from one address in an hour", async () => {
    for (let i = 0; i < 10; i++) expect((await register({})).status).toBe(400);
    const blocked = await register(form());
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Troppi tentativi, riprova tra qualche minuto',
    });
    await testApp.dataSource
      .getRepository(ThrottleHit)
      .update({ bucket: 'registration' }, { createdAt: new Date(Date.now() - 61 * 60_000) });
    expect((await register(form())).status).toBe(200);
  });

  it('answers 429 to the 61st username or e-mail lookup in 15 minutes', async () => {
    const agent = await browser(testApp);
    for (let i = 0; i < 30; i++)
      expect((await agent.get(`/api/account/userExist/utente${i}`)).status).toBe(200);
    for (let i = 0; i < 30; i++)
      expect((await agent.get(`/api/account/mailExist/utente${i}@example.com`)).status).toBe(200);
    const blocked = await agent.get('/api/account/userExist/clientedemo');
    expect(blocked.status).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS', data: null });
    expect((await agent.get('/api/account/mailExist/cliente@ricordo.example')).status).toBe(429);
  });
});

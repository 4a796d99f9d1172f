import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfToken, signIn, startTestApp, type TestApp } from '../../test-support/test-app';
import { User } from '../accounts/user.entity';
import { AuthService } from './auth.service';
import { SESSION_COOKIE } from './auth.constants';
import { Session } from './session.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

interface Body {
  response: string;
  result: string;
  message: string;
  errorCode: string | null;
  data: Record<string, unknown> | null;
  session: { userdata: Record<string, unknown> } | null;
}

function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

describe('login', () => {
  it.each([
    ['adminricordo', 1, null],
    ['partnerdemo', 2, 'partner'],
    ['lampadedemo', 2, 'gestorelampade'],
    ['clientedemo', 0, null],
  ])('signs %s in with its role in session.userdata', async (username, platformAccess, partnertype) => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ email: username, password: 'RicordoDemo2026' })
      .expect(200);
    const body = response.body as Body;
    expect(body).toMatchObject({ response: 'success', result: 'success', errorCode: null });
    expect(body.data).toEqual({ expiring_memorial: [] });
    expect(body.session?.userdata).toMatchObject({
      username,
      permissions: { platformAccess },
      partnertype,
      preferred_contact: { type: 'email' },
      notificationPreference: {
        activeNotification: false,
        notificationFrequency: 'daily',
        // The demo client follows the province of Milano (notifications off until turned on).
        notificationList:
          username === 'clientedemo' ? [{ region: 4, province: 15, location: null, cap: null }] : [],
      },
    });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await agent.get('/api/auth/session').expect(200);
    expect((session.body as Body).session?.userdata.username).toBe(username);
  });

  it('gives the client its addresses and ids in userdata', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ email: 'CLIENTE@ricordo.example', password: 'RicordoDemo2026' })
      .expect(200);
    const userdata = (response.body as Body).session?.userdata;
    expect(userdata).toMatchObject({
      username: 'clientedemo',
      email: 'cliente@ricordo.example',
      name: 'Giulia',
    });
    expect(userdata?.addresses).toEqual([
      {
        address: 'Via Giuseppe Verdi',
        number: '12',
        region: 4,
        province: 15,
        location: 15146,
        cap: '20121',
        nationID: 105,
        completeAddress: null,
        type: 'invoice',
      },
    ]);
    expect(typeof userdata?.user_id).toBe('number');
  });

  it('accepts a form-urlencoded post with csrf_token in the body', async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .type('form')
      .send({ email: 'partnerdemo', password: 'RicordoDemo2026', _submitLogin: '1', csrf_token: token })
      .expect(200);
    expect((response.body as Body).session?.userdata.username).toBe('partnerdemo');
  });

  it("answers 'Riempi tutti i campi' when a field is empty", async () => {
    const agent = await browser(testApp);
    for (const body of [{ email: '', password: 'x' }, { email: 'clientedemo', password: '' }, {}]) {
      const response = await agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', await csrfToken(agent))
        .send(body)
        .expect(400);
      expect(response.body).toMatchObject({
        response: 'fail',
        message: 'Riempi tutti i campi',
        errorCode: 'MISSING_FIELDS',
        session: null,
      });
    }
  });

  it("answers 'Credenziali errate' for a wrong password or an unknown user, with no session", async () => {
    const agent = await browser(testApp);
    for (const email of ['adminricordo', 'nessuno-qui']) {
      const response = await agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', await csrfToken(agent))
        .send({ email, password: 'sbagliata' })
        .expect(401);
      expect(response.body).toMatchObject({
        response: 'fail',
        message: 'Credenziali errate',
        errorCode: 'WRONG_CREDENTIALS',
        session: null,
      });
      expect(response.headers['set-cookie']?.toString() ?? '').not.toContain(SESSION_COOKIE);
    }
  });

  it('refuses an account whose stored platform access is broken, with NO_PERMISSIONS and no session', async () => {
    const users = testApp.dataSource.getRepository(User);
    const hash = (await users.findOneByOrFail({ username: 'clientedemo' })).passwordHash;
    await users.insert({
      username: 'rottodemo',
      email: null,
      telephone: null,
      name: 'Conto',
      surname: 'Rotto',
      nameNormalized: 'conto rotto',
      passwordHash: hash,
      platformAccess: 7,
      partnerType: null,
      cf: null,
      preferredContact: 'email',
      activeNotification: 0,
      notificationFrequency: 'daily',
      createdAt: new Date(),
    });
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ email: 'rottodemo', password: 'RicordoDemo2026' })
      .expect(403);
    expect(response.body).toMatchObject({
      errorCode: 'NO_PERMISSIONS',
      message:
        "Si è verificato un problema nel recupero delle informazioni del tuo account, contatta l'assistenza",
      session: null,
    });
    expect(response.headers['set-cookie']?.toString() ?? '').not.toContain(SESSION_COOKIE);
    const rotto = await users.findOneByOrFail({ username: 'rottodemo' });
    expect(await testApp.dataSource.getRepository(Session).countBy({ userId: rotto.id })).toBe(0);
  });

  it('gives a new session id at every login', async () => {
    const agent = await browser(testApp);
    const first = sessionCookieOf(
      (
        await agent
          .post('/api/auth/login')
          .set('X-CSRF-Token', await csrfToken(agent))
          .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      ).headers['set-cookie'],
    );
    const second = sessionCookieOf(
      (
        await agent
          .post('/api/auth/login')
          .set('X-CSRF-Token', await csrfToken(agent))
          .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      ).headers['set-cookie'],
    );
    expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
    // The first session was ended by the second login.
    const old = await (
      await browser(testApp)
    )
      .get('/api/auth/session')
      .set('Cookie', first.split(';')[0])
      .expect(200);
    expect((old.body as Body).session).toBeNull();
  });
});

describe('CSRF', () => {
  it('refuses a post without a token', async () => {
    const response = await (
      await browser(testApp)
    )
      .post('/api/auth/login')
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(403);
    expect(response.body).toMatchObject({
      errorCode: 'CSRF_INVALID',
      message: 'Sessione scaduta, ricarica la pagina e riprova',
      session: null,
    });
  });

  it("refuses another visitor's token", async () => {
    const stranger = await browser(testApp);
    const foreignToken = await csrfToken(stranger);
    const victim = await browser(testApp);
    await csrfToken(victim);
    const response = await victim
      .post('/api/auth/login')
      .set('X-CSRF-Token', foreignToken)
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(403);
    expect((response.body as Body).errorCode).toBe('CSRF_INVALID');
  });

  it('refuses a made-up token', async () => {
    const agent = await browser(testApp);
    await csrfToken(agent);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', 'abc').expect(403);
  });

  it('refuses a foreign Origin even with a valid token, and accepts our own', async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const foreign = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Origin', 'https://evil.example')
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(403);
    expect((foreign.body as Body).errorCode).toBe('CSRF_INVALID');
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Origin', testApp.url)
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(200);
  });

  it('ignores X-Forwarded-* when the proxy is not trusted', async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Origin', 'https://ricordo.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'ricordo.example')
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(403);
  });

  it('signs out only by POST with the token: a GET logout is no route and ends nothing', async () => {
    const agent = await browser(testApp);
    const token = await signIn(agent, 'clientedemo');
    await agent.post('/api/auth/logout').expect(403);
    await agent.get('/api/auth/logout').set('X-CSRF-Token', token).expect(404);
    expect(((await agent.get('/api/auth/session')).body as Body).session).not.toBeNull();
    const out = await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(200);
    expect((out.body as Body).data).toEqual({ response: 'success' });
  });

  it("refuses the anonymous token once signed in (the session's secret replaces it)", async () => {
    const agent = await browser(testApp);
    const anonymousToken = await csrfToken(agent);
    const sessionToken = await signIn(agent, 'clientedemo');
    expect(sessionToken).not.toBe(anonymousToken);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', anonymousToken).expect(403);
  });
});

describe('logout', () => {
  it('revokes the session: the old cookie no longer opens it', async () => {
    const agent = await browser(testApp);
    const loginResponse = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ email: 'adminricordo', password: 'RicordoDemo2026' })
      .expect(200);
    const cookie = sessionCookieOf(loginResponse.headers['set-cookie']).split(';')[0];
    const token = await csrfToken(agent);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).expect(200);

    const replay = await (await browser(testApp)).get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect((replay.body as Body).session).toBeNull();
    const stored = await testApp.dataSource.getRepository(Session).find({ where: {} });
    expect(stored.some((row) => row.revokedAt !== null)).toBe(true);
  });
});

describe('session expiry', () => {
  it('ends an admin session idle for more than two hours', async () => {
    const agent = await browser(testApp);
    await signIn(agent, 'adminricordo');
    expect(((await agent.get('/api/auth/session')).body as Body).session).not.toBeNull();
    const admin = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'adminricordo' });
    await testApp.dataSource
      .getRepository(Session)
      .update({ userId: admin.id }, { lastSeenAt: new Date(Date.now() - 3 * 3_600_000) });
    expect(((await agent.get('/api/auth/session')).body as Body).session).toBeNull();
  });

  it('ends a client session at its absolute end even when active', async () => {
    const agent = await browser(testApp);
    await signIn(agent, 'clientedemo');
    const client = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'clientedemo' });
    await testApp.dataSource
      .getRepository(Session)
      .update({ userId: client.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(((await agent.get('/api/auth/session')).body as Body).session).toBeNull();
  });
});

describe('autologin', () => {
  it('signs in once with a one-shot token, then answers 401', async () => {
    const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ username: 'clientedemo' });
    const token = await testApp.app.get(AuthService).issueAutologinToken(user.id);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const agent = await browser(testApp);
    const first = await agent
      .post('/api/auth/autologin')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ token })
      .expect(200);
    expect((first.body as Body).session?.userdata.username).toBe('clientedemo');
    expect((first.body as Body).data).toEqual({ expiring_memorial: [] });

    const again = await browser(testApp);
    const second = await again
      .post('/api/auth/autologin')
      .set('X-CSRF-Token', await csrfToken(again))
      .send({ token })
      .expect(401);
    expect(second.body).toMatchObject({
      errorCode: 'INVALID_TOKEN',
      message: 'Token non valido',
      session: null,
    });
  });

  it('refuses an unknown token', async () => {
    const agent = await browser(testApp);
    const response = await agent
      .post('/api/auth/autologin')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({ token: 'A'.repeat(43) })
      .expect(401);
    expect((response.body as Body).message).toBe('Token non valido');
  });
});

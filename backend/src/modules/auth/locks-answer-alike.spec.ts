import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  createClient,
  outboxMessages,
  payloadOf,
  postForm,
} from '../../test-support/account-helpers';
import { activate, newcomer, tombstone } from '../../test-support/activation-fixtures';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Condolence } from '../condolences/condolence.entity';
import { CONDOLENCE_THROTTLES } from '../condolences/condolence-throttles';
import { ACTIVATION_THROTTLES } from '../qrcodes/activation.service';
import { QrCode } from '../qrcodes/qr-code.entity';
import { LOGIN_THROTTLE, TRUSTED_DEVICE } from './auth.constants';
import { LoginAttempt } from './login-attempt.entity';
import { TrustedDevice } from './trusted-device.entity';

// A limit counted on wrong secrets must be checked BEFORE the secret is compared. Otherwise, once
// locked, the right secret answers differently from a wrong one and the lock itself tells a guesser which
// one was right. For every endpoint guarded by such a lock: lock it with wrong secrets, then compare the
// answers to one more wrong secret and to the right one — same status, same body — and nothing changed.

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

interface LockedEndpoint {
  name: string;
  /** Prepares the secret's owner; answers the calls with a right and a wrong secret, and a check. */
  setUp(): Promise<{
    lock(): Promise<void>;
    withSecret(right: boolean): Promise<Response>;
    /** Asserts that the right secret, refused, changed nothing. */
    unchanged(): Promise<void>;
  }>;
}

const login = async (agent: Browser, email: string, password: string) =>
  agent
    .post('/api/auth/login')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ email, password });

const ENDPOINTS: LockedEndpoint[] = [
  {
    name: 'POST /api/qrcodes/sendform/activate (wrong verification codes per plaque)',
    async setUp() {
      const plaque = await savePlaque(testApp, { saleChannel: 'admin' });
      const send = async (secureCode: string) =>
        activate(await browser(testApp), { ...tombstone(plaque, { secureCode }), ...newcomer() });
      return {
        async lock() {
          for (let i = 0; i < ACTIVATION_THROTTLES.wrongCode.limit; i++)
            expect((await send('ZZZZZZZ' + String(i))).status).toBe(400);
        },
        withSecret: (right) => send(right ? plaque.verificationCode : 'ZZZZZZZZ'),
        async unchanged() {
          const row = await testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id: plaque.id });
          expect(row.activationStatus).toBeNull();
        },
      };
    },
  },
  {
    name: 'POST /api/auth/login (wrong passwords per account)',
    async setUp() {
      await testApp.dataSource.getRepository(LoginAttempt).clear();
      const user = await createClient(testApp);
      const agent = await browser(testApp);
      return {
        async lock() {
          for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++)
            expect((await login(agent, user.username, 'sbagliata')).status).toBe(401);
        },
        withSecret: (right) => login(agent, user.username, right ? user.password : 'sbagliata'),
        async unchanged() {
          expect(await testApp.dataSource.getRepository(TrustedDevice).countBy({ userId: user.id })).toBe(0);
        },
      };
    },
  },
  {
    name: 'POST /api/auth/login from a known browser (wrong passwords per device cookie)',
    async setUp() {
      await testApp.dataSource.getRepository(LoginAttempt).clear();
      const user = await createClient(testApp);
      const agent = await browser(testApp);
      expect((await login(agent, user.username, user.password)).status).toBe(200);
      await agent
        .post('/api/auth/logout')
        .set('X-CSRF-Token', await csrfToken(agent))
        .expect(200);
      const devices = () => testApp.dataSource.getRepository(TrustedDevice).findBy({ userId: user.id });
      const before = await devices();
      return {
        async lock() {
          for (let i = 0; i < TRUSTED_DEVICE.failuresBeforeLock; i++)
            expect((await login(agent, user.username, 'sbagliata')).status).toBe(401);
        },
        withSecret: (right) => login(agent, user.username, right ? user.password : 'sbagliata'),
        async unchanged() {
          expect((await devices()).map((row) => row.tokenHash)).toEqual(before.map((row) => row.tokenHash));
        },
      };
    },
  },
  {
    name: 'POST /api/account/changePassword (wrong current passwords count as failed logins)',
    async setUp() {
      await testApp.dataSource.getRepository(LoginAttempt).clear();
      const user = await createClient(testApp);
      const agent = await browser(testApp);
      await signIn(agent, user.username, user.password);
      const change = (current: string) =>
        postForm(agent, '/api/account/changePassword', {
          'old-password': current,
          'new-password': 'NuovaPassword1',
          'confirm-password': 'NuovaPassword1',
        });
      return {
        async lock() {
          for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++)
            expect((await change('sbagliata')).status).toBe(400);
        },
        withSecret: (right) => change(right ? user.password : 'sbagliata'),
        async unchanged() {
          // The old password still signs in (once the window has passed: the lock is the login's too).
          await testApp.dataSource.getRepository(LoginAttempt).clear();
          expect((await login(await browser(testApp), user.username, user.password)).status).toBe(200);
        },
      };
    },
  },
  {
    name: 'POST /api/condolences/bookCode (codes per address)',
    async setUp() {
      const agent = await browser(testApp);
      const booked = await agent
        .post('/api/condolences/book')
        .set('X-CSRF-Token', await csrfToken(agent))
        .send({
          name: 'Lucia',
          accountName: 'Lucia',
          accountSurname: 'Ferri',
          terms: true,
          text: 'Un abbraccio',
          qrcode: '0001000',
          number: '3479876543',
        })
        .expect(200);
      const id = (booked.body as { data: { ID: number } }).data.ID;
      const [message] = await outboxMessages(testApp, { template: 'condolence-confirm' }).then((rows) =>
        rows.filter((row) => row.dedupeKey === `condolence-confirm:${id}`),
      );
      const code = String(payloadOf(message).code);
      const wrong = code === '000000' ? '000001' : '000000';
      const send = async (smsCode: string) =>
        agent
          .post('/api/condolences/bookCode')
          .set('X-CSRF-Token', await csrfToken(agent))
          .send({ deceasedID: '1000', smsCode });
      return {
        async lock() {
          for (let i = 0; i < CONDOLENCE_THROTTLES.code.limit; i++)
            expect((await send(wrong)).status).toBe(400);
        },
        withSecret: (right) => send(right ? code : wrong),
        async unchanged() {
          const row = await testApp.dataSource.getRepository(Condolence).findOneByOrFail({ id });
          expect(row.status).toBe('pending');
        },
      };
    },
  },
];

describe('a locked secret answers alike to the right and the wrong guess', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const { lock, withSecret, unchanged } = await endpoint.setUp();
    await lock();
    const wrong = await withSecret(false);
    const right = await withSecret(true);
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(429);
    expect({ status: right.status, body: right.body as unknown }).toEqual({
      status: wrong.status,
      body: wrong.body as unknown,
    });
    await unchanged();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi } from '../api/client';
import { makeExpiring, makeUser } from '../test/fixtures';
import { envelope, failure, startTestServer, type TestServer } from '../test/test-server';
import {
  BROKEN_ACCOUNT,
  EXPIRING_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  sessionStore,
  useSession,
} from './session-store';
import { EMPTY_ADDRESS } from '../components/AddressPicker';
import {
  lastAddress,
  rememberAddress,
  rememberContactPreference,
  storedContactPreference,
} from './local-storage';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  sessionStore.setState({ status: 'unknown', user: null, expiringMemorials: [] });
});

function posts() {
  return server.requests.filter((request) => request.method === 'POST');
}

describe('login', () => {
  it('sends the username and password, and keeps the user and the expiring memorials', async () => {
    const user = makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' });
    const expiring = [makeExpiring()];
    server.on('POST', '/api/auth/login', () => ({
      body: envelope({ expiring_memorial: expiring }, { session: { userdata: user } }),
    }));

    const returned = await sessionStore.getState().login('partnerdemo', 'RicordoDemo2026');

    expect(returned).toEqual(user);
    expect(JSON.parse(posts()[0].body)).toEqual({ email: 'partnerdemo', password: 'RicordoDemo2026' });
    expect(posts()[0].headers['x-csrf-token']).toBe(server.issuedTokens.at(-1));
    const state = sessionStore.getState();
    expect(state.status).toBe('authenticated');
    expect(state.user).toEqual(user);
    expect(state.expiringMemorials).toEqual(expiring);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
  });

  it('rejects with "Credenziali errate" and stays logged out on wrong credentials', async () => {
    server.on('POST', '/api/auth/login', () => ({
      status: 401,
      body: failure('Credenziali errate', 'WRONG_CREDENTIALS'),
    }));

    const error = await sessionStore
      .getState()
      .login('mariarossi', 'sbagliata')
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Credenziali errate',
      errorCode: 'WRONG_CREDENTIALS',
    });
    expect(sessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs out an account without a valid role and rejects with BROKEN_ACCOUNT', async () => {
    const broken = makeUser({ permissions: { platformAccess: 7 as never } });
    server.on('POST', '/api/auth/login', () => ({
      body: envelope({ expiring_memorial: [] }, { session: { userdata: broken } }),
    }));
    server.on('POST', '/api/auth/logout', () => ({ body: envelope({ response: 'success' }) }));
    const seen: string[] = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(state.status));

    const error = await sessionStore
      .getState()
      .login('rotto', 'password1')
      .catch((caught: unknown) => caught);
    unsubscribe();

    expect(error).toMatchObject({ errorCode: BROKEN_ACCOUNT });
    expect((error as ApiError).message).toMatch(/problemi nel recupero delle informazioni/);
    expect(server.requests.some((request) => request.path === '/api/auth/logout')).toBe(true);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(seen).not.toContain('authenticated');
  });
});

describe('enter', () => {
  it('logs in through a token call and hands back what the answer adds', async () => {
    const user = makeUser();
    server.on('POST', '/api/auth/login', () => ({
      body: envelope(
        { expiring_memorial: [], renewal_success: true, renewal_deceasedID: 1000 },
        { session: { userdata: user } },
      ),
    }));

    const { user: returned, data } = await sessionStore
      .getState()
      .enter<{ expiring_memorial: never[]; renewal_success: boolean; renewal_deceasedID: number }>(
        '/auth/login',
        {
          email: 'clientedemo',
          password: 'RicordoDemo2026',
          renewal_token: 'abc',
        },
      );

    expect(returned).toEqual(user);
    expect(data.renewal_success).toBe(true);
    expect(data.renewal_deceasedID).toBe(1000);
    expect(JSON.parse(posts()[0].body)).toMatchObject({ renewal_token: 'abc' });
    expect(sessionStore.getState().status).toBe('authenticated');
  });
});

describe('loadSession', () => {
  it('marks the visitor anonymous when the server has no session', async () => {
    server.on('GET', '/api/auth/session', () => ({ body: envelope(null) }));

    await expect(sessionStore.getState().loadSession()).resolves.toBeNull();

    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('restores the user and, after a reload, the expiring list saved at login for the same user', async () => {
    const user = makeUser();
    const expiring = [makeExpiring({ ID: 9 })];
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    window.localStorage.setItem(EXPIRING_STORAGE_KEY, JSON.stringify(expiring));
    server.on('GET', '/api/auth/session', () => ({ body: envelope(null, { session: { userdata: user } }) }));

    await sessionStore.getState().loadSession();

    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user,
      expiringMemorials: expiring,
    });
  });

  it('does not give one user the expiring list stored for another', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeUser({ user_id: 1 })));
    window.localStorage.setItem(EXPIRING_STORAGE_KEY, JSON.stringify([makeExpiring()]));
    server.on('GET', '/api/auth/session', () => ({
      body: envelope(null, { session: { userdata: makeUser({ user_id: 2 }) } }),
    }));

    await sessionStore.getState().loadSession();

    expect(sessionStore.getState().expiringMemorials).toEqual([]);
  });

  it('clears a stale local user when the server session has ended', async () => {
    sessionStore.getState().setSession(makeUser());
    server.on('GET', '/api/auth/session', () => ({ body: envelope(null) }));

    await sessionStore.getState().loadSession();

    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('logout', () => {
  it('calls POST /api/auth/logout with the CSRF header and forgets the user', async () => {
    sessionStore.getState().setSession(makeUser(), [makeExpiring()]);
    server.on('POST', '/api/auth/logout', () => ({ body: envelope({ response: 'success' }) }));

    await sessionStore.getState().logout();

    const logout = server.requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.headers['x-csrf-token']).toBe(server.issuedTokens.at(-1));
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, expiringMemorials: [] });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("takes the person's stored data with the session (spec public §3), keeps the region list and time label", async () => {
    window.localStorage.setItem('ricordo.regions', '[{"ID":4,"name":"Lombardia"}]');
    window.localStorage.setItem(
      'ricordo.timeLabel',
      '{"daily":"alle 18:00","weekly":"il lunedì alle 18:00"}',
    );
    // A visitor who never signed in keeps the address and preference they chose on this device.
    rememberAddress({ ...EMPTY_ADDRESS, address: 'Via Dante', number: '4' });
    rememberContactPreference({
      activeNotification: false,
      notificationFrequency: 'never',
      notificationList: [],
    });
    sessionStore.getState().clearSession();
    expect(lastAddress()).toMatchObject({ address: 'Via Dante', number: '4' });
    expect(storedContactPreference()).not.toBeNull();

    sessionStore.getState().setSession(makeUser(), [makeExpiring()]);
    server.on('POST', '/api/auth/logout', () => ({ body: envelope({ response: 'success' }) }));
    await sessionStore.getState().logout();
    expect(lastAddress()).toBeNull();
    expect(storedContactPreference()).toBeNull();
    expect(window.localStorage.getItem(EXPIRING_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('ricordo.regions')).not.toBeNull();
    expect(window.localStorage.getItem('ricordo.timeLabel')).not.toBeNull();
  });

  it('rejects with "Errore durante il logout" and keeps the user when the server fails', async () => {
    const user = makeUser();
    sessionStore.getState().setSession(user);
    server.on('POST', '/api/auth/logout', () => ({ status: 500, body: failure('boom', null) }));

    const error = await sessionStore
      .getState()
      .logout()
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Errore durante il logout');
    expect(sessionStore.getState().user).toEqual(user);
  });
});

describe('useSession', () => {
  it('re-renders a component reading the shared store when the session changes', () => {
    function Greeting() {
      const name = useSession((state) => state.user?.name ?? 'ospite');
      const status = useSession((state) => state.status);
      return (
        <p>
          {name} ({status})
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText('ospite (unknown)')).toBeInTheDocument();

    act(() => sessionStore.getState().setSession(makeUser({ name: 'Giulia' })));
    expect(screen.getByText('Giulia (authenticated)')).toBeInTheDocument();

    act(() => sessionStore.getState().clearSession());
    expect(screen.getByText('ospite (anonymous)')).toBeInTheDocument();
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { makeUser } from '../test/fixtures';
import { envelope, startTestServer, type TestServer } from '../test/test-server';
import { sessionStore } from './session-store';

let server: TestServer;
const acting = { adminId: 1, adminUsername: 'adminricordo', reason: 'Richiesta telefonica', startedAt: 1 };

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  sessionStore.setState({ status: 'unknown', user: null, expiringMemorials: [], acting: null });
});

describe('acting for a user in the session store', () => {
  it('keeps what the server session says after a reload, and forgets it when the session ends', async () => {
    const client = makeUser({ username: 'clientedemo' });
    server.on('GET', '/api/auth/session', () => ({
      body: envelope(null, { session: { userdata: client, acting } }),
    }));
    await sessionStore.getState().loadSession();
    expect(sessionStore.getState()).toMatchObject({ user: { username: 'clientedemo' }, acting });

    server.on('GET', '/api/auth/session', () => ({ body: envelope(null) }));
    await sessionStore.getState().loadSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', acting: null });
  });

  it('switches to the acted-for account and back', async () => {
    const admin = makeUser({ username: 'adminricordo', permissions: { platformAccess: 1 } });
    const client = makeUser({ username: 'clientedemo' });
    sessionStore.getState().setSession(admin);
    server.on('POST', '/api/admin/acting', () => ({
      body: envelope(null, { session: { userdata: client, acting } }),
    }));
    server.on('POST', '/api/auth/acting/end', () => ({
      body: envelope(null, { session: { userdata: admin, acting: null } }),
    }));
    await expect(sessionStore.getState().startActing(4, 'Richiesta telefonica')).resolves.toMatchObject({
      username: 'clientedemo',
    });
    expect(sessionStore.getState()).toMatchObject({ user: { username: 'clientedemo' }, acting });
    await sessionStore.getState().endActing();
    expect(sessionStore.getState()).toMatchObject({ user: { username: 'adminricordo' }, acting: null });
  });
});

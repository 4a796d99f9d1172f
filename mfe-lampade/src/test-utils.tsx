// Shared set-up of the lamp-panel tests: the remote mounted as the shell mounts it, the lamp manager in the
// session store, the kit's real HTTP test server in place of the backend, and the toast host.
import { render } from '@testing-library/react';
import { configureApi, PANEL_PATHS, sessionStore, ToastHost, type UserData } from '@ricordo/shared-design';
import {
  makeUser,
  renderRemoteAt,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

export const BASE = PANEL_PATHS.lampade;

export async function startBackend(): Promise<TestServer> {
  const server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  return server;
}

export function lampManager(overrides: Partial<UserData> = {}): UserData {
  return makeUser({
    user_id: 3,
    name: 'Carlo',
    surname: 'Ferri',
    username: 'lampadedemo',
    email: 'lampade@example.it',
    permissions: { platformAccess: 2 },
    partnertype: 'gestorelampade',
    ...overrides,
  });
}

/** Logs the lamp manager in, mounts the panel at `hash` and the toast host. */
export function mountPanel(hash: string, user: UserData = lampManager()) {
  sessionStore.setState({ status: 'authenticated', user, expiringMemorials: [] });
  render(<ToastHost />);
  return renderRemoteAt(RemoteApp, BASE, `${BASE}${hash}`);
}

/** The requests of `method path` the backend received (CORS preflights left out). */
export function received(server: TestServer, method: string, path: string): RecordedRequest[] {
  return server.requests.filter((request) => request.method === method && request.path === path);
}

/** The JSON body of the last `POST path`. */
export function lastPosted(server: TestServer, path: string): Record<string, unknown> {
  const list = received(server, 'POST', path);
  if (list.length === 0) throw new Error(`no POST ${path}`);
  return JSON.parse(list[list.length - 1].body) as Record<string, unknown>;
}

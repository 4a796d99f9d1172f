// Shared set-up of the client-panel tests: the remote mounted as the shell mounts it, a logged client in
// the session store, the kit's real HTTP test server in place of the backend, and the toast host.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, PANEL_PATHS, sessionStore, ToastHost, type UserData } from '@ricordo/shared-design';
import {
  makeUser,
  renderRemoteAt,
  serveLocations,
  startTestServer,
  type RecordedRequest,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

export const BASE = PANEL_PATHS.client;

export async function startBackend(): Promise<TestServer> {
  const server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  serveLocations(server);
  return server;
}

export function clientUser(overrides: Partial<UserData> = {}): UserData {
  return makeUser({
    user_id: 42,
    name: 'Giulia',
    surname: 'Neri',
    username: 'giulianeri',
    email: 'giulia@example.it',
    telephone: '+39-3470000000',
    cf: 'NREGLI80A41H501X',
    preferred_contact: { type: 'email' },
    permissions: { platformAccess: 0 },
    partnertype: null,
    addresses: [
      {
        address: 'Via Dante',
        number: '4',
        region: 10,
        province: 15,
        location: 15146,
        cap: '20122',
        nationID: 105,
        completeAddress: null,
        type: 'invoice',
      },
    ],
    ...overrides,
  });
}

/** Logs `user` in, mounts the panel at `hash` and the toast host. */
export function mountPanel(hash: string, user: UserData = clientUser()) {
  sessionStore.setState({ status: 'authenticated', user, expiringMemorials: [] });
  render(<ToastHost />);
  return renderRemoteAt(RemoteApp, BASE, `${BASE}${hash}`);
}

/** Opens a collapsible block of #account by its title. */
export async function openBlock(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
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

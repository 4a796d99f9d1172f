// Shared set-up of the admin-panel tests: the kit's real HTTP test server in place of the backend, the
// administrator in the session store, and a section mounted alone with a probe of the router's location.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi, sessionStore } from '@ricordo/shared-design';
import { makeUser, startTestServer, type TestServer } from '@ricordo/shared-design/testing';

/** The started server behind a handle that can be taken at module level (it reads the current one). */
function serverHandle(current: () => TestServer | null): TestServer {
  const started = () => {
    const server = current();
    if (!server) throw new Error('The test server is used before its hook started it');
    return server;
  };
  return {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    get issuedTokens() {
      return started().issuedTokens;
    },
    on: (method, path, handler) => started().on(method, path, handler),
    close: () => started().close(),
  };
}

/**
 * Panel tests: one test server for the file (the API pointed at it); before each test its requests are
 * forgotten and adminricordo is logged in; after each the URL is back at '/'.
 */
export function adminPanelServer(): TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer(window.location.origin);
    configureApi({ baseUrl: server.origin });
  });
  afterAll(async () => {
    await server!.close();
  });
  beforeEach(() => {
    server!.requests.length = 0;
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ username: 'adminricordo', permissions: { platformAccess: 1 }, partnertype: null }),
      expiringMemorials: [],
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));
  return serverHandle(() => server);
}

/** Section tests: a fresh test server for each test (the API pointed at it, and back to '' after). */
export function sectionServer(): TestServer {
  let server: TestServer | null = null;
  beforeEach(async () => {
    server = await startTestServer(window.location.origin);
    configureApi({ baseUrl: server.origin });
  });
  afterEach(async () => {
    configureApi({ baseUrl: '' });
    await server!.close();
  });
  return serverHandle(() => server);
}

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Mounts `section` alone on /admin-panel at `path`, with a probe of the router's location. */
export function renderSectionAt(section: ReactElement, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin-panel" element={section} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

/** What the probe of renderSectionAt shows: pathname, search and hash. */
export const probedLocation = () => screen.getByTestId('location').textContent;

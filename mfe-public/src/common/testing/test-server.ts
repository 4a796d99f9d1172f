// Test set-up shared by the tests that talk to the kit's real HTTP test server instead of a stubbed fetch
// (form bodies, CSRF, envelopes as the backend sends them).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApi, sessionStore } from '@ricordo/shared-design';
import { serveLocations, startTestServer, type TestServer } from '@ricordo/shared-design/testing';

/**
 * Starts the server for this test file and points the API client at it; before each test its recorded
 * requests are cleared and the session is anonymous. Returns the running server (from `beforeAll` on).
 */
export function setUpTestServer({ locations = false } = {}): () => TestServer {
  let server: TestServer | null = null;
  beforeAll(async () => {
    server = await startTestServer(window.location.origin);
    configureApi({ baseUrl: server.origin });
    if (locations) serveLocations(server);
  });
  afterAll(async () => {
    configureApi({ baseUrl: '' });
    await server?.close();
  });
  beforeEach(() => {
    running().requests.length = 0;
    sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
  });
  const running = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  return running;
}

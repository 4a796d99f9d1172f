import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, sessionStore } from '@ricordo/shared-design';
import { envelope, makeUser, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { AccountBlocks } from '.';

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
});

describe("AccountBlocks › 'Accessi degli amministratori'", () => {
  it('shows partners and lamp managers when an administrator acted on their account', async () => {
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' }),
    });
    // 1767222000 = 01/01/2026 00:00 in Rome; still going on.
    server.on('GET', '/api/account/acting-notices', () => ({
      body: envelope({
        notices: [
          { adminUsername: 'adminricordo', startedAt: 1767222000, endedAt: null, reason: null, changes: 3 },
        ],
      }),
    }));
    render(<AccountBlocks />);
    await userEvent.click(screen.getByRole('button', { name: 'Accessi degli amministratori' }));
    const list = await screen.findByRole('list', { name: 'Accessi degli amministratori' }, { timeout: 4000 });
    expect(list).toHaveTextContent('Dal 01/01/2026 00:00 (non terminato)');
    expect(list).toHaveTextContent('3 modifiche');
    expect(list).not.toHaveTextContent('Motivo');
  });

  it('is not offered to admins, and asks nothing until opened', () => {
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ permissions: { platformAccess: 1 } }),
    });
    render(<AccountBlocks />);
    expect(screen.queryByRole('button', { name: 'Accessi degli amministratori' })).toBeNull();
    expect(server.requests.filter((request) => request.path === '/api/account/acting-notices')).toEqual([]);
  });
});

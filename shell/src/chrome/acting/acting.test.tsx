import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, sessionStore, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { LocationProbe, userFor } from '../../test-support';
import { Header } from '../Header';
import { ActingBanner } from './ActingBanner';

/** The open drawer is a lazy chunk: its first opening waits for it. */
const DRAWER_WAIT = { timeout: 4000 };

const admin = { ...userFor(1, null, 'Anna'), user_id: 1, username: 'adminricordo' };
const client = { ...userFor(0, null, 'Paola'), user_id: 4, surname: 'Verdi', username: 'clientedemo' };
const acting = { adminId: 1, adminUsername: 'adminricordo', reason: 'Richiesta telefonica', startedAt: 1 };
const WAIT = { timeout: 4000 };

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
  sessionStore.setState({ status: 'authenticated', user: admin, expiringMemorials: [], acting: null });
});

function renderShell(path = '/home') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <ActingBanner />
      <ToastHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function posted(path: string): unknown[] {
  return server.requests
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => JSON.parse(request.body) as unknown);
}

describe("'Agisci per un utente'", () => {
  it('is offered to admins only', () => {
    sessionStore.setState({ user: client });
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).queryByRole('button', { name: 'AGISCI PER UN UTENTE' })).toBeNull();
  });

  it('finds the account, asks the reason, and opens its panel acting for it', async () => {
    server.on('GET', '/api/admin/acting/users', () => ({
      body: envelope({
        users: [
          { ID: 4, name: 'Paola', surname: 'Verdi', username: 'clientedemo', role: 'client' },
          { ID: 9, name: 'Paolo', surname: 'Neri', username: 'paoloneri', role: 'partner' },
        ],
      }),
    }));
    server.on('POST', '/api/admin/acting', () => ({
      body: envelope(null, { session: { userdata: client, acting } }),
    }));
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await userEvent.click(within(nav).getByRole('button', { name: 'AGISCI PER UN UTENTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agisci per un utente' }, WAIT);

    await userEvent.type(within(dialog).getByLabelText('Nome o username'), 'paol');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    const pick = await within(dialog).findByRole(
      'radio',
      { name: /Paola Verdi \(clientedemo\) · Cliente/ },
      WAIT,
    );
    expect(within(dialog).getByRole('radio', { name: /paoloneri\) · Partner/ })).toBeInTheDocument();

    // No account chosen, then a reason too short: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agisci' }));
    expect(await within(dialog).findByText('Seleziona un utente', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(pick);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), ' ab ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agisci' }));
    expect(
      await within(dialog).findByText('Il motivo deve avere da 5 a 500 caratteri', {}, WAIT),
    ).toBeInTheDocument();
    expect(posted('/api/admin/acting')).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Motivo/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '  Richiesta telefonica ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agisci' }));

    expect(
      await screen.findByText("Stai usando l'account di Paola Verdi (clientedemo)", {}, WAIT),
    ).toBeVisible();
    expect(posted('/api/admin/acting')).toEqual([{ userId: 4, reason: 'Richiesta telefonica' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client-panel'), WAIT);
    expect(screen.queryByRole('dialog', { name: 'Agisci per un utente' })).toBeNull();
    expect(sessionStore.getState().user?.username).toBe('clientedemo');
    // The acted-for account has no admin entry.
    expect(screen.queryByRole('button', { name: 'AGISCI PER UN UTENTE' })).toBeNull();
  });

  it('is in the side drawer too', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, DRAWER_WAIT);
    await userEvent.click(within(drawer).getByRole('button', { name: 'AGISCI PER UN UTENTE' }));
    expect(await screen.findByRole('dialog', { name: 'Agisci per un utente' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it("shows the server's 'Utente non trovato' on the search field", async () => {
    server.on('GET', '/api/admin/acting/users', () => ({
      status: 404,
      body: failure('Utente non trovato', 'USER_NOT_FOUND'),
    }));
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    await userEvent.click(within(nav).getByRole('button', { name: 'AGISCI PER UN UTENTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agisci per un utente' }, WAIT);
    await userEvent.type(within(dialog).getByLabelText('Nome o username'), 'nessuno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    expect(await within(dialog).findByText('Utente non trovato', {}, WAIT)).toBeInTheDocument();
  });
});

describe('the acting banner', () => {
  it('says whose account is in use and why; Termina goes back to the admin panel', async () => {
    sessionStore.setState({ user: client, acting });
    server.on('POST', '/api/auth/acting/end', () => ({
      body: envelope(null, { session: { userdata: admin, acting: null } }),
    }));
    renderShell('/client-panel#account');
    const banner = screen.getByRole('region', { name: 'Agisci per un utente' });
    expect(banner).toHaveTextContent("Stai usando l'account di Paola Verdi (clientedemo)");
    expect(banner).toHaveTextContent('Motivo: Richiesta telefonica');
    await userEvent.click(within(banner).getByRole('button', { name: 'Termina' }));
    await screen.findByText('/admin-panel', { exact: false }, WAIT);
    expect(screen.queryByRole('region', { name: 'Agisci per un utente' })).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ acting: null, user: { username: 'adminricordo' } });
    expect(posted('/api/auth/acting/end')).toHaveLength(1);
  });

  it('stays, with a toast, when the end fails', async () => {
    sessionStore.setState({ user: client, acting });
    server.on('POST', '/api/auth/acting/end', () => ({
      status: 500,
      body: failure('Errore imprevisto riprovare piu` tardi', null),
    }));
    renderShell('/client-panel#account');
    const banner = screen.getByRole('region', { name: 'Agisci per un utente' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Termina' }));
    expect(await screen.findByText('Errore imprevisto riprovare piu` tardi', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agisci per un utente' })).toBeInTheDocument();
  });

  it('is not shown without acting', () => {
    renderShell();
    expect(screen.queryByRole('region', { name: 'Agisci per un utente' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeExpiring } from '@ricordo/shared-design/testing';
import { LocationProbe, userFor } from '../test-support';
import { Header } from './Header';

/** The open drawer is a lazy chunk: its first opening waits for it. */
const DRAWER_WAIT = { timeout: 4000 };

// 1767222000 = 01/01/2026 00:00 in Rome; 1769900400 = 01/02/2026 00:00 in Rome.
const giuseppe = makeExpiring({ ID: 7, deceasedID: 1000, expirationDate: 1767222000 });
const anna = makeExpiring({
  ID: 8,
  deceasedID: 1001,
  deceasedName: 'Anna',
  deceasedSurname: 'Bianchi',
  expirationDate: 1769900400,
});
const hidden = makeExpiring({ ID: 9, deceasedID: 1002, deceasedName: 'Luigi', notNotify: true });

interface Posted {
  path: string;
  body: unknown;
}

function backend(answer: { status: number; message?: string } = { status: 200 }): Posted[] {
  const posted: Posted[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const reply = (status: number, data: unknown, message = '') =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              response: status < 400 ? 'success' : 'fail',
              result: status < 400 ? 'success' : 'fail',
              message,
              errorCode: null,
              data,
              session: null,
            }),
            { status, headers: { 'content-type': 'application/json' } },
          ),
        );
      if (url.pathname === '/api/auth/securitytoken') return reply(200, { _csrf: 't' });
      posted.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) });
      return reply(answer.status, null, answer.message);
    }),
  );
  return posted;
}

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Header />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function login(expiring = [giuseppe, anna, hidden]) {
  sessionStore.setState({ status: 'authenticated', user: userFor(0), expiringMemorials: expiring });
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('expiring memorial icon', () => {
  it('counts the memorials to remind of, leaving out those the user hid', () => {
    login();
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('button', { name: 'Memorial in scadenza: 2' })).toHaveTextContent('2');
  });

  it('is not there for a visitor, nor when nothing expires', () => {
    sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [giuseppe] });
    renderHeader();
    expect(screen.queryByRole('button', { name: /Memorial in scadenza/ })).toBeNull();
  });

  it('is also in the drawer, and opens the list from there', async () => {
    login();
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Menu laterale' }, DRAWER_WAIT);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Memorial in scadenza: 2' }));
    expect(screen.queryByRole('navigation', { name: 'Menu laterale' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Memorial in scadenza' })).toBeInTheDocument();
  });

  it("lists each memorial with its date, 'Rinnova' and 'Non mostrare più'", async () => {
    login();
    renderHeader();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Navigazione principale' })).getByRole('button', {
        name: 'Memorial in scadenza: 2',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Memorial in scadenza' });
    const first = within(dialog).getByRole('listitem', { name: 'Giuseppe Verdi' });
    expect(first).toHaveTextContent('Scade il 01/01/2026');
    expect(within(dialog).getByRole('listitem', { name: 'Anna Bianchi' })).toHaveTextContent(
      'Scade il 01/02/2026',
    );
    expect(within(dialog).queryByText(/Luigi/)).toBeNull();
    expect(within(first).getByRole('link', { name: 'Rinnova' })).toHaveAttribute(
      'href',
      '/memorial-activate?deceasedSelected=1000',
    );
    await userEvent.click(within(first).getByRole('link', { name: 'Rinnova' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/memorial-activate?deceasedSelected=1000');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Non mostrare più' tells the server and drops the memorial from the count", async () => {
    const posted = backend();
    login();
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Memorial in scadenza: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memorial in scadenza' });
    const first = within(dialog).getByRole('listitem', { name: 'Giuseppe Verdi' });
    await userEvent.click(within(first).getByRole('button', { name: 'Non mostrare più' }));
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('listitem', { name: 'Giuseppe Verdi' })).toBeNull(),
    );
    expect(posted).toEqual([{ path: '/api/account/notNow', body: { memorialID: 7 } }]);
    expect(screen.getByRole('button', { name: 'Memorial in scadenza: 1' })).toBeInTheDocument();
    expect(sessionStore.getState().expiringMemorials.map((entry) => entry.ID)).toEqual([8, 9]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Non mostrare più' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /Memorial in scadenza/ })).toBeNull();
  });

  it('takes the list the server answers with', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const data =
          url.pathname === '/api/auth/securitytoken'
            ? { _csrf: 't' }
            : { expiring_memorial: [{ ...anna, notNotify: true }] };
        return Promise.resolve(
          new Response(JSON.stringify({ response: 'success', result: 'success', message: '', data }), {
            status: 200,
          }),
        );
      }),
    );
    login([giuseppe, anna]);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Memorial in scadenza: 2' }));
    const first = screen.getByRole('listitem', { name: 'Giuseppe Verdi' });
    await userEvent.click(within(first).getByRole('button', { name: 'Non mostrare più' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStore.getState().expiringMemorials).toEqual([{ ...anna, notNotify: true }]);
    expect(screen.queryByRole('button', { name: /Memorial in scadenza/ })).toBeNull();
  });

  it('keeps the memorial and says why when the server refuses', async () => {
    backend({ status: 500, message: 'Errore imprevisto' });
    login([giuseppe]);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Memorial in scadenza: 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Non mostrare più' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore imprevisto');
    expect(sessionStore.getState().expiringMemorials).toHaveLength(1);
  });
});

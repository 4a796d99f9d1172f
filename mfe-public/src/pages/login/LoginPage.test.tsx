import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, ToastHost, type UserData } from '@ricordo/shared-design';
import { PublicApp } from '../../app';
import { fakeBackend, LocationProbe, ShellLikeRoutes } from '../../test-support';

function user(platformAccess: number, partnertype: UserData['partnertype'] = null): UserData {
  return {
    user_id: 3,
    name: 'Cliente',
    surname: 'Demo',
    username: 'clientedemo',
    email: 'cliente@example.it',
    telephone: null,
    cf: null,
    preferred_contact: { type: 'email' },
    notificationPreference: {
      activeNotification: false,
      notificationFrequency: 'never',
      notificationList: [],
    },
    permissions: { platformAccess: platformAccess as 0 | 1 | 2 },
    partnertype,
    addresses: [],
  };
}

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <ShellLikeRoutes>
        <PublicApp basePath="/" />
      </ShellLikeRoutes>
      <ToastHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

async function fill(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username o email'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('has the spec fields and links', () => {
    renderLogin();
    expect(screen.getByLabelText('Username o email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: "Hai dimenticato l'username?" })).toHaveAttribute(
      'href',
      '/recover-user',
    );
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("refuses empty fields with 'Riempi tutti i campi' without calling the server", async () => {
    const calls = fakeBackend();
    renderLogin();
    await fill('clientedemo', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Riempi tutti i campi');
    expect(calls).toEqual([]);
  });

  it('shows the server message for wrong credentials', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/login'
        ? { status: 401, message: 'Credenziali errate', errorCode: 'WRONG_CREDENTIALS' }
        : undefined,
    );
    renderLogin();
    await fill('clientedemo', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali errate');
    expect(location()).toBe('/login');
  });

  it.each([
    [1, null, '/admin-panel#qrcode'],
    [2, 'partner', '/partner-panel#deceased'],
    [2, 'gestorelampade', '/lampade-panel#lampade'],
    [0, null, '/client-panel#account'],
  ] as const)('with platformAccess %s (%s) lands on %s', async (access, partnertype, landing) => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/login'
        ? { data: { expiring_memorial: [] }, session: { userdata: user(access, partnertype) } }
        : undefined,
    );
    renderLogin();
    await fill('demo', 'RicordoDemo2026');
    await vi.waitFor(() => expect(location()).toBe(landing));
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('logs out an account without a valid role, explains it and goes to /contact', async () => {
    const calls = fakeBackend((url) => {
      if (url.pathname === '/api/auth/login')
        return { data: { expiring_memorial: [] }, session: { userdata: user(7) } };
      if (url.pathname === '/api/auth/logout') return { data: { response: 'success' } };
      return undefined;
    });
    renderLogin();
    await fill('rotto', 'RicordoDemo2026');
    expect(await screen.findByText(/problemi nel recupero delle informazioni/)).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe('/contact'));
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(calls.some((url) => url.pathname === '/api/auth/logout')).toBe(true);
  });

  it('sends a logged-in user to their panel landing', () => {
    sessionStore.setState({ status: 'authenticated', user: user(2, 'partner') });
    renderLogin();
    expect(location()).toBe('/partner-panel#deceased');
  });
});

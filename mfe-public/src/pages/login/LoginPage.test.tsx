import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type UserData } from '@ricordo/shared-design';
import { makeExpiring, makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, posted, renderPublic } from '../../test-support';

function user(platformAccess: number, partnertype: UserData['partnertype'] = null): UserData {
  return makeUser({
    permissions: { platformAccess: platformAccess as 0 | 1 | 2 },
    partnertype,
  });
}

async function fill(username: string, password: string) {
  if (username) await userEvent.type(await screen.findByLabelText('Username o email'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('has the spec fields and links', async () => {
    renderPublic('/login');
    expect(await screen.findByLabelText('Username o email')).toBeInTheDocument();
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
    renderPublic('/login');
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
    const { location } = renderPublic('/login');
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
    const { location } = renderPublic('/login');
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
    const { location } = renderPublic('/login');
    await fill('rotto', 'RicordoDemo2026');
    expect(await screen.findByText(/problemi nel recupero delle informazioni/)).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe('/contact'));
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(calls.some((url) => url.pathname === '/api/auth/logout')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Contatti' })).toBeInTheDocument();
  });

  it('shows the notice and the username another page handed over', async () => {
    renderPublic('/login', { notice: 'Registrazione completata.', username: 'mariarossi' });
    expect(await screen.findByText('Registrazione completata.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Username o email')).toHaveValue('mariarossi');
  });
});

describe('login renewal', () => {
  it('sends the renewal token and goes on to the memorial renewal', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/login'
        ? {
            data: {
              expiring_memorial: [makeExpiring()],
              renewal_success: true,
              renewal_deceasedID: 1000,
            },
            session: { userdata: user(0) },
          }
        : undefined,
    );
    const { location } = renderPublic('/login-renewal?token=rinnovo123');
    await fill('mariarossi', 'RicordoDemo2026');
    await vi.waitFor(() => expect(location()).toBe('/memorial-activate?deceasedSelected=1000'));
    expect(posted.find((call) => call.path === '/api/auth/login')?.body).toMatchObject({
      email: 'mariarossi',
      password: 'RicordoDemo2026',
      renewal_token: 'rinnovo123',
    });
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(sessionStore.getState().expiringMemorials).toHaveLength(1);
  });

  it("says 'Token non valido' and goes home when the server refuses the renewal link", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/login'
        ? { status: 401, message: 'Token non valido', errorCode: 'INVALID_TOKEN' }
        : undefined,
    );
    const { location } = renderPublic('/login-renewal?token=vecchio');
    await fill('mariarossi', 'RicordoDemo2026');
    expect(await screen.findByText('Token non valido')).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('keeps wrong credentials on the form, as the plain login', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/login'
        ? { status: 401, message: 'Credenziali errate', errorCode: 'WRONG_CREDENTIALS' }
        : undefined,
    );
    const { location } = renderPublic('/login-renewal?token=rinnovo');
    await fill('mariarossi', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali errate');
    expect(location()).toBe('/login-renewal?token=rinnovo');
  });

  it("without a token says 'Token non valido' and goes home", async () => {
    fakeBackend();
    const { location } = renderPublic('/login-renewal');
    expect(await screen.findByText('Token non valido')).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe('/'));
  });
});

describe('autologin', () => {
  it('logs in with the token and lands on the panel of the role', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/autologin'
        ? { data: { expiring_memorial: [] }, session: { userdata: user(2, 'partner') } }
        : undefined,
    );
    const { location } = renderPublic('/autologin?token=app-token');
    await vi.waitFor(() => expect(location()).toBe('/partner-panel#deceased'));
    expect(posted).toEqual([{ path: '/api/auth/autologin', body: { token: 'app-token' } }]);
  });

  it("answers a bad token with 'Token non valido', then home", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/auth/autologin'
        ? { status: 401, message: 'Token non valido', errorCode: 'INVALID_TOKEN' }
        : undefined,
    );
    const { location } = renderPublic('/autologin?token=usato');
    expect(await screen.findByText('Token non valido')).toBeInTheDocument();
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});

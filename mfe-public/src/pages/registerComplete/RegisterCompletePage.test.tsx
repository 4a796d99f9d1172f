import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

const pending: FakeRoute = (url) =>
  url.pathname === '/api/account/getUsername' && url.searchParams.get('token') === 'reg1'
    ? { data: { username: 'mariarossi' } }
    : undefined;
const expired: FakeRoute = (url) =>
  url.pathname === '/api/account/getUsername'
    ? { status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' }
    : undefined;

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('complete registration', () => {
  it('shows the username, takes the password twice and, when the sign-in fails, opens the login', async () => {
    fakeBackend(
      pending,
      (url) => (url.pathname === '/api/account/register' ? { message: '' } : undefined),
      (url) =>
        url.pathname === '/api/auth/login'
          ? { status: 403, message: 'Account non abilitato', errorCode: 'NO_PERMISSIONS' }
          : undefined,
    );
    const { location } = renderPublic('/registerComplete?token=reg1&condolenceFlag=1');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('mariarossi');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'segreta123');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'segreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    await vi.waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText(/Registrazione completata/)).toBeInTheDocument();
    expect(screen.getByLabelText('Username o email')).toHaveValue('mariarossi');
    expect(posted.map((call) => call.path)).toEqual(['/api/account/register', '/api/auth/login']);
    expect(posted.slice(0, 1)).toEqual([
      {
        path: '/api/account/register',
        body: {
          registrationToken: 'reg1',
          newPassword: 'segreta123',
          password: 'segreta123',
          condolenceFlag: '1',
        },
      },
    ]);
  });

  it('signs the new partner in with the chosen password and opens the partner panel', async () => {
    const partner = makeUser({
      username: 'onoranzeluce',
      permissions: { platformAccess: 2 },
      partnertype: 'partner',
    });
    fakeBackend(
      (url) =>
        url.pathname === '/api/account/getUsername' ? { data: { username: 'onoranzeluce' } } : undefined,
      (url) => (url.pathname === '/api/account/register' ? { message: '' } : undefined),
      (url) =>
        url.pathname === '/api/auth/login'
          ? { data: { expiring_memorial: [] }, session: { userdata: partner } }
          : undefined,
    );
    const { location } = renderPublic('/registerComplete?token=reg1');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('onoranzeluce');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'PartnerNuovo2026');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'PartnerNuovo2026');
    await userEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    await vi.waitFor(() => expect(location()).toBe('/partner-panel#deceased'));
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(posted.map((call) => call.path)).toEqual(['/api/account/register', '/api/auth/login']);
    expect(posted[1]?.body).toMatchObject({ email: 'onoranzeluce', password: 'PartnerNuovo2026' });
  });

  it('checks the length and that both passwords match', async () => {
    fakeBackend(pending);
    renderPublic('/registerComplete?token=reg1');
    await userEvent.type(await screen.findByLabelText('Password', { exact: true }), 'breve');
    await userEvent.type(screen.getByLabelText('Conferma password'), 'altra');
    await userEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'La password deve contenere almeno 8 caratteri',
    );
    expect(screen.getByLabelText('Conferma password')).toHaveAccessibleDescription(
      'Le password non coincidono',
    );
    expect(posted).toEqual([]);
  });

  it("answers a used link with 'Il link non è più valido' and a way home", async () => {
    fakeBackend(expired);
    renderPublic('/registerComplete?token=vecchio');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link non è più valido');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});

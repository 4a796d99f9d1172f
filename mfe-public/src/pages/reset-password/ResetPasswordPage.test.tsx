import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

const verify =
  (valid: boolean): FakeRoute =>
  (url) => {
    if (url.pathname !== '/api/account/recoverVerify') return undefined;
    return valid
      ? { data: { result: 'success' } }
      : { status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' };
  };

async function choose(password: string, confirmation: string) {
  await userEvent.type(await screen.findByLabelText('Nuova password'), password);
  await userEvent.type(screen.getByLabelText('Conferma password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Salva la password' }));
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it("asks for the username ('Campo vuoto'), then shows the server's message and goes home on closing", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/account/recover'
        ? { message: 'Ti abbiamo inviato il link per reimpostare la password' }
        : undefined,
    );
    const { location } = renderPublic('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Invia' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(/Campo vuoto/);
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'mariarossi');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Successo' });
    expect(dialog).toHaveTextContent('Ti abbiamo inviato il link per reimpostare la password');
    expect(posted).toEqual([{ path: '/api/account/recover', body: { username: 'mariarossi' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await vi.waitFor(() => expect(location()).toBe('/'));
  });
});

describe('reset password', () => {
  it('shows the verifying state while the link is checked', async () => {
    fakeBackend((url) => (url.pathname === '/api/account/recoverVerify' ? { pending: true } : undefined));
    renderPublic('/reset-password?token=abc');
    expect(await screen.findByText('Verifica in corso…', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
  });

  it.each(['/reset-password', '/recupera-password'])(
    '%s checks the link, asks the password twice and sends it; then the login says so',
    async (path) => {
      fakeBackend(verify(true), (url) =>
        url.pathname === '/api/account/completeReset' ? { message: 'ok' } : undefined,
      );
      const { location } = renderPublic(`${path}?token=abc`);
      await choose('nuovapass', 'nuovapass');
      await vi.waitFor(() => expect(location()).toBe('/login'));
      expect(await screen.findByText('Le modifiche sono state apportate con successo')).toBeInTheDocument();
      expect(posted).toEqual([
        { path: '/api/account/recoverVerify', body: { recoverToken: 'abc' } },
        {
          path: '/api/account/completeReset',
          body: { recoverToken: 'abc', 'new-password': 'nuovapass', 'confirm-new-password': 'nuovapass' },
        },
      ]);
    },
  );

  it("says 'Le password non coincidono' and 'La password deve contenere almeno 8 caratteri'", async () => {
    fakeBackend(verify(true));
    renderPublic('/reset-password?token=abc');
    await choose('corta', 'diversa1');
    expect(screen.getByLabelText('Nuova password')).toHaveAccessibleDescription(
      'La password deve contenere almeno 8 caratteri',
    );
    expect(screen.getByLabelText('Conferma password')).toHaveAccessibleDescription(
      'Le password non coincidono',
    );
    expect(posted.map((call) => call.path)).toEqual(['/api/account/recoverVerify']);
  });

  it("answers a used or expired link with 'Il link non è più valido'", async () => {
    fakeBackend(verify(false));
    renderPublic('/reset-password?token=usato');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link non è più valido');
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('turns invalid when the link was used in the meantime', async () => {
    fakeBackend(verify(true), (url) =>
      url.pathname === '/api/account/completeReset'
        ? { status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' }
        : undefined,
    );
    renderPublic('/reset-password?token=abc');
    await choose('nuovapass', 'nuovapass');
    expect(await screen.findByText('Il link non è più valido')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let online = false;
    fakeBackend((url) =>
      url.pathname === '/api/account/recoverVerify'
        ? online
          ? { data: { result: 'success' } }
          : { network: true }
        : undefined,
    );
    renderPublic('/reset-password?token=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Nuova password')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

const once = (path: string): FakeRoute => {
  let used = false;
  return (url) => {
    if (url.pathname !== path) return undefined;
    if (used) return { status: 410, message: 'token non valido o scaduto', errorCode: 'TOKEN_INVALID' };
    used = true;
    return { data: { result: 'success' } };
  };
};

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('contact verification', () => {
  it('shows the verifying state while the server answers', async () => {
    fakeBackend((url) => (url.pathname === '/api/account/verifyToken' ? { pending: true } : undefined));
    renderPublic('/verifica-contatto?token=v1');
    expect(await screen.findByText('Verifica in corso…', { selector: 'p' })).toBeInTheDocument();
    // The POST follows the CSRF token: wait for it, or under load it would reach the next test's backend.
    await vi.waitFor(() =>
      expect(posted).toEqual([{ path: '/api/account/verifyToken', body: { token: 'v1' } }]),
    );
  });

  it('verifies with one POST as the page opens', async () => {
    fakeBackend(once('/api/account/verifyToken'));
    renderPublic('/verifica-contatto?token=v1');
    expect(await screen.findByText('Il tuo contatto è stato verificato. Grazie.')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/account/verifyToken', body: { token: 'v1' } }]);
  });

  it('posts the one-shot token once even when React runs the effect twice (StrictMode)', async () => {
    fakeBackend(once('/api/account/verifyToken'));
    renderPublic('/verifica-contatto?token=v2', undefined, { strict: true });
    expect(await screen.findByText('Il tuo contatto è stato verificato. Grazie.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it("answers a used code with 'Il codice di verifica da lei utilizzato non è più valido'", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/account/verifyToken'
        ? { status: 410, message: 'token non valido o scaduto', errorCode: 'TOKEN_INVALID' }
        : undefined,
    );
    renderPublic('/verifica-contatto?token=v1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il codice di verifica da lei utilizzato non è più valido',
    );
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('is invalid without a token, without asking the server', async () => {
    const calls = fakeBackend();
    renderPublic('/verifica-contatto');
    expect(await screen.findByRole('alert')).toHaveTextContent('non è più valido');
    expect(calls).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it("asks first; 'Si' turns the notifications off with one POST", async () => {
    fakeBackend(once('/api/account/unsubscribe'));
    renderPublic('/unsubscribe?token=u1');
    expect(
      await screen.findByText('Sei sicuro di voler disattivare le notifiche per il defunto?'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText(/Le notifiche sono state disattivate/)).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/account/unsubscribe', body: { token: 'u1' } }]);
  });

  it("'Annulla' goes home without asking the server", async () => {
    fakeBackend();
    const { location } = renderPublic('/unsubscribe?token=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(posted).toEqual([]);
  });

  it("answers a used link with 'token non valido o scaduto'", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/account/unsubscribe'
        ? { status: 410, message: 'token non valido o scaduto', errorCode: 'TOKEN_INVALID' }
        : undefined,
    );
    renderPublic('/unsubscribe?token=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('token non valido o scaduto');
  });

  it('offers a retry when the server cannot be reached', async () => {
    let online = false;
    fakeBackend((url) =>
      url.pathname === '/api/account/unsubscribe'
        ? online
          ? { data: { result: 'success' } }
          : { network: true }
        : undefined,
    );
    renderPublic('/unsubscribe?token=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    online = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Le notifiche sono state disattivate/)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

const PATH = '/api/deceased/acceptTransfer';

/** Accepts the first time, then answers like a used link. */
const acceptOnce = (deceased = [{ ID: 1002, name: 'Maria Grazia', surname: 'Esposito' }]): FakeRoute => {
  let used = false;
  return (url) => {
    if (url.pathname !== PATH) return undefined;
    if (used) return { status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' };
    used = true;
    return { data: { deceased }, message: 'Trasferimento completato con successo' };
  };
};

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('/accetta-trasferimento', () => {
  it('shows the verifying state while the server answers', async () => {
    fakeBackend((url) => (url.pathname === PATH ? { pending: true } : undefined));
    renderPublic('/accetta-trasferimento?token=t0');
    expect(await screen.findByText('Verifica in corso…', { selector: 'p' })).toBeInTheDocument();
    // The POST goes out after the CSRF token arrives: wait for it, or under load it would reach the next
    // test's fake backend and use up that test's token.
    await vi.waitFor(() => expect(posted).toEqual([{ path: PATH, body: { token: 't0' } }]));
  });

  it('accepts with one POST as the page opens, then links to the memorial and to the client panel', async () => {
    fakeBackend(acceptOnce());
    const { location } = renderPublic('/accetta-trasferimento?token=t1');
    expect(
      await screen.findByText(
        'Trasferimento completato: la lapide digitale di Maria Grazia Esposito è ora tua e la trovi nel tuo pannello.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ path: PATH, body: { token: 't1' } }]);
    expect(screen.getByRole('link', { name: 'Vai alla pagina memorial' })).toHaveAttribute(
      'href',
      '/memorial?0001002',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Apri il tuo pannello' }));
    await vi.waitFor(() => expect(location()).toBe('/client-panel#pages'));
  });

  it('names every page of a transfer of several', async () => {
    fakeBackend(
      acceptOnce([
        { ID: 7, name: 'Anna', surname: 'Bianchi' },
        { ID: 8, name: 'Luigi', surname: 'Neri' },
      ]),
    );
    renderPublic('/accetta-trasferimento?token=t2');
    expect(
      await screen.findByText(/le lapidi digitali di Anna Bianchi, Luigi Neri sono ora tue/),
    ).toBeInTheDocument();
  });

  it('posts the one-shot token once even when React runs the effect twice (StrictMode)', async () => {
    fakeBackend(acceptOnce());
    renderPublic('/accetta-trasferimento?token=t3', undefined, { strict: true });
    expect(await screen.findByText(/è ora tua/)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it("a used or superseded link says 'Il link non è più valido', with the way home", async () => {
    fakeBackend((url) =>
      url.pathname === PATH
        ? { status: 410, message: 'Il link non è più valido', errorCode: 'TOKEN_INVALID' }
        : undefined,
    );
    renderPublic('/accetta-trasferimento?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link non è più valido');
    expect(screen.getByText(/usa il link del messaggio più recente/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Vai alla pagina memorial' })).not.toBeInTheDocument();
  });

  it('is invalid without a token, without asking the server', async () => {
    const calls = fakeBackend();
    renderPublic('/accetta-trasferimento');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link non è più valido');
    expect(calls).toEqual([]);
  });

  it('offers a retry when the server cannot be reached', async () => {
    let online = false;
    fakeBackend((url) =>
      url.pathname === PATH
        ? online
          ? { data: { deceased: [{ ID: 1002, name: 'Maria', surname: 'Esposito' }] } }
          : { network: true }
        : undefined,
    );
    renderPublic('/accetta-trasferimento?token=t4');
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText(/è ora tua/)).toBeInTheDocument();
  });
});

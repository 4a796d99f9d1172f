import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, failure } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { renderPublic } from '../../test-support';

const server = setUpTestServer();
const SLOW = { timeout: 10_000 };
const CONFIRM = '/api/qrcodes/confirmActivation';

function confirmations() {
  return server().requests.filter((request) => request.method === 'POST' && request.path === CONFIRM);
}

/** One-shot like the server: the first POST confirms, any later one is 410. */
function serveOnce(registrationPending: boolean) {
  let used = false;
  server().on('POST', CONFIRM, () => {
    if (used) return { status: 410, body: failure('Il link non è più valido', 'TOKEN_INVALID') };
    used = true;
    return {
      body: envelope(
        { deceasedID: 1500, qrCode: 'ABCDEFGHJK', registrationPending },
        { message: 'Attivazione completata: la lapide digitale è online' },
      ),
    };
  });
}

describe('/conferma-attivazione', () => {
  it('confirms with one POST of the token as it opens (also under StrictMode) and links to the memorial', async () => {
    serveOnce(false);
    renderPublic('/conferma-attivazione?token=tok-1', undefined, { strict: true });
    expect(
      await screen.findByText(/la lapide digitale è attiva e visibile a chi inquadra la targa QR/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apri la lapide digitale' })).toHaveAttribute(
      'href',
      '/memorial?0001500',
    );
    expect(confirmations()).toHaveLength(1);
    expect(JSON.parse(confirmations()[0].body)).toEqual({ token: 'tok-1' });
    expect(confirmations()[0].headers['x-csrf-token']).toMatch(/^csrf-/);
    expect(screen.queryByText(/completa la registrazione/)).toBeNull();
  });

  it('reminds a newcomer to complete the registration', async () => {
    serveOnce(true);
    renderPublic('/conferma-attivazione?token=tok-2');
    expect(
      await screen.findByText(/completa la registrazione con il link che ti abbiamo inviato/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it("a used link: 'Il link non è più valido', no memorial link", async () => {
    server().on('POST', CONFIRM, () => ({
      status: 410,
      body: failure('Il link non è più valido', 'TOKEN_INVALID'),
    }));
    renderPublic('/conferma-attivazione?token=tok-3');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Il link non è più valido');
    expect(screen.queryByRole('link', { name: 'Apri la lapide digitale' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('is invalid without a token, without asking the server', async () => {
    renderPublic('/conferma-attivazione');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Il link non è più valido');
    expect(confirmations()).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, renderPublic } from '../../test-support';

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('/qrcode-scaduto', () => {
  it('explains kindly what happened to the code, with no alert and no call to the server', async () => {
    const calls = fakeBackend();
    renderPublic('/qrcode-scaduto?code=abcd2345ef');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questo QR code non è più attivo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Il QR code ABCD2345EF era un codice temporaneo/)).toHaveTextContent(
      'I 30 giorni sono trascorsi e il codice non apre più la pagina.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((url) => url.pathname !== '/api/auth/session')).toEqual([]);
  });

  it('says how to get a permanent plaque: the funeral home, buying one, or writing to us', async () => {
    fakeBackend();
    const { location } = renderPublic('/qrcode-scaduto?code=ABCD2345EF');
    expect(
      await screen.findByRole('heading', { name: 'Come avere una targa definitiva' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Chiedi all’impresa funebre/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Lunedì - Venerdì/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Acquista la targa QR' }));
    await vi.waitFor(() => expect(location()).toBe('/buy-qrCode'));
  });

  it('shows no code it cannot trust, and still explains', async () => {
    fakeBackend();
    renderPublic('/qrcode-scaduto?code=%3Cscript%3E');
    expect(await screen.findByText(/Questo era un QR code temporaneo/)).toBeInTheDocument();
    expect(screen.queryByText(/<script>|SCRIPT/)).not.toBeInTheDocument();
  });
});

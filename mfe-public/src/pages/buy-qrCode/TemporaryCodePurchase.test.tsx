import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, makeUser } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { fakeBackend, posted, renderPublic } from '../../test-support';

const server = setUpTestServer();

const SLOW = { timeout: 10_000 };

const PARTNER = makeUser({ user_id: 9, permissions: { platformAccess: 2 }, partnertype: 'partner' });

beforeEach(() => {
  server().on('GET', '/api/content/getProductPrice/qrcode-partner', () => ({
    body: envelope({ product_details: { key: 'qrcode-partner', name: 'Targa QR per partner', price: 4500 } }),
  }));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const posts = (path: string) =>
  server().requests.filter((request) => request.method === 'POST' && request.path === path);

describe('/buy-qrCode?temporary=', () => {
  it('a partner buys its temporary code at the server’s price and pays through the test checkout', async () => {
    // The sandbox approval is a same-origin fetch: the whole payment runs against a stubbed fetch here.
    fakeBackend((url) => {
      switch (url.pathname) {
        case '/api/content/getProductPrice/qrcode-partner':
          return { data: { product_details: { key: 'qrcode-partner', name: 'Targa', price: 4500 } } };
        case '/api/orders/config':
          return { data: { checkout: 'test', clientId: null, currency: 'EUR' } };
        case '/api/qrcodes/partner/buy':
          return { data: { orderid: 55, orderKey: 'chiave-55', amountCents: 4500, code: 'ABCD2345EF' } };
        case '/api/orders/paypalCreate':
          return { data: { paypalOrderId: 'PP-55' } };
        case '/dev/paypal/checkoutnow/PP-55/approve':
          return { data: { status: 'APPROVED' } };
        case '/api/orders/paypalUpdate':
          return { data: { status: 'paid', type: 'qrcode', orderid: 55 } };
        default:
          return undefined;
      }
    });
    sessionStore.setState({ status: 'authenticated', user: PARTNER, expiringMemorials: [] });
    const user = userEvent.setup();
    const { location } = renderPublic('/buy-qrCode?temporary=abcd2345ef');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acquista il QrCode ABCD2345EF' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/diventa permanente: non scadrà più/)).toBeInTheDocument();
    expect(await screen.findByText('45,00 €')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Procedi all’acquisto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW);
    expect(dialog).toHaveTextContent('45,00 €');
    expect(sessionStorage.getItem('ricordo.order.55')).toBe('chiave-55');
    await user.click(await screen.findByRole('button', { name: 'Paga' }, SLOW));

    expect(
      await screen.findByText('Acquisto completato: il QrCode ABCD2345EF è ora permanente.'),
    ).toBeInTheDocument();
    expect(posted.map((call) => call.path)).toEqual([
      '/api/qrcodes/partner/buy',
      '/api/orders/paypalCreate',
      '/dev/paypal/checkoutnow/PP-55/approve',
      '/api/orders/paypalUpdate',
    ]);
    expect(posted[0].body).toEqual({ code: 'ABCD2345EF' });
    await user.click(screen.getByRole('link', { name: 'Torna ai tuoi QrCode' }));
    expect(location()).toBe('/partner-panel#qrcode');
  });

  it('shows the 50 EUR default until the server answers, and the server’s refusal in Italian', async () => {
    sessionStore.setState({ status: 'authenticated', user: PARTNER, expiringMemorials: [] });
    server().on('GET', '/api/content/getProductPrice/qrcode-partner', () => ({
      status: 500,
      body: failure('Errore', null),
    }));
    server().on('POST', '/api/qrcodes/partner/buy', () => ({
      status: 404,
      body: failure('QrCode non trovato', 'QRCODE_NOT_FOUND'),
    }));
    renderPublic('/buy-qrCode?temporary=ZZZZ2345EF');
    expect(await screen.findByText('50,00 €', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Procedi all’acquisto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('QrCode non trovato');
    expect(screen.queryByRole('dialog', { name: 'Pagamento' })).not.toBeInTheDocument();
  });

  it('asks anyone but a funeral home to sign in as partner, without ordering', async () => {
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ permissions: { platformAccess: 0 }, partnertype: null }),
      expiringMemorials: [],
    });
    renderPublic('/buy-qrCode?temporary=ABCD2345EF');
    expect(
      await screen.findByText(
        'Per acquistare un QrCode temporaneo accedi con il tuo account partner.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procedi all’acquisto' })).not.toBeInTheDocument();
    expect(posts('/api/qrcodes/partner/buy')).toHaveLength(0);
  });

  it('without ?temporary= the page is the plaque purchase form', async () => {
    server().on('GET', '/api/content/getProductPrices', () => ({
      body: envelope({ data: { products: [] } }),
    }));
    renderPublic('/buy-qrCode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acquista la lapide digitale' }, SLOW),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function lamp(overrides: Record<string, unknown> = {}) {
  return {
    seriale: 'RL-ABCDEFGH23',
    idDefunto: 1000,
    defunto: 'Giuseppe Verdi',
    dataTermineAccensione: '2027-02-28',
    attiva: true,
    nuovoTermine: '2028-02-28',
    importoCentesimi: 3600,
    rinnovabile: true,
    ...overrides,
  };
}

let current = lamp();
const renewalLamp: FakeRoute = (url) =>
  url.pathname === '/api/lampade/rinnovo' && url.searchParams.get('token') === 'segreto-del-link'
    ? { data: { lampada: current } }
    : url.pathname === '/api/lampade/rinnovo'
      ? { status: 404, message: 'Link di rinnovo non valido o sostituito da uno più recente' }
      : undefined;
const testCheckout: FakeRoute = (url) =>
  url.pathname === '/api/orders/config'
    ? { data: { checkout: 'test', clientId: null, currency: 'EUR' } }
    : undefined;
const order: FakeRoute = (url) =>
  url.pathname === '/api/lampade/rinnovoOrdine'
    ? { data: { orderid: 31, orderKey: 'chiave-ordine', importoCentesimi: 3600 } }
    : undefined;
const created: FakeRoute = (url) =>
  url.pathname === '/api/orders/paypalCreate' ? { data: { paypalOrderId: 'PP-31' } } : undefined;
const approved: FakeRoute = (url) =>
  url.pathname === '/dev/paypal/checkoutnow/PP-31/approve' ? { data: { status: 'APPROVED' } } : undefined;
const captured: FakeRoute = (url) => {
  if (url.pathname !== '/api/orders/paypalUpdate') return undefined;
  current = lamp({ dataTermineAccensione: '2028-02-28', nuovoTermine: '2029-02-28' });
  return { data: { status: 'paid', type: 'lamp', orderid: 31, deceasedID: 1000 } };
};

describe('/rinnovo-lampada', () => {
  it('shows the lamp, the period and the fee, and pays the renewal through the checkout', async () => {
    current = lamp();
    fakeBackend(renewalLamp, testCheckout, order, created, approved, captured);
    const user = userEvent.setup();
    renderPublic('/rinnovo-lampada?token=segreto-del-link');
    expect(await screen.findByText('Giuseppe Verdi')).toBeInTheDocument();
    expect(screen.getByText('RL-ABCDEFGH23')).toBeInTheDocument();
    expect(screen.getByText('28/02/2027')).toBeInTheDocument();
    expect(screen.getByText('28/02/2028')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rinnova e paga 36,00 €' }));
    await user.click(await screen.findByRole('button', { name: 'Paga' }));
    expect(
      await screen.findByText(
        'Pagamento registrato: la lampada resta accesa fino al 28/02/2028. Ti abbiamo inviato la ricevuta.',
      ),
    ).toBeInTheDocument();
    // The browser sends only the link's secret: the amount is the server's.
    expect(posted.find((call) => call.path === '/api/lampade/rinnovoOrdine')?.body).toEqual({
      token: 'segreto-del-link',
    });
    expect(posted.map((call) => call.path)).toEqual([
      '/api/lampade/rinnovoOrdine',
      '/api/orders/paypalCreate',
      '/dev/paypal/checkoutnow/PP-31/approve',
      '/api/orders/paypalUpdate',
    ]);
  });

  it('a lamp without a fee cannot be renewed online; a replaced link says so', async () => {
    current = lamp({ importoCentesimi: null, rinnovabile: false });
    fakeBackend(renewalLamp);
    renderPublic('/rinnovo-lampada?token=segreto-del-link');
    expect(await screen.findByText(/il gestore non ha indicato il canone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rinnova e paga/ })).toBeNull();
  });

  it("an old link answers with the server's message", async () => {
    fakeBackend(renewalLamp);
    renderPublic('/rinnovo-lampada?token=vecchio-link');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link di rinnovo non valido o sostituito');
  });

  it('pays an order the client panel created in this tab (?ordine=), by its remembered key', async () => {
    sessionStorage.setItem('ricordo.order.31', 'chiave-ordine');
    fakeBackend(
      (url) =>
        url.pathname === '/api/orders/status/31' && url.searchParams.get('orderKey') === 'chiave-ordine'
          ? { data: { status: 'created', type: 'lamp', amountCents: 3600 } }
          : undefined,
      testCheckout,
      created,
      approved,
      captured,
    );
    const user = userEvent.setup();
    renderPublic('/rinnovo-lampada?ordine=31');
    await user.click(await screen.findByRole('button', { name: 'Rinnova e paga 36,00 €' }));
    await user.click(await screen.findByRole('button', { name: 'Paga' }));
    await waitFor(() =>
      expect(
        screen.getByText(/Pagamento registrato: la lampada resta accesa un anno in più/),
      ).toBeInTheDocument(),
    );
  });
});

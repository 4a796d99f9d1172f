import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, LocationProbe, posted, type FakeRoute } from '../../test-support';
import { PaymentModal } from './PaymentModal';
import type { PayableOrder, PaymentResult } from './orders-api';
import { forgetOrderKey, orderKeyOf, rememberOrderKey } from './order-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  stopSdk();
  delete window.paypal;
});

const ORDER: PayableOrder = { orderid: 12, orderKey: 'chiave-segreta', type: 'dedic', amountCents: 200 };
const testCheckout: FakeRoute = (url) =>
  url.pathname === '/api/orders/config'
    ? { data: { checkout: 'test', clientId: null, currency: 'EUR' } }
    : undefined;
const created: FakeRoute = (url) =>
  url.pathname === '/api/orders/paypalCreate' ? { data: { paypalOrderId: 'PP-77' } } : undefined;
const approved: FakeRoute = (url) =>
  url.pathname === '/dev/paypal/checkoutnow/PP-77/approve' ? { data: { status: 'APPROVED' } } : undefined;

const paypalCheckout =
  (clientId: string): FakeRoute =>
  (url) =>
    url.pathname === '/api/orders/config'
      ? { data: { checkout: 'paypal', clientId, currency: 'EUR' } }
      : undefined;
const captured: FakeRoute = (url) =>
  url.pathname === '/api/orders/paypalUpdate'
    ? { data: { status: 'paid', type: 'dedic', orderid: 12, deceasedID: 1000 } }
    : undefined;

let stopSdk: () => void = () => undefined;

/** Answers the SDK script the page adds: installs `window.paypal` and fires `load` (or `error` when down). */
function paypalSdkStandIn({ down = false } = {}) {
  const requested: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (!(node instanceof HTMLScriptElement)) continue;
      requested.push(node.src);
      if (down) {
        node.dispatchEvent(new Event('error'));
        continue;
      }
      window.paypal = {
        Buttons: (options) => ({
          render: async (container: HTMLElement) => {
            const pay = document.createElement('button');
            pay.textContent = 'PayPal';
            pay.onclick = async () => {
              const orderID = await options.createOrder();
              await options.onApprove({ orderID });
            };
            const cancel = document.createElement('button');
            cancel.textContent = 'Chiudi la finestra di PayPal';
            cancel.onclick = () => options.onCancel();
            container.append(pay, cancel);
          },
        }),
      };
      node.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  stopSdk = () => observer.disconnect();
  return requested;
}

function renderModal(onPaid: (result: PaymentResult) => void = () => undefined) {
  render(
    <MemoryRouter initialEntries={['/flowers?dedica-cero&1000']}>
      <Routes>
        <Route path="/flowers" element={<PaymentModal order={ORDER} onPaid={onPaid} />} />
        <Route path="*" element={<p>altra pagina</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/** Renders the modal and waits for its test checkout panel. */
async function openTestPanel(onPaid?: (result: PaymentResult) => void) {
  const view = renderModal(onPaid);
  await screen.findByRole('heading', { name: 'Pagamento di prova' });
  return view;
}

describe('PaymentModal, test checkout', () => {
  it('shows the amount and a labelled test panel, and pays: create, sandbox approval, server check', async () => {
    const calls = fakeBackend(testCheckout, created, approved, (url) =>
      url.pathname === '/api/orders/paypalUpdate'
        ? { data: { status: 'paid', type: 'dedic', orderid: 12, deceasedID: 1000 } }
        : undefined,
    );
    const onPaid = vi.fn();
    const user = userEvent.setup();
    renderModal(onPaid);

    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(dialog).toHaveTextContent('Totale da pagare: 2,00 €');
    expect(await screen.findByRole('heading', { name: 'Pagamento di prova' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('nessun importo reale viene addebitato');

    await user.click(screen.getByRole('button', { name: 'Paga' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith({ status: 'paid', type: 'dedic', orderid: 12, deceasedID: 1000 });
    expect(posted.map((call) => call.path)).toEqual([
      '/api/orders/paypalCreate',
      '/dev/paypal/checkoutnow/PP-77/approve',
      '/api/orders/paypalUpdate',
    ]);
    expect(posted[0].body).toEqual({ orderid: 12, orderKey: 'chiave-segreta' });
    expect(posted[2].body).toEqual({ orderid: 12, orderKey: 'chiave-segreta', paypalOrderId: 'PP-77' });
    expect(calls.some((url) => url.pathname === '/api/orders/config')).toBe(true);
  });

  it('Annulla goes to /paypal-error with the type and the order id', async () => {
    fakeBackend(testCheckout);
    const user = userEvent.setup();
    const { location } = await openTestPanel();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(location()).toBe('/paypal-error?type=dedic&orderId=12');
    expect(posted).toHaveLength(0);
  });

  it('Escape, like a click outside, leaves for /paypal-error when no payment error is shown', async () => {
    fakeBackend(testCheckout);
    const user = userEvent.setup();
    const { location } = await openTestPanel();
    await user.keyboard('{Escape}');
    expect(location()).toBe('/paypal-error?type=dedic&orderId=12');
  });

  it('a payment the server finds not completed (402) goes to /paypal-error and is never reported paid', async () => {
    fakeBackend(testCheckout, created, approved, (url) =>
      url.pathname === '/api/orders/paypalUpdate'
        ? { status: 402, message: 'Pagamento non completato', errorCode: 'PAYMENT_NOT_COMPLETED' }
        : undefined,
    );
    const onPaid = vi.fn();
    const user = userEvent.setup();
    const { location } = await openTestPanel(onPaid);
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    await waitFor(() => expect(location()).toBe('/paypal-error?type=dedic&orderId=12'));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a lost connection is said in Italian, a click outside then stays, and Riprova pays', async () => {
    let online = false;
    fakeBackend(
      testCheckout,
      (url) => (url.pathname === '/api/orders/paypalCreate' && !online ? { network: true } : undefined),
      created,
      approved,
      (url) =>
        url.pathname === '/api/orders/paypalUpdate'
          ? { data: { status: 'paid', type: 'dedic', orderid: 12 } }
          : undefined,
    );
    const onPaid = vi.fn();
    const user = userEvent.setup();
    const { location } = await openTestPanel(onPaid);
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connessione assente, riprova tra poco');

    const backdrop = document.querySelector('.rc-dialog-backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(location()).toBe('/flowers?dedica-cero&1000');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});

describe('order keys', () => {
  it('keeps the key in sessionStorage under ricordo.order.{orderid}, whatever the 000 prefix', () => {
    rememberOrderKey('0000042', 'k-42');
    expect(sessionStorage.getItem('ricordo.order.42')).toBe('k-42');
    expect(orderKeyOf(42)).toBe('k-42');
    expect(orderKeyOf('42')).toBe('k-42');
    expect(orderKeyOf(43)).toBeNull();
    expect(orderKeyOf('abc')).toBeNull();
    forgetOrderKey(42);
    expect(orderKeyOf(42)).toBeNull();
  });
});

// With real PayPal credentials (checkout 'paypal'): PayPal's JS SDK cannot be reached from
// here, so the page's script request is answered by a stand-in with the SDK's interface
// (`paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render(container)`), whose buttons call
// those callbacks as PayPal's do. Everything on our side — the script URL, the server calls, the navigation —
// is the production code.
describe('PaymentModal, PayPal checkout', () => {
  it("loads PayPal's SDK for our client id in EUR; the buyer approves, our server captures and checks", async () => {
    fakeBackend(paypalCheckout('client-abc'), created, captured);
    const requested = paypalSdkStandIn();
    const onPaid = vi.fn();
    const user = userEvent.setup();
    renderModal(onPaid);

    // The intro is in the page from the start, visually hidden until PayPal's buttons are drawn: wait for that.
    await waitFor(() =>
      expect(screen.getByText('Scegli come pagare con PayPal o con carta:')).not.toHaveClass(
        'rc-visually-hidden',
      ),
    );
    expect(requested).toEqual([
      'https://www.paypal.com/sdk/js?client-id=client-abc&currency=EUR&intent=capture',
    ]);
    expect(screen.queryByRole('heading', { name: 'Pagamento di prova' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'PayPal' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid).toHaveBeenCalledWith({ status: 'paid', type: 'dedic', orderid: 12, deceasedID: 1000 });
    // No sandbox step: PayPal approved; our server alone captures (with only our ids and PayPal's order id).
    expect(posted.map((call) => call.path)).toEqual(['/api/orders/paypalCreate', '/api/orders/paypalUpdate']);
    expect(posted[1].body).toEqual({ orderid: 12, orderKey: 'chiave-segreta', paypalOrderId: 'PP-77' });
  });

  it('closing PayPal’s window leaves for /paypal-error, which cancels the order', async () => {
    fakeBackend(paypalCheckout('client-cancel'), created);
    paypalSdkStandIn();
    const user = userEvent.setup();
    const view = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Chiudi la finestra di PayPal' }));
    await waitFor(() => expect(view.location()).toBe('/paypal-error?type=dedic&orderId=12'));
    expect(posted).toHaveLength(0);
  });

  it('an approval the server finds not completed (402) goes to /paypal-error, never to success', async () => {
    fakeBackend(paypalCheckout('client-402'), created, (url) =>
      url.pathname === '/api/orders/paypalUpdate'
        ? {
            status: 402,
            message: 'Il pagamento non è andato a buon fine.',
            errorCode: 'PAYMENT_NOT_COMPLETED',
          }
        : undefined,
    );
    paypalSdkStandIn();
    const onPaid = vi.fn();
    const user = userEvent.setup();
    const view = renderModal(onPaid);
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(view.location()).toBe('/paypal-error?type=dedic&orderId=12'));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("PayPal's script not reachable: says so in Italian and nothing is created", async () => {
    fakeBackend(paypalCheckout('client-down'));
    paypalSdkStandIn({ down: true });
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il servizio di pagamento non è al momento raggiungibile, riprova tra poco.',
    );
    expect(posted).toHaveLength(0);
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, posted, renderPublic } from '../../test-support';
import { orderKeyOf, rememberOrderKey } from '../../common/payment';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
const SLOW = { timeout: 10_000 };

describe('/paypal-error', () => {
  it('cancels the order by its type with the remembered key and says nothing was charged', async () => {
    rememberOrderKey(12, 'chiave-12');
    fakeBackend((url) =>
      url.pathname === '/api/orders/cancelDedic' ? { data: { status: 'cancelled' } } : undefined,
    );
    renderPublic('/paypal-error?type=dedic&orderId=12', undefined, { strict: true });
    expect(await screen.findByText(/non ti è stato addebitato nulla/, {}, SLOW)).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/api/orders/cancelDedic', body: { orderid: 12, orderKey: 'chiave-12' } },
    ]);
    expect(orderKeyOf(12)).toBeNull();
    expect(screen.getByText('Lunedì - Venerdì 09:00-13:00 e 15:00-18:00')).toBeInTheDocument();
  });

  it('uses cancelQR and cancelMemorial for the other types', async () => {
    rememberOrderKey(5, 'k5');
    fakeBackend((url) =>
      url.pathname === '/api/orders/cancelMemorial' ? { data: { status: 'cancelled' } } : undefined,
    );
    renderPublic('/paypal-error?type=memorial&orderId=0005');
    await screen.findByText(/non ti è stato addebitato nulla/, {}, SLOW);
    expect(posted[0].path).toBe('/api/orders/cancelMemorial');
  });

  it("an order the server does not know: 'Ordine non trovato', then home after 3000 ms", async () => {
    rememberOrderKey(99, 'k99');
    fakeBackend((url) =>
      url.pathname === '/api/orders/cancelQR'
        ? { status: 404, message: 'Ordine non trovato', errorCode: 'ORDER_NOT_FOUND' }
        : undefined,
    );
    const timers = vi.spyOn(window, 'setTimeout');
    const view = renderPublic('/paypal-error?type=qrcode&orderId=99');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Ordine non trovato');
    // The timer is set by an effect that runs after the alert is painted.
    const redirect = await vi.waitFor(() => {
      const call = timers.mock.calls.find((candidate) => candidate[1] === 3000);
      expect(call).toBeDefined();
      return call;
    });
    expect(view.location()).toBe('/paypal-error?type=qrcode&orderId=99');
    act(() => (redirect?.[0] as () => void)());
    // The home page is a lazy chunk of the remote: the navigation commits once it has loaded.
    await vi.waitFor(() => expect(view.location()).toBe('/'), { timeout: 4000 });
  });

  it("no remembered key or an unknown type is 'Ordine non trovato' without asking the server", async () => {
    fakeBackend();
    renderPublic('/paypal-error?type=dedic&orderId=41');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Ordine non trovato');
    expect(posted).toHaveLength(0);
  });

  it('a paid order is not cancelled and the page says so', async () => {
    rememberOrderKey(8, 'k8');
    fakeBackend((url) =>
      url.pathname === '/api/orders/cancelDedic'
        ? { status: 409, message: 'Ordine già pagato', errorCode: 'ORDER_ALREADY_PAID' }
        : undefined,
    );
    renderPublic('/paypal-error?type=dedic&orderId=8');
    expect(await screen.findByText(/risulta già pagato/, {}, SLOW)).toBeInTheDocument();
  });
});

// PayPal's own buttons (JS SDK), used when the server has PayPal credentials (checkout 'paypal'). The
// browser only approves: `createOrder` asks our server for the PayPal order, `onApprove` hands PayPal's
// order id back to our server, which captures and checks it. PaymentModal.test.tsx drives it with a
// stand-in for PayPal's script (same `paypal.Buttons` interface); PayPal's own servers cannot be reached
// here. The page's CSP allows PayPal's origins only when credentials are configured (http-middleware.ts).
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@ricordo/shared-design';
import { PAYMENT_TEXTS } from './payment-texts';

interface PayPalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

interface PayPalNamespace {
  Buttons: (options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }) => PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

const loaded = new Map<string, Promise<PayPalNamespace>>();

function sdkUrl(clientId: string): string {
  return `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=EUR&intent=capture`;
}

/** Adds PayPal's script once per client id; a failed load may be tried again. */
function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  const url = sdkUrl(clientId);
  const existing = loaded.get(url);
  if (existing) return existing;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () =>
      window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK without paypal global')),
    );
    script.addEventListener('error', () => {
      loaded.delete(url);
      script.remove();
      reject(new Error('PayPal SDK failed to load'));
    });
    document.head.appendChild(script);
  });
  loaded.set(url, promise);
  return promise;
}

export interface PayPalButtonsProps {
  clientId: string;
  createOrder: () => Promise<string>;
  onApprove: (paypalOrderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

export function PayPalButtons({ clientId, createOrder, onApprove, onCancel, onError }: PayPalButtonsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // The SDK keeps the callbacks of its first render: read the latest through a ref.
  const callbacks = useRef({ createOrder, onApprove, onCancel, onError });
  useEffect(() => {
    callbacks.current = { createOrder, onApprove, onCancel, onError };
  });

  useEffect(() => {
    let alive = true;
    let buttons: PayPalButtonsInstance | null = null;
    loadPayPalSdk(clientId)
      .then((paypal) => {
        if (!alive || !container.current) return undefined;
        buttons = paypal.Buttons({
          createOrder: () => callbacks.current.createOrder(),
          onApprove: (data) => callbacks.current.onApprove(data.orderID),
          onCancel: () => callbacks.current.onCancel(),
          onError: (error) => callbacks.current.onError(error),
        });
        return buttons.render(container.current).then(() => {
          if (alive) setReady(true);
        });
      })
      .catch((error: unknown) => {
        if (alive) callbacks.current.onError(error);
      });
    return () => {
      alive = false;
      void buttons?.close?.();
    };
  }, [clientId]);

  return (
    <div className="pub-payment__paypal">
      {!ready && <Spinner label={PAYMENT_TEXTS.loadingCheckout} />}
      <p className={ready ? undefined : 'rc-visually-hidden'}>{PAYMENT_TEXTS.paypalIntro}</p>
      <div ref={container} />
    </div>
  );
}

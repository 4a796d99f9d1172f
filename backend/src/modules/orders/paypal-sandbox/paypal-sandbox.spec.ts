import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayPalApiError } from '../paypal/payment-provider';
import { PayPalRestProvider } from '../paypal/paypal-rest.provider';
import { startPayPalSandbox, type RunningSandbox } from './sandbox-server';

// The sandbox speaks PayPal's REST rules, and PayPalRestProvider speaks to it as it would to PayPal.
describe('PayPal sandbox and PayPalRestProvider', () => {
  let running: RunningSandbox;
  let provider: PayPalRestProvider;

  beforeAll(async () => {
    running = await startPayPalSandbox();
    provider = new PayPalRestProvider({
      apiUrl: running.url,
      clientId: running.sandbox.clientId,
      clientSecret: running.sandbox.clientSecret,
      webhookId: running.sandbox.webhookId,
    });
  });
  afterAll(async () => running?.close());

  const newOrder = (requestId: string, amountCents = 600) =>
    provider.createOrder({
      requestId,
      amountCents,
      currency: 'EUR',
      customId: '42',
      invoiceId: 'RICORDO-42',
      description: 'Ricordo ordine 42',
    });

  it('refuses calls without a token it issued, and wrong client credentials', async () => {
    const anonymous = await fetch(`${running.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer made-up' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const wrong = new PayPalRestProvider({
      apiUrl: running.url,
      clientId: 'x',
      clientSecret: 'y',
      webhookId: null,
    });
    await expect(wrong.getOrder('ANY')).rejects.toMatchObject({ status: 401 });
  });

  it('validates the body and keeps the amount as given', async () => {
    const token = (await (
      await fetch(`${running.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${running.sandbox.clientId}:${running.sandbox.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token.token_type).toBe('Bearer');
    const post = (body: unknown) =>
      fetch(`${running.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.access_token}` },
        body: JSON.stringify(body),
      });
    const bad = await post({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '6,00' } }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    expect((await post({ intent: 'AUTHORIZE', purchase_units: [] })).status).toBe(400);

    const order = await newOrder('req-amount', 1234);
    expect(order.status).toBe('CREATED');
    expect(order.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'EUR', value: '12.34' },
      custom_id: '42',
      invoice_id: 'RICORDO-42',
    });
  });

  it('PayPal-Request-Id: the same create request gives the same order, a new one another', async () => {
    const first = await newOrder('req-same');
    expect((await newOrder('req-same')).id).toBe(first.id);
    expect((await newOrder('req-other')).id).not.toBe(first.id);
  });

  it('captures only an approved order, once; a repeated capture request answers the first capture', async () => {
    const order = await newOrder('req-capture');
    const notApproved = await provider.captureOrder(order.id, 'cap-1').catch((error: unknown) => error);
    expect(notApproved).toBeInstanceOf(PayPalApiError);
    expect(notApproved).toMatchObject({
      status: 422,
      issue: 'ORDER_NOT_APPROVED',
      body: { name: 'UNPROCESSABLE_ENTITY' },
    });

    expect((await fetch(`${running.url}/checkoutnow/${order.id}/approve`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await provider.getOrder(order.id)).status).toBe('APPROVED');
    const captured = await provider.captureOrder(order.id, 'cap-2');
    expect(captured.status).toBe('COMPLETED');
    const capture = captured.purchase_units[0].payments!.captures![0];
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '6.00' },
      custom_id: '42',
    });

    expect((await provider.captureOrder(order.id, 'cap-2')).purchase_units[0].payments!.captures![0].id).toBe(
      capture.id,
    );
    await expect(provider.captureOrder(order.id, 'cap-3')).rejects.toMatchObject({
      status: 422,
      issue: 'ORDER_ALREADY_CAPTURED',
    });
    await expect(provider.getOrder('NOSUCHORDER')).rejects.toMatchObject({ status: 404 });
  });

  it('the client keeps its token until it is refused, then asks for a new one once', async () => {
    const order = await newOrder('req-token');
    const issued = running.sandbox.tokensIssued;
    await provider.getOrder(order.id);
    await provider.getOrder(order.id);
    expect(running.sandbox.tokensIssued).toBe(issued);
    running.sandbox.revokeTokens();
    expect((await provider.getOrder(order.id)).id).toBe(order.id);
    expect(running.sandbox.tokensIssued).toBe(issued + 1);
  });

  it('verifies its own webhook signatures and nothing else', async () => {
    const event = running.sandbox.event('CHECKOUT.ORDER.APPROVED', 'checkout-order', { id: 'X' });
    const headersOf = (raw: Record<string, string>) => ({
      authAlgo: raw['PAYPAL-AUTH-ALGO'],
      certUrl: raw['PAYPAL-CERT-URL'],
      transmissionId: raw['PAYPAL-TRANSMISSION-ID'],
      transmissionSig: raw['PAYPAL-TRANSMISSION-SIG'],
      transmissionTime: raw['PAYPAL-TRANSMISSION-TIME'],
    });
    const body = JSON.stringify(event);
    expect(await provider.verifyWebhookSignature(headersOf(running.sandbox.signedHeaders(body)), event)).toBe(
      true,
    );
    expect(
      await provider.verifyWebhookSignature(headersOf(running.sandbox.signedHeaders(body, true)), event),
    ).toBe(false);
    // The same signature over an altered event fails.
    const altered = { ...event, resource: { id: 'Y' } };
    expect(
      await provider.verifyWebhookSignature(headersOf(running.sandbox.signedHeaders(body)), altered),
    ).toBe(false);
  });
});

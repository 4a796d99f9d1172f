import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../test-support/account-helpers';
import { browser, startTestApp, type TestApp } from '../../test-support/test-app';
import { contentSecurityPolicy } from '../../common/http-middleware';
import { startPayPalSandbox, type RunningSandbox } from './paypal-sandbox/sandbox-server';
import { PaymentGateway } from './paypal/payment-gateway';
import {
  createOrder,
  paypalCreate,
  paypalUpdate,
  recordFulfilment,
  type RecordingFulfilment,
} from '../../test-support/payment-helpers';

// With PAYPAL_CLIENT_ID the checkout is 'paypal': the app starts no sandbox, serves nothing under
// /dev/paypal, lets PayPal's origins into the CSP and talks to PAYPAL_API_URL. Here that URL is a sandbox
// started by the test, standing in for PayPal. The 'dedic' fulfilment is a recording stand-in.
describe('orders with PayPal credentials', () => {
  let paypal: RunningSandbox;
  let testApp: TestApp;
  let fulfilment: RecordingFulfilment;

  beforeAll(async () => {
    paypal = await startPayPalSandbox();
    testApp = await startTestApp(
      {},
      {
        OUTBOX_WORKER: '0',
        PAYPAL_API_URL: paypal.url,
        PAYPAL_CLIENT_ID: paypal.sandbox.clientId,
        PAYPAL_CLIENT_SECRET: paypal.sandbox.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.sandbox.webhookId,
      },
    );
    fulfilment = recordFulfilment(testApp, 'dedic');
  });
  afterAll(async () => {
    fulfilment?.restore();
    await testApp?.close();
    await paypal?.close();
  });

  it('answers checkout paypal with the client id, serves no sandbox and allows PayPal in the CSP', async () => {
    const agent = await browser(testApp);
    const config = await agent.get('/api/orders/config').expect(200);
    expect(bodyOf(config).data).toEqual({
      checkout: 'paypal',
      clientId: paypal.sandbox.clientId,
      currency: 'EUR',
    });
    expect(testApp.app.get(PaymentGateway).sandbox).toBeNull();
    const approve = await agent.post('/dev/paypal/checkoutnow/ANY/approve');
    expect(approve.status).not.toBe(200);
    expect(contentSecurityPolicy('n')).toContain("script-src 'self' https://*.paypal.com");
    expect(contentSecurityPolicy('n')).toContain("frame-src 'self' https://*.paypal.com");
  });

  it('pays through PayPal: create, the buyer approves at PayPal, capture and checks by the server', async () => {
    const agent = await browser(testApp);
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic' });
    const paypalOrderId = await paypalCreate(agent, orderid, orderKey);
    expect(paypal.sandbox.approve(paypalOrderId).status).toBe(200);
    const paid = await paypalUpdate(agent, orderid, orderKey, paypalOrderId);
    expect(paid.status).toBe(200);
    expect(bodyOf(paid).data).toMatchObject({ status: 'paid', orderid });
    expect(fulfilment.paid).toEqual([orderid]);
  });
});

describe('orders in the test checkout', () => {
  it('starts the sandbox on a loopback port, keeps PayPal out of the CSP, and closes the sandbox at shutdown', async () => {
    const testApp = await startTestApp({}, { OUTBOX_WORKER: '0' });
    let sandboxUrl = '';
    try {
      expect(contentSecurityPolicy('n')).not.toContain('paypal');
      sandboxUrl = testApp.app.get(PaymentGateway).sandbox!.url;
      expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${sandboxUrl}/v2/checkout/orders/ANY`)).status).toBe(401);
    } finally {
      await testApp.close();
    }
    await expect(fetch(`${sandboxUrl}/v2/checkout/orders/ANY`)).rejects.toThrow();
  });
});

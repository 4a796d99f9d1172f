import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, payloadOf, postForm } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { jpegWithGps } from '../../test-support/media-fixtures';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { Order } from '../orders/entities/order.entity';
import { OrdersReconcileScheduler } from '../orders/orders-reconcile.scheduler';
import {
  approveInSandbox,
  paypalCreate,
  paypalUpdate,
  payThroughSandbox,
  sandboxOf,
} from '../../test-support/payment-helpers';
import { Clock } from '../scheduler/clock';
import { dedicationForm, sendDedication } from '../../test-support/dedication-helpers';
import { Dedication } from './dedication.entity';

// Dedications paid through the real payment path: the PayPalRestProvider against the app's PayPal
// sandbox (test checkout), paypalUpdate, PayPal's webhook, and the reconciliation job.

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
let visitor: Browser;

beforeEach(async () => {
  visitor = await browser(testApp);
});

afterEach(() => {
  sandboxOf(testApp).webhookTarget = null;
  vi.restoreAllMocks();
});

async function orderCandle(text: string) {
  const response = await sendDedication(visitor, dedicationForm({ dedic: text, 'dedic-sign': 'Luisa' }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { orderid, orderKey } = bodyOf(response).data as { orderid: number; orderKey: string };
  const dedication = await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ orderId: orderid });
  return { orderid, orderKey, dedication };
}

const statusOf = async (id: number) =>
  (await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ id })).status;

async function ownerPanelIds(): Promise<number[]> {
  const owner = await browser(testApp);
  await signIn(owner, 'clientedemo');
  const response = await owner.get('/api/account/dedications').expect(200);
  return (response.body as { data: { dedications: Array<{ ID: number }> } }).data.dedications.map(
    (d) => d.ID,
  );
}

const requestOf = (dedicationId: number) =>
  testApp.dataSource
    .getRepository(OutboxMessage)
    .findOneBy({ dedupeKey: `dedication-request:${dedicationId}` });

describe('dedications paid through PayPal', () => {
  it('a candle paid with the test checkout becomes pending; the owner accepts from the link; it shows', async () => {
    const { orderid, orderKey, dedication } = await orderCandle('Ciao nonno, ti ricordiamo sempre.');
    const update = await payThroughSandbox(visitor, orderid, orderKey);
    expect(update.status, update.text).toBe(200);
    expect(bodyOf(update).data).toMatchObject({ status: 'paid', type: 'dedic', orderid, deceasedID: 1000 });
    expect(await statusOf(dedication.id)).toBe('pending');

    const message = await requestOf(dedication.id);
    expect(message).toMatchObject({ template: 'dedication-request', recipient: 'cliente@ricordo.example' });
    const link = new URL(String(payloadOf(message!).link));
    const accepted = await postForm(visitor, '/api/dedications/evaluatededic', {
      isAccepted: 'active',
      token: link.searchParams.get('token') ?? '',
      dedic: link.searchParams.get('dedicID') ?? '',
    });
    expect(accepted.status).toBe(200);
    const page = await request(testApp.url).get('/api/deceased/deceasedData/1000').expect(200);
    const shown = (page.body as { data: { dedic: Array<Record<string, unknown>> } }).data.dedic.find(
      (item) => item.ID === dedication.id,
    );
    expect(shown).toMatchObject({
      status: 'accepted',
      text: 'Ciao nonno, ti ricordiamo sempre.',
      showAuthor: 'Luisa',
    });

    // Paying again (a replayed paypalUpdate) changes nothing and asks the owner no second time.
    const { paypalOrderId } = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid });
    const replay = await paypalUpdate(visitor, orderid, orderKey, paypalOrderId ?? '');
    expect(replay.status).toBe(200);
    expect(bodyOf(replay).data).toMatchObject({ status: 'paid' });
    expect(await statusOf(dedication.id)).toBe('accepted');
    expect(
      await testApp.dataSource
        .getRepository(OutboxMessage)
        .countBy({ dedupeKey: `dedication-request:${dedication.id}` }),
    ).toBe(1);
  });

  it('the browser closes after approving: the webhook pays it and the owner sees it pending', async () => {
    const sandbox = sandboxOf(testApp);
    sandbox.webhookTarget = `${testApp.url}/api/orders/paypal/webhook`;
    const { orderid, orderKey, dedication } = await orderCandle('Per te, dal cuore.');
    await approveInSandbox(visitor, await paypalCreate(visitor, orderid, orderKey));
    await sandbox.settled();
    expect(await statusOf(dedication.id)).toBe('pending');
    expect(await requestOf(dedication.id)).not.toBeNull();
    expect(await ownerPanelIds()).toContain(dedication.id);
  });

  it('an order left unpaid for 3 hours is failed: the dedication is cancelled and its photo deleted', async () => {
    const response = await sendDedication(visitor, dedicationForm({ 'dedic-type': 'dedica-foto' }), {
      content: await jpegWithGps(),
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.status).toBe(200);
    const { orderid } = bodyOf(response).data as { orderid: number };
    const stored = await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ orderId: orderid });
    const file = join(testApp.config.mediaDir, stored.mediaFilename as string);
    expect(existsSync(file)).toBe(true);

    const clock = testApp.app.get(Clock);
    const later = new Date(Date.now() + 3 * 60 * 60_000 + 60_000);
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    await testApp.app.get(OrdersReconcileScheduler).tick();
    expect((await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid })).status).toBe(
      'failed',
    );
    expect(
      await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ id: stored.id }),
    ).toMatchObject({
      status: 'cancelled',
      mediaFilename: null,
    });
    expect(existsSync(file)).toBe(false);
  });

  it('the browser closes after approving and no webhook comes: reconciliation pays it', async () => {
    const { orderid, orderKey, dedication } = await orderCandle('Sempre con noi.');
    await approveInSandbox(visitor, await paypalCreate(visitor, orderid, orderKey));
    expect(await statusOf(dedication.id)).toBe('unpaid');
    expect(await ownerPanelIds()).not.toContain(dedication.id);

    const clock = testApp.app.get(Clock);
    const later = new Date(Date.now() + 11 * 60_000);
    vi.spyOn(clock, 'now').mockImplementation(() => later);
    await testApp.app.get(OrdersReconcileScheduler).tick();
    expect(await statusOf(dedication.id)).toBe('pending');
    expect(await requestOf(dedication.id)).not.toBeNull();
    expect(await ownerPanelIds()).toContain(dedication.id);
  });
});

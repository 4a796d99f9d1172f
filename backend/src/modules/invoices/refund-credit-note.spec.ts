import { describe, expect, it } from 'vitest';
import { browser } from '../../test-support/test-app';
import {
  createOrder,
  payThroughSandbox,
  sandboxOf,
  useRecordingFulfilment,
} from '../../test-support/payment-helpers';
import { useTestApp } from '../../test-support/use-test-app';
import { xmllintFatturaPa } from '../../test-support/xmllint';
import { Order } from '../orders/entities/order.entity';
import { PaymentCapture } from '../orders/entities/payment-capture.entity';
import { writeFatturaPa } from './fatturapa/fatturapa-xml';
import type { InvoiceDocument } from './fatturapa/invoice-document';
import { Invoice } from './invoice.entity';

// A PayPal refund of a paid order issues its credit note (TD04) in the webhook's transaction
// (docs/contracts.md "Invoices"), through the real webhook route and the PayPal sandbox.
const testApp = useTestApp({ OUTBOX_WORKER: '0' }, { clearThrottles: true });
useRecordingFulfilment(testApp, 'dedic');

const BUYER = {
  cf: 'BNCNNA80A41F205X',
  address: {
    route: 'Via Po',
    civic: '3',
    cap: '10123',
    city: 'Torino',
    province: 'TO',
    completeAddress: null,
  },
};

async function paidOrder(payload: Record<string, unknown>) {
  const agent = await browser(testApp);
  const { orderid, orderKey } = await createOrder(testApp, {
    type: 'dedic',
    items: [{ productKey: 'dedica-cero' }],
    payload,
  });
  expect((await payThroughSandbox(agent, orderid, orderKey)).status).toBe(200);
  return orderid;
}

async function refund(orderid: number, refundId: string) {
  const sandbox = sandboxOf(testApp);
  const capture = await testApp.dataSource
    .getRepository(PaymentCapture)
    .findOneByOrFail({ orderId: orderid });
  const event = sandbox.event('PAYMENT.CAPTURE.REFUNDED', 'refund', {
    id: refundId,
    status: 'COMPLETED',
    amount: { currency_code: 'EUR', value: '1.00' },
    links: [
      { rel: 'up', href: `${sandbox.baseUrl}/v2/payments/captures/${capture.captureId}`, method: 'GET' },
    ],
  });
  return sandbox.sendWebhook(`${testApp.url}/api/orders/paypal/webhook`, event);
}

const invoicesOf = (orderid: number) =>
  testApp.dataSource
    .getRepository(Invoice)
    .find({ where: { sourceKind: 'order', sourceId: orderid }, order: { id: 'ASC' } });

describe('the refund of a paid order', () => {
  it('issues a TD04 referring to its invoice, valid against the schema, once', async () => {
    const orderid = await paidOrder(BUYER);
    const [invoice] = await invoicesOf(orderid);
    expect(invoice).toMatchObject({ type: 'TD01', state: 'da inviare' });

    expect(await refund(orderid, 'REFUND-CN-1')).toMatchObject({
      status: 200,
      body: { data: { outcome: 'handled' } },
    });
    expect((await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid })).status).toBe(
      'refunded',
    );
    const [, credit] = await invoicesOf(orderid);
    expect(credit).toMatchObject({
      type: 'TD04',
      issuerKey: 'ricordo',
      correctsInvoiceId: invoice.id,
      state: 'da inviare',
      totalCents: invoice.totalCents,
    });
    expect(credit.number).toBeGreaterThan(invoice.number!);
    const document = JSON.parse(credit.document!) as InvoiceDocument;
    expect(document).toMatchObject({
      type: 'TD04',
      reason: `Rimborso dell'ordine ${orderid}`,
      correcting: { number: invoice.printedNumber, date: invoice.issueDay },
    });
    const xml = writeFatturaPa(document);
    const verdict = xmllintFatturaPa(xml);
    expect(verdict.ok, verdict.errors).toBe(true);
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain(`<IdDocumento>${invoice.printedNumber}</IdDocumento>`);

    // PayPal delivers the event again (another refund id): the order is refunded already, no second note.
    await refund(orderid, 'REFUND-CN-2');
    expect((await invoicesOf(orderid)).map((each) => each.type)).toEqual(['TD01', 'TD04']);
  });

  it('issues none when the order’s invoice was blocked (nothing was issued), and the refund is recorded', async () => {
    const orderid = await paidOrder({});
    expect((await invoicesOf(orderid)).map((each) => each.state)).toEqual(['bloccata']);
    expect(await refund(orderid, 'REFUND-CN-3')).toMatchObject({ status: 200 });
    expect((await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid })).status).toBe(
      'refunded',
    );
    expect((await invoicesOf(orderid)).map((each) => each.type)).toEqual(['TD01']);
  });
});

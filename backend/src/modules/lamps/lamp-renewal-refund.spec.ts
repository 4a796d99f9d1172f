import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import { invoicingLampManager } from '../../test-support/invoice-helpers';
import { createLampThroughApi } from '../../test-support/lamp-helpers';
import { payThroughSandbox, sandboxOf } from '../../test-support/payment-helpers';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { xmllintFatturaPa } from '../../test-support/xmllint';
import { Deceased } from '../deceased/deceased.entity';
import { writeFatturaPa } from '../invoices/fatturapa/fatturapa-xml';
import type { InvoiceDocument } from '../invoices/fatturapa/invoice-document';
import { Invoice } from '../invoices/invoice.entity';
import { Order } from '../orders/entities/order.entity';
import { PaymentCapture } from '../orders/entities/payment-capture.entity';
import { LampPayment } from './lamp-payment.entity';
import { LampPaymentsService } from './lamp-payments.service';

// The refund of an online lamp renewal (docs/contracts.md "Lamps", paying online): the lamp manager's
// company invoiced the payment, so its company issues the credit note (TD04) referring to that invoice,
// through PayPal's real refund webhook and the app's sandbox, on the engine of the run.
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

/** A lamp of an invoicing manager, paid once and with its fee, renewed online and paid by its family. */
async function paidOnlineRenewal() {
  const manager = await invoicingLampManager(testApp, true);
  const lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
  await testApp.app.get(LampPaymentsService).create(
    manager.user,
    {
      seriale: lamp.serial,
      abbonato: String(lamp.subscriberId),
      date: '2026-01-10',
      enddate: '2026-12-20',
      importo: '25,00',
    },
    { mailReceipt: false },
  );
  await postForm(manager.agent, '/api/lampade/lampadaSet', {
    idDefunto: String(lamp.deceasedId),
    canoneAnnuo: '36',
  });
  const family = await createClient(testApp);
  await testApp.dataSource
    .getRepository(Deceased)
    .update({ id: lamp.deceasedId }, { ownerUserId: family.id });
  const agent = await browser(testApp);
  await signIn(agent, family.username, family.password);
  const created = await postForm(agent, '/api/lampade/famigliaRinnovo', { seriale: lamp.serial }, 'json');
  expect(created.status).toBe(200);
  const { orderid, orderKey } = bodyOf(created).data as { orderid: number; orderKey: string };
  expect((await payThroughSandbox(agent, orderid, orderKey)).status).toBe(200);
  const payment = await testApp.dataSource.getRepository(LampPayment).findOneByOrFail({ orderId: orderid });
  return { manager, orderid, payment };
}

/** PayPal's PAYMENT.CAPTURE.REFUNDED for the order's capture, as the sandbox signs and delivers it. */
async function refund(orderid: number, refundId: string, value: string) {
  const sandbox = sandboxOf(testApp);
  const capture = await testApp.dataSource
    .getRepository(PaymentCapture)
    .findOneByOrFail({ orderId: orderid });
  const event = sandbox.event('PAYMENT.CAPTURE.REFUNDED', 'refund', {
    id: refundId,
    status: 'COMPLETED',
    amount: { currency_code: 'EUR', value },
    links: [
      { rel: 'up', href: `${sandbox.baseUrl}/v2/payments/captures/${capture.captureId}`, method: 'GET' },
    ],
  });
  return sandbox.sendWebhook(`${testApp.url}/api/orders/paypal/webhook`, event);
}

const invoicesOfPayment = (paymentId: number) =>
  testApp.dataSource
    .getRepository(Invoice)
    .find({ where: { sourceKind: 'lamp_payment', sourceId: paymentId }, order: { id: 'ASC' } });

describe('the refund of an online lamp renewal', () => {
  it("gets one TD04 from the manager's company referring to the payment's invoice, valid, once", async () => {
    const { manager, orderid, payment } = await paidOnlineRenewal();
    expect(payment).toMatchObject({ type: 'PayPal', amountCents: 3600 });
    const [invoice] = await invoicesOfPayment(payment.id);
    expect(invoice).toMatchObject({ type: 'TD01', issuerKey: manager.issuerKey, state: 'da inviare' });

    expect(await refund(orderid, `REFUND-LAMP-${orderid}-1`, '36.00')).toMatchObject({
      status: 200,
      body: { data: { outcome: 'handled' } },
    });
    expect((await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderid })).status).toBe(
      'refunded',
    );
    const notes = await invoicesOfPayment(payment.id);
    expect(notes.map((each) => each.type)).toEqual(['TD01', 'TD04']);
    const credit = notes[1];
    expect(credit).toMatchObject({
      issuerKey: manager.issuerKey,
      correctsInvoiceId: invoice.id,
      state: 'da inviare',
      totalCents: invoice.totalCents,
    });
    expect(credit.number).toBe(invoice.number! + 1);
    const document = JSON.parse(credit.document!) as InvoiceDocument;
    expect(document).toMatchObject({
      type: 'TD04',
      issuer: { vatNumber: manager.vat },
      reason: `Rimborso del pagamento ${payment.protocol} (ordine ${orderid})`,
      correcting: { number: invoice.printedNumber, date: invoice.issueDay },
    });
    const xml = writeFatturaPa(document);
    const verdict = xmllintFatturaPa(xml);
    expect(verdict.ok, verdict.errors).toBe(true);
    expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml).toContain(`<IdDocumento>${invoice.printedNumber}</IdDocumento>`);
    // Ricordo sold nothing: no invoice nor credit note of its own for the order.
    expect(
      await testApp.dataSource.getRepository(Invoice).countBy({ sourceKind: 'order', sourceId: orderid }),
    ).toBe(0);

    // PayPal delivers the refund again (a new event): still one credit note.
    expect(await refund(orderid, `REFUND-LAMP-${orderid}-2`, '36.00')).toMatchObject({ status: 200 });
    expect((await invoicesOfPayment(payment.id)).map((each) => each.type)).toEqual(['TD01', 'TD04']);
  });

  it('credits the whole invoice on a partial refund, as the order becomes refunded as a whole', async () => {
    const { orderid, payment } = await paidOnlineRenewal();
    const [invoice] = await invoicesOfPayment(payment.id);
    expect((await refund(orderid, `REFUND-LAMP-${orderid}-P`, '10.00')).status).toBe(200);
    const [, credit] = await invoicesOfPayment(payment.id);
    expect(credit).toMatchObject({ type: 'TD04', totalCents: invoice.totalCents });
    expect(invoice.totalCents).toBe(3600);
  });
});

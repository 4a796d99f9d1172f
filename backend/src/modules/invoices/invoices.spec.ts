import type { EntityManager } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import {
  invoicingLampManager,
  MILANO,
  vatNumber,
  type InvoicingManager,
} from '../../test-support/invoice-helpers';
import { createLampThroughApi, type CreatedLamp } from '../../test-support/lamp-helpers';
import { createOrder, payOrder, useRecordingFulfilment } from '../../test-support/payment-helpers';
import { browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { LampPaymentsService } from '../lamps/lamp-payments.service';
import { OutboxService } from '../notifications/outbox.service';
import { PartnerCompanyService } from '../partners/partner-company.service';
import type { InvoiceDocument } from './fatturapa/invoice-document';
import { InvoiceSequence } from './invoice-sequence.entity';
import { Invoice } from './invoice.entity';
import { INVOICE_FAILED_REASON, InvoicesService, RICORDO_ISSUER } from './invoices.service';

// E-invoices of lamp payments (the manager's company issues) and of Ricordo's orders, through the real
// services, on the engine of the run (SQLite, or MariaDB with TEST_MYSQL_URL): docs/contracts.md "Invoices".
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
const fulfilment = useRecordingFulfilment(testApp, 'dedic');

type Manager = InvoicingManager;

const lampManager = (company: boolean) => invoicingLampManager(testApp, company);

let paidDays = 0;
function pay(manager: Manager, lamp: CreatedLamp) {
  paidDays += 1;
  const until = new Date(Date.UTC(2031, 0, 1) + paidDays * 86_400_000).toISOString().slice(0, 10);
  return testApp.app.get(LampPaymentsService).create(
    manager.user,
    {
      seriale: lamp.serial,
      abbonato: String(lamp.subscriberId),
      date: '2026-03-01',
      enddate: until,
      importo: '25,00',
    },
    { mailReceipt: false },
  );
}

const invoicesOf = (issuerKey: string) =>
  testApp.dataSource.getRepository(Invoice).find({ where: { issuerKey }, order: { id: 'ASC' } });
const invoiceOfPayment = (paymentId: number) =>
  testApp.dataSource
    .getRepository(Invoice)
    .findOneByOrFail({ sourceKind: 'lamp_payment', sourceId: paymentId });
const year = () =>
  Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));

afterEach(() => vi.restoreAllMocks());

describe('lamp payments', () => {
  let manager: Manager & { vat: string | null };
  let lamp: CreatedLamp;

  beforeAll(async () => {
    manager = await lampManager(true);
    lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
  });

  it("are invoice 1, then 2, of the manager's company and year, to the subscriber as a consumer", async () => {
    const first = await invoiceOfPayment((await pay(manager, lamp)).payment.id);
    const second = await invoiceOfPayment((await pay(manager, lamp)).payment.id);
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(first).toMatchObject({
      issuerKey: manager.issuerKey,
      year: year(),
      printedNumber: `${year()}/000001`,
      type: 'TD01',
      state: 'da inviare',
      blockedReason: null,
      totalCents: 2500,
    });
    const document = JSON.parse(first.document!) as InvoiceDocument;
    expect(document.issuer).toMatchObject({
      vatNumber: manager.vat,
      name: 'Lampade Neri',
      address: { street: 'Via Dante', civicNumber: '5', cap: '20121', comune: 'Milano', provincia: 'MI' },
    });
    expect(document.recipient).toMatchObject({
      kind: 'person',
      firstName: 'Maria',
      lastName: 'Rossi',
      address: { street: 'Via Roma 1', cap: '20121', comune: 'Milano', country: 'IT' },
    });
    expect(document.recipient.sdiCode).toBeUndefined();
    expect(document.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitPriceCents: 2049, vatRate: 22 }),
    ]);
    expect(document).toMatchObject({ type: 'TD01', number: `${year()}/000001`, date: first.issueDay });
    expect(document.transmitter).toEqual({ country: 'IT', code: '01234567897' });
    expect(first.fileProgressive).toMatch(/^[0-9A-Z]{5}$/);
  });

  it('leaves no gap when the payment is rolled back after its invoice took a number', async () => {
    const before = (await invoicesOf(manager.issuerKey)).length;
    const outbox = testApp.app.get(OutboxService);
    vi.spyOn(outbox, 'enqueue').mockRejectedValueOnce(new Error('mail refused'));
    paidDays += 1;
    await expect(
      testApp.app.get(LampPaymentsService).create(manager.user, {
        seriale: lamp.serial,
        abbonato: String(lamp.subscriberId),
        date: '2026-03-01',
        enddate: '2040-01-01',
        importo: '25,00',
      }),
    ).rejects.toThrow('mail refused');
    expect(await invoicesOf(manager.issuerKey)).toHaveLength(before);
    const next = await invoiceOfPayment((await pay(manager, lamp)).payment.id);
    expect(next.number).toBe(before + 1);
  });

  it('numbers 20 payments landing at once 1..20, no gap and no repeat', async () => {
    const other = await lampManager(true);
    const lamps: CreatedLamp[] = [];
    for (let i = 0; i < 20; i += 1)
      lamps.push(await createLampThroughApi(testApp, other.agent, other.user.id));
    const outcomes = await Promise.all(lamps.map((each) => pay(other, each)));
    expect(outcomes.every((outcome) => outcome.created)).toBe(true);
    const numbers = (await invoicesOf(other.issuerKey))
      .map((invoice) => invoice.number)
      .sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const sequence = await testApp.dataSource
      .getRepository(InvoiceSequence)
      .findOneByOrFail({ issuerKey: other.issuerKey, year: year() });
    expect(sequence.lastNumber).toBe(20);
  });

  it("records the payment and blocks its invoice, without a number, when the manager's company lacks VAT and address; it is numbered once they are added", async () => {
    const bare = await lampManager(false);
    const bareLamp = await createLampThroughApi(testApp, bare.agent, bare.user.id);
    const outcome = await pay(bare, bareLamp);
    expect(outcome.created).toBe(true);
    expect(await invoiceOfPayment(outcome.payment.id)).toMatchObject({
      state: 'bloccata',
      number: null,
      printedNumber: null,
      document: null,
      blockedReason:
        "Fattura bloccata: mancano la partita IVA e l'indirizzo dell'azienda. " +
        'Aggiungili in Pannello lampade votive › Pagina partner › Dati azienda.',
    });
    expect(
      await testApp.dataSource.getRepository(InvoiceSequence).findOneBy({ issuerKey: bare.issuerKey }),
    ).toBeNull();

    // Once the company data are added, the blocked invoice is numbered: the first of that issuer's year.
    await testApp.app.get(PartnerCompanyService).edit(bare.user.id, {
      pi: vatNumber(),
      sdi: 'ABC1234',
      ...MILANO,
      route: 'Via Dante',
      civic: '7',
    });
    const blocked = await invoiceOfPayment(outcome.payment.id);
    const issued = await testApp.app.get(InvoicesService).retryBlocked(blocked.id);
    expect(issued).toMatchObject({ id: blocked.id, state: 'da inviare', blockedReason: null, number: 1 });
    expect(JSON.parse(issued.document!)).toMatchObject({ number: `${year()}/000001` });
  });
});

describe('a failure while invoicing', () => {
  it('never costs the payment: it is recorded, the invoice stored blocked without a number, the sequence untouched', async () => {
    const failing = await lampManager(true);
    const failingLamp = await createLampThroughApi(testApp, failing.agent, failing.user.id);
    // The invoice's number is taken, then writing the invoice fails.
    const service = testApp.app.get(InvoicesService);
    const numbering = service as unknown as {
      numbered: (manager: EntityManager, row: Invoice) => Promise<Invoice>;
    };
    vi.spyOn(numbering, 'numbered').mockImplementationOnce(async (manager, row) => {
      await service.nextNumber(manager, row.issuerKey, row.year);
      throw new Error('disk full');
    });
    const outcome = await pay(failing, failingLamp);
    vi.restoreAllMocks();
    expect(outcome.created).toBe(true);
    expect(outcome.payment.id).toBeGreaterThan(0);
    expect(await invoiceOfPayment(outcome.payment.id)).toMatchObject({
      state: 'bloccata',
      number: null,
      document: null,
      blockedReason: INVOICE_FAILED_REASON,
    });
    // The savepoint took the number back with it.
    expect(
      await testApp.dataSource.getRepository(InvoiceSequence).findOneBy({ issuerKey: failing.issuerKey }),
    ).toBeNull();
    const issued = await testApp.app
      .get(InvoicesService)
      .retryBlocked((await invoiceOfPayment(outcome.payment.id)).id);
    expect(issued).toMatchObject({ state: 'da inviare', number: 1 });
  });
});

describe("Ricordo's orders", () => {
  it("are numbered in Ricordo's own sequence, apart from the lamp managers'", async () => {
    const agent = await browser(testApp);
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'dedic',
      items: [{ productKey: 'dedica-cero' }],
      payload: {
        cf: 'BNCNNA80A41F205X',
        address: {
          route: 'Via Po',
          civic: '3',
          cap: '10123',
          city: 'Torino',
          province: 'TO',
          completeAddress: null,
        },
      },
    });
    await payOrder(agent, orderid, orderKey);
    expect(fulfilment.paid).toContain(orderid);
    const [invoice] = await testApp.app
      .get(InvoicesService)
      .ofSource(testApp.dataSource.manager, 'order', orderid);
    const previous = (await invoicesOf(RICORDO_ISSUER)).filter((each) => each.number !== null);
    expect(invoice).toMatchObject({ issuerKey: 'ricordo', state: 'da inviare', type: 'TD01' });
    expect(invoice.number).toBe(previous.length);
    const document = JSON.parse(invoice.document!) as InvoiceDocument;
    expect(document.issuer).toMatchObject({ vatNumber: '01234567897', name: 'Ricordo S.r.l.' });
    expect(document.recipient).toMatchObject({
      kind: 'person',
      fiscalCode: 'BNCNNA80A41F205X',
      address: { street: 'Via Po', civicNumber: '3', cap: '10123', comune: 'Torino', provincia: 'TO' },
    });
    expect(document.payment).toEqual({ method: 'MP08', amountCents: expect.any(Number) });
  });

  it('a refund issues a credit note (TD04) referring to its invoice, once, from the same sequence', async () => {
    const agent = await browser(testApp);
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'dedic',
      payload: { cf: 'BNCNNA80A41F205X', address: { route: 'Via Po', cap: '10123', city: 'Torino' } },
    });
    await payOrder(agent, orderid, orderKey);
    const invoices = testApp.app.get(InvoicesService);
    const note = () =>
      testApp.dataSource.transaction((manager) =>
        invoices.creditNote(manager, { kind: 'order', id: orderid }, 'Rimborso ordine'),
      );
    const credit = await note();
    const [invoice] = await invoices.ofSource(testApp.dataSource.manager, 'order', orderid);
    expect(credit).toMatchObject({
      type: 'TD04',
      issuerKey: 'ricordo',
      correctsInvoiceId: invoice.id,
      number: invoice.number! + 1,
      state: 'da inviare',
    });
    const document = JSON.parse(credit!.document!) as InvoiceDocument;
    expect(document).toMatchObject({
      type: 'TD04',
      reason: 'Rimborso ordine',
      correcting: { number: invoice.printedNumber, date: invoice.issueDay },
    });
    expect((await note())!.id).toBe(credit!.id);
  });

  it('blocks the invoice of a buyer who left no codice fiscale, and the order is still paid', async () => {
    const agent = await browser(testApp);
    const { orderid, orderKey } = await createOrder(testApp, { type: 'dedic', payload: {} });
    await payOrder(agent, orderid, orderKey);
    const [invoice] = await testApp.app
      .get(InvoicesService)
      .ofSource(testApp.dataSource.manager, 'order', orderid);
    expect(invoice).toMatchObject({
      state: 'bloccata',
      number: null,
      blockedReason:
        "Fattura bloccata: mancano il codice fiscale e l'indirizzo completo (CAP e comune) dell'acquirente. " +
        `Chiedili all'acquirente (ordine ${orderid}).`,
    });
  });
});

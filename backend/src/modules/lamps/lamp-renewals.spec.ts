import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { romeDay } from '../../common/rome-time';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  payloadOf,
  postForm,
} from '../../test-support/account-helpers';
import { createLampManager, createLampThroughApi, type CreatedLamp } from '../../test-support/lamp-helpers';
import {
  approveInSandbox,
  paypalCreate,
  paypalUpdate,
  payThroughSandbox,
  sandboxOf,
} from '../../test-support/payment-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import type { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Order } from '../orders/entities/order.entity';
import { PartnerCompanyService } from '../partners/partner-company.service';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import { sameDayNextYear } from './lamp-amounts';
import { LampPayment } from './lamp-payment.entity';
import { LampPaymentsService } from './lamp-payments.service';
import { LampRenewalRemindersService } from './lamp-renewal-reminders.service';
import { Lamp } from './lamp.entity';

// The lamp year (docs/contracts.md "Lamps", renewals) through the real services and routes, on the engine
// of the run (SQLite, or MariaDB with TEST_MYSQL_URL): the 'Canone annuo', a month's renewals with their
// figures, the bulk renewal with its invoices, the reminders, and the online renewal through the app's
// PayPal sandbox (the orders' own flow) from the reminder's link and from the client panel.

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

const MILANO = { region: 4, province: 15, location: 15146, cap: '20121' };
let vats = 0;
/** A fresh Partita IVA with its check digit. */
function vatNumber(): string {
  vats += 1;
  const base = `13${String(Date.now() % 1e6).padStart(6, '0')}${String(vats).padStart(2, '0')}`;
  const sum = [...base].reduce((total, char, i) => {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

interface Manager {
  user: User;
  agent: Browser;
  issuerKey: string;
}

/** A lamp manager with their company's data (so their invoices are numbered), signed in. */
async function lampManager(): Promise<Manager> {
  const user = await createLampManager(testApp);
  const agent = await browser(testApp);
  await signIn(agent, user.username, user.password);
  await testApp.app.get(PartnerCompanyService).edit(user.id, {
    pi: vatNumber(),
    sdi: 'ABC1234',
    ...MILANO,
    route: 'Via Dante',
    civic: '5',
  });
  const partner = await testApp.app.get(PartnersService).findByUser(user.id);
  return { user, agent, issuerKey: `partner:${partner!.id}` };
}

function pay(manager: Manager, lamp: CreatedLamp, enddate: string, importo = '25,00') {
  return testApp.app
    .get(LampPaymentsService)
    .create(
      manager.user,
      { seriale: lamp.serial, abbonato: String(lamp.subscriberId), date: '2026-01-10', enddate, importo },
      { mailReceipt: false },
    );
}

const lampOf = (serial: string) => testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial });
const paymentsOf = async (serial: string) =>
  testApp.dataSource
    .getRepository(LampPayment)
    .find({ where: { lampId: (await lampOf(serial)).id }, order: { paidUntil: 'ASC' } });
const invoicesOf = (issuerKey: string) =>
  testApp.dataSource.getRepository(Invoice).find({ where: { issuerKey }, order: { id: 'ASC' } });

afterEach(() => vi.restoreAllMocks());

describe("the lamp's 'Canone annuo'", () => {
  it('lampadaSet saves it in cents, refuses a bad amount in Italian, and clears it sent empty', async () => {
    const manager = await lampManager();
    const lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
    const set = (canoneAnnuo: string) =>
      postForm(manager.agent, '/api/lampade/lampadaSet', { idDefunto: String(lamp.deceasedId), canoneAnnuo });
    const saved = await set('30,50');
    expect(saved.status).toBe(200);
    expect(
      (bodyOf(saved).data as { lampadaData: { canoneAnnuoCentesimi: number } }).lampadaData,
    ).toMatchObject({
      canoneAnnuoCentesimi: 3050,
    });
    for (const bad of ['trenta', '0', '-5'])
      expect(bodyOf(await set(bad)).data).toEqual({ fields: { canoneAnnuo: 'Campo non valido' } });
    expect((await lampOf(lamp.serial)).yearlyFeeCents).toBe(3050);
    expect((await set('')).status).toBe(200);
    expect((await lampOf(lamp.serial)).yearlyFeeCents).toBeNull();
  });
});

describe("'Rinnovi in scadenza' and the bulk renewal", () => {
  let manager: Manager;
  let other: Manager;
  let lamps: CreatedLamp[];
  let foreign: CreatedLamp;

  beforeAll(async () => {
    manager = await lampManager();
    other = await lampManager();
    lamps = [];
    for (let i = 0; i < 3; i += 1)
      lamps.push(await createLampThroughApi(testApp, manager.agent, manager.user.id));
    foreign = await createLampThroughApi(testApp, other.agent, other.user.id);
    await pay(manager, lamps[0], '2033-03-05', '25,00');
    await pay(manager, lamps[1], '2033-03-20', '40,00');
    await pay(manager, lamps[2], '2033-04-01', '25,00');
    await pay(other, foreign, '2033-03-10', '25,00');
    // The first lamp has its own fee; the second renews at its last payment's amount.
    await postForm(manager.agent, '/api/lampade/lampadaSet', {
      idDefunto: String(lamps[0].deceasedId),
      canoneAnnuo: '30',
    });
  });

  const dueOf = async (agent: Browser, query: string) => {
    const response = await agent.get(`/api/lampade/lampadaRinnovi?${query}`);
    return { status: response.status, body: bodyOf(response) };
  };

  it("lists only the manager's lamps whose period ends in the month, paged, with expected and collected", async () => {
    const { status, body } = await dueOf(manager.agent, 'mese=2033-03&maxResults=1');
    expect(status).toBe(200);
    const data = body.data as {
      rinnovi: Array<Record<string, unknown>>;
      total: number;
      nextPage: number | null;
      riepilogo: Record<string, number>;
    };
    expect(data.total).toBe(2);
    expect(data.nextPage).toBe(2);
    expect(data.rinnovi).toEqual([
      expect.objectContaining({
        seriale: lamps[0].serial,
        termine: '2033-03-05',
        canoneCentesimi: 3000,
        rinnovata: false,
        abbonato: 'Maria Rossi',
        defunto: expect.stringContaining('Elena'),
      }),
    ]);
    const second = (await dueOf(manager.agent, 'mese=2033-03&maxResults=1&page=2')).body.data as {
      rinnovi: Array<Record<string, unknown>>;
    };
    expect(second.rinnovi[0]).toMatchObject({ seriale: lamps[1].serial, canoneCentesimi: 4000 });
    expect(data.riepilogo).toEqual({
      lampade: 2,
      rinnovate: 0,
      senzaCanone: 0,
      previstoCentesimi: 7000,
      incassatoCentesimi: 0,
    });
    expect((await dueOf(manager.agent, 'mese=2033-13')).body.data).toEqual({
      fields: { mese: 'Campo non valido' },
    });
    // Another manager's lamp never shows; a client is refused.
    const client = await createClient(testApp);
    const agent = await browser(testApp);
    await signIn(agent, client.username, client.password);
    expect((await dueOf(agent, 'mese=2033-03')).status).toBe(403);
  });

  it('renews the selection in one request: one payment and numbered invoice each, idempotent, ownership checked', async () => {
    const before = (await invoicesOf(manager.issuerKey)).length;
    const send = () =>
      postForm(
        manager.agent,
        '/api/lampade/lampadaRinnoviCreate',
        {
          mese: '2033-03',
          seriali: [lamps[0].serial, lamps[1].serial, lamps[2].serial, foreign.serial],
        } as never,
        'json',
      );
    const first = await send();
    expect(first.status).toBe(200);
    expect(bodyOf(first).message).toBe('2 rinnovi registrati');
    expect(bodyOf(first).data).toEqual({
      rinnovati: 2,
      giaRinnovati: 0,
      falliti: [
        {
          seriale: lamps[2].serial,
          motivo: 'Il periodo pagato di questa lampada non termina nel mese scelto',
        },
        { seriale: foreign.serial, motivo: 'Lampada non trovata' },
      ],
    });
    const renewed0 = await paymentsOf(lamps[0].serial);
    expect(renewed0.map((p) => [p.paidUntil, p.amountCents])).toEqual([
      ['2033-03-05', 2500],
      ['2034-03-05', 3000],
    ]);
    expect((await paymentsOf(lamps[1].serial)).at(-1)).toMatchObject({
      paidUntil: '2034-03-20',
      amountCents: 4000,
    });
    expect(await paymentsOf(foreign.serial)).toHaveLength(1);
    // Each renewal has the manager's invoice, numbered after the ones before; each subscriber a receipt.
    const invoices = (await invoicesOf(manager.issuerKey)).slice(before);
    expect(invoices.map((invoice) => [invoice.state, invoice.number, invoice.sourceKind])).toEqual([
      ['da inviare', before + 1, 'lamp_payment'],
      ['da inviare', before + 2, 'lamp_payment'],
    ]);
    for (const lamp of lamps.slice(0, 2))
      expect(
        await outboxMessages(testApp, { template: 'lamp-receipt', recipient: lamp.subscriberEmail }),
      ).toHaveLength(1);

    const again = await send();
    expect(bodyOf(again).data).toMatchObject({ rinnovati: 0, giaRinnovati: 2 });
    expect(await paymentsOf(lamps[0].serial)).toHaveLength(2);
    expect(await invoicesOf(manager.issuerKey)).toHaveLength(before + 2);

    const { body } = await dueOf(manager.agent, 'mese=2033-03');
    expect((body.data as { riepilogo: object }).riepilogo).toEqual({
      lampade: 2,
      rinnovate: 2,
      senzaCanone: 0,
      previstoCentesimi: 7000,
      incassatoCentesimi: 7000,
    });
    expect((body.data as { rinnovi: object[] }).rinnovi[0]).toMatchObject({
      rinnovata: true,
      rinnovoFino: '2034-03-05',
      rinnovoImportoCentesimi: 3000,
    });
  });

  it('refuses an empty selection and another manager cannot renew these lamps', async () => {
    const empty = await postForm(
      manager.agent,
      '/api/lampade/lampadaRinnoviCreate',
      { mese: '2033-03', seriali: [] } as never,
      'json',
    );
    expect(empty.status).toBe(400);
    expect(bodyOf(empty).data).toEqual({ fields: { seriali: 'Seleziona almeno una lampada' } });
    const theirs = await postForm(
      other.agent,
      '/api/lampade/lampadaRinnoviCreate',
      { mese: '2034-03', seriali: [lamps[0].serial] } as never,
      'json',
    );
    expect(bodyOf(theirs).data).toEqual({
      rinnovati: 0,
      giaRinnovati: 0,
      falliti: [{ seriale: lamps[0].serial, motivo: 'Lampada non trovata' }],
    });
    expect(await paymentsOf(lamps[0].serial)).toHaveLength(2);
  });
});

describe('reminders, the switched-off notice and the online renewal', () => {
  let manager: Manager;
  let lamp: CreatedLamp;
  let end: string;

  beforeAll(async () => {
    manager = await lampManager();
    lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
    end = romeDay(new Date(Date.now() + 20 * 86_400_000));
    await pay(manager, lamp, end, '25,00');
    await postForm(manager.agent, '/api/lampade/lampadaSet', {
      idDefunto: String(lamp.deceasedId),
      canoneAnnuo: '36',
    });
  });

  const at = (instant: Date) => vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(instant);
  const remind = () => testApp.app.get(LampRenewalRemindersService).remind();
  const messages = (template: string) =>
    outboxMessages(testApp, { template, recipient: lamp.subscriberEmail });
  const paidUntilOf = async () => (await lampOf(lamp.serial)).paidUntil!;

  it('30 and 7 days before the end, then at the end, once each, with a link to pay online', async () => {
    await remind();
    await remind();
    const thirty = await messages('lamp-renewal-reminder');
    expect(thirty).toHaveLength(1);
    expect(thirty[0].channel).toBe('email');
    expect(payloadOf(thirty[0])).toMatchObject({ days: '30', amount: '36,00 €', serial: lamp.serial });
    const firstLink = linkOf(thirty[0]);
    expect(firstLink.url.pathname).toBe('/rinnovo-lampada');
    const page = await (await browser(testApp)).get(`/api/lampade/rinnovo?token=${firstLink.token}`);
    expect(page.status).toBe(200);
    expect(bodyOf(page).data).toEqual({
      lampada: expect.objectContaining({
        seriale: lamp.serial,
        dataTermineAccensione: end,
        nuovoTermine: sameDayNextYear(end),
        importoCentesimi: 3600,
        rinnovabile: true,
        defunto: expect.stringContaining('Elena'),
      }),
    });

    const paidUntil = await paidUntilOf();
    at(new Date(paidUntil.getTime() - 5 * 86_400_000));
    await remind();
    await remind();
    const both = await messages('lamp-renewal-reminder');
    expect(both.map((message) => payloadOf(message).days)).toEqual(['30', '7']);
    // Both links of the unpaid period open it (lamp-renewal-links.spec: once paid, the older one does not).
    const anonymous = await browser(testApp);
    expect((await anonymous.get(`/api/lampade/rinnovo?token=${firstLink.token}`)).status).toBe(200);
    expect((await anonymous.get(`/api/lampade/rinnovo?token=${linkOf(both[1]).token}`)).status).toBe(200);

    at(new Date(paidUntil.getTime() + 3_600_000));
    await remind();
    await remind();
    const off = await messages('lamp-switched-off');
    expect(off).toHaveLength(1);
    expect(payloadOf(off[0]).paidUntil).toBe(end.split('-').reverse().join('/'));
  });

  it('pays online from the link through the checkout: the period extends by a year, the manager invoices', async () => {
    const [off] = await messages('lamp-switched-off');
    const { token } = linkOf(off);
    const buyer = await browser(testApp);
    // A tampered capture (a lower amount than the server's) is refused and records nothing.
    const tampered = bodyOf(await postForm(buyer, '/api/lampade/rinnovoOrdine', { token }, 'json')).data as {
      orderid: number;
      orderKey: string;
      importoCentesimi: number;
    };
    expect(tampered.importoCentesimi).toBe(3600);
    const paypalOrderId = await paypalCreate(buyer, tampered.orderid, tampered.orderKey);
    await approveInSandbox(buyer, paypalOrderId);
    sandboxOf(testApp).tamperCapture(paypalOrderId, { value: '0.01' });
    expect((await paypalUpdate(buyer, tampered.orderid, tampered.orderKey, paypalOrderId)).status).toBe(402);
    expect(await paymentsOf(lamp.serial)).toHaveLength(1);

    const before = (await invoicesOf(manager.issuerKey)).length;
    const order = bodyOf(await postForm(buyer, '/api/lampade/rinnovoOrdine', { token }, 'json')).data as {
      orderid: number;
      orderKey: string;
    };
    const paid = await payThroughSandbox(buyer, order.orderid, order.orderKey);
    expect(paid.status).toBe(200);
    expect(bodyOf(paid).data).toMatchObject({ status: 'paid', type: 'lamp', deceasedID: lamp.deceasedId });
    const payments = await paymentsOf(lamp.serial);
    expect(payments.at(-1)).toMatchObject({
      paidUntil: sameDayNextYear(end),
      amountCents: 3600,
      type: 'PayPal',
    });
    expect(payments.at(-1)!.createdByUserId).toBeNull();
    // The manager's sale: their invoice, none of Ricordo's for the order.
    const invoices = (await invoicesOf(manager.issuerKey)).slice(before);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      sourceKind: 'lamp_payment',
      sourceId: payments.at(-1)!.id,
      state: 'da inviare',
    });
    expect(
      await testApp.dataSource
        .getRepository(Invoice)
        .countBy({ sourceKind: 'order', sourceId: order.orderid }),
    ).toBe(0);
    expect(
      (await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: order.orderid })).amountCents,
    ).toBe(3600);
    const lampRow = await lampOf(lamp.serial);
    expect(lampRow.desiredState).toMatch(/^\{"mode":[1-3],/);
    const receipts = await messages('lamp-receipt');
    expect(receipts).toHaveLength(1);
    // The receipt carries the invoice's readable copy under the receipt's secret; a wrong secret is refused.
    const invoiceLink = new URL(String(payloadOf(receipts[0]).invoiceLink));
    expect(invoiceLink.pathname).toBe(`/api/lampade/ricevuta/${payments.at(-1)!.id}/fattura`);
    const copy = await buyer.get(`${invoiceLink.pathname}${invoiceLink.search}`).buffer(true);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect((copy.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await buyer.get(`${invoiceLink.pathname}?token=sbagliato`)).status).toBe(404);
    const page = await buyer.get(`/api/lampade/rinnovo?token=${token}`);
    expect(bodyOf(page).data).toMatchObject({
      lampada: { dataTermineAccensione: sameDayNextYear(end), attiva: true },
    });
  });

  it('the client panel: the family owning the memorial sees the lamp and renews it; others are refused', async () => {
    const family = await createClient(testApp);
    const stranger = await createClient(testApp);
    await testApp.dataSource
      .getRepository(Deceased)
      .update({ id: lamp.deceasedId }, { ownerUserId: family.id });
    const agent = await browser(testApp);
    await signIn(agent, family.username, family.password);
    const listed = await agent.get('/api/lampade/famiglia');
    expect(listed.status).toBe(200);
    expect((bodyOf(listed).data as { lampade: object[] }).lampade).toEqual([
      expect.objectContaining({ seriale: lamp.serial, importoCentesimi: 3600, rinnovabile: true }),
    ]);
    const count = (await paymentsOf(lamp.serial)).length;
    const order = await postForm(agent, '/api/lampade/famigliaRinnovo', { seriale: lamp.serial }, 'json');
    expect(order.status).toBe(200);
    const { orderid, orderKey } = bodyOf(order).data as { orderid: number; orderKey: string };
    expect((await payThroughSandbox(agent, orderid, orderKey)).status).toBe(200);
    expect(await paymentsOf(lamp.serial)).toHaveLength(count + 1);

    const other = await browser(testApp);
    await signIn(other, stranger.username, stranger.password);
    expect(
      ((await other.get('/api/lampade/famiglia')).body as { data: { lampade: object[] } }).data.lampade,
    ).toEqual([]);
    const refused = await postForm(other, '/api/lampade/famigliaRinnovo', { seriale: lamp.serial }, 'json');
    expect(refused.status).toBe(403);
    expect((await (await browser(testApp)).get('/api/lampade/famiglia')).status).toBe(401);
  });
});

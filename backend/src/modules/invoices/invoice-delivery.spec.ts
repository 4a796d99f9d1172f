import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, postForm } from '../../test-support/account-helpers';
import { FakeAcube } from '../../test-support/fake-acube';
import { invoicingLampManager, MILANO, type InvoicingManager } from '../../test-support/invoice-helpers';
import { createLampThroughApi, payLamp } from '../../test-support/lamp-helpers';
import { createOrder, payOrder, useRecordingFulfilment } from '../../test-support/payment-helpers';
import { pdfText } from '../../test-support/pdf-text';
import { browser, signIn, startTestApp, type Browser, type TestApp } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { xmllintFatturaPa } from '../../test-support/xmllint';
import { zipEntries } from '../../test-support/zip-entries';
import { romeDay } from '../../common/rome-time';
import { Invoice } from './invoice.entity';
import { InvoiceSendingService } from './sdi/invoice-sending.service';

// Downloads of the panels' 'Fatture' and sending to SDI (docs/contracts.md "Invoices"), through the real
// routes on the engine of the run (SQLite, or MariaDB with TEST_MYSQL_URL).

/** The binary body of a download (supertest buffers only text types by itself). */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const month = () => romeDay(new Date()).slice(0, 7);

interface ListBody {
  invoices: Array<{
    id: number;
    number: string | null;
    state: string;
    stateLabel: string;
    blockedReason: string | null;
    recipient: string;
    totalCents: number;
    fileName: string | null;
    issuerKey: string;
  }>;
  total: number;
  nextPage: number | null;
}

describe('invoice downloads', () => {
  const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
  useRecordingFulfilment(testApp, 'dedic');
  let manager: InvoicingManager;
  let other: InvoicingManager;
  let paid = 0;

  async function payNew(who: InvoicingManager): Promise<number> {
    const lamp = await createLampThroughApi(testApp, who.agent, who.user.id);
    paid += 1;
    const until = new Date(Date.UTC(2032, 0, 1) + paid * 86_400_000).toISOString().slice(0, 10);
    const res = await payLamp(who.agent, lamp, romeDay(new Date()), until);
    expect(res.status).toBe(200);
    const rows = await testApp.dataSource
      .getRepository(Invoice)
      .find({ where: { sourceKind: 'lamp_payment' }, order: { id: 'DESC' }, take: 1 });
    return rows[0].id;
  }

  const list = async (agent: Browser, path: string) => {
    const res = await agent.get(path);
    expect(res.status).toBe(200);
    return bodyOf(res).data as unknown as ListBody;
  };

  beforeAll(async () => {
    manager = await invoicingLampManager(testApp, true);
    other = await invoicingLampManager(testApp, true);
  });

  it("lists the manager's own invoices of the month, with number, recipient, total and the state's label", async () => {
    const id = await payNew(manager);
    await payNew(other);
    const body = await list(manager.agent, `/api/lampade/fatture?month=${month()}`);
    expect(body.invoices.map((each) => each.issuerKey)).toEqual(body.invoices.map(() => manager.issuerKey));
    expect(body.invoices[0]).toMatchObject({
      id,
      number: expect.stringMatching(/^\d{4}\/000001$/),
      recipient: 'Maria Rossi',
      totalCents: 2500,
      state: 'da inviare',
      stateLabel: 'Da inviare',
      fileName: expect.stringMatching(/^IT01234567897_[0-9A-Z]{5}\.xml$/),
    });
    expect(body.total).toBe(1);
    const empty = await list(manager.agent, '/api/lampade/fatture?month=2001-01');
    expect(empty).toEqual({ invoices: [], total: 0, nextPage: null });
    const wrong = await manager.agent.get('/api/lampade/fatture?month=2026-13');
    expect(wrong.status).toBe(400);
  });

  it('downloads the XML that validates with the schema, named as FatturaPA files are; another manager gets 404', async () => {
    const id = await payNew(manager);
    const res = await manager.agent.get(`/api/lampade/fatture/${id}/xml`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="IT01234567897_[0-9A-Z]{5}\.xml"$/,
    );
    const verdict = xmllintFatturaPa(res.body as Buffer);
    expect(verdict.ok, verdict.errors).toBe(true);
    expect((res.body as Buffer).toString('utf8')).toContain('<TipoDocumento>TD01</TipoDocumento>');

    for (const path of [`${id}/xml`, `${id}/pdf`]) {
      const denied = await other.agent.get(`/api/lampade/fatture/${path}`);
      expect(denied.status).toBe(404);
      expect(bodyOf(denied).errorCode).toBe('INVOICE_NOT_FOUND');
    }
    const retry = await postForm(other.agent, `/api/lampade/fatture/${id}/riprova`, {});
    expect(retry.status).toBe(404);
    const anonymous = await (await browser(testApp)).get(`/api/lampade/fatture/${id}/xml`);
    expect(anonymous.status).toBe(401);
  });

  it("renders the PDF copy in the render pool with the invoice's parties, number, VAT summary and total", async () => {
    const id = await payNew(manager);
    const res = await manager.agent.get(`/api/lampade/fatture/${id}/pdf`).buffer(true).parse(binary);
    expect(res.status, (res.body as Buffer).toString('utf8').slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const row = await testApp.dataSource.getRepository(Invoice).findOneByOrFail({ id });
    const { text } = await pdfText(res.body as Buffer);
    expect(text).toContain('Copia di cortesia della fattura elettronica');
    expect(text).toContain(`Fattura n. ${row.printedNumber}`);
    expect(text).toContain('Lampade Neri');
    expect(text).toContain('Maria Rossi');
    expect(text).toContain('Riepilogo IVA');
    expect(text).toContain('20,49 €');
    expect(text).toContain('4,51 €');
    expect(text).toContain('25,00 €');
    expect(text).toContain("L'originale è il file XML trasmesso al Sistema di Interscambio");
  });

  it("streams the month's ZIP: every issued invoice of the manager, each valid, none of another manager", async () => {
    await payNew(manager);
    const res = await manager.agent
      .get(`/api/lampade/fatture/zip?month=${month()}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fatture-${month()}.zip"`);
    const files = zipEntries(res.body as Buffer);
    const own = (await list(manager.agent, `/api/lampade/fatture?month=${month()}&maxResults=100`)).invoices;
    expect([...files.keys()].sort()).toEqual(own.map((each) => each.fileName).sort());
    expect(files.size).toBe(4);
    for (const [name, xml] of files) {
      const verdict = xmllintFatturaPa(xml, name);
      expect(verdict.ok, verdict.errors).toBe(true);
      expect(xml.toString('utf8')).toContain(`<IdCodice>${manager.vat}</IdCodice>`);
    }
    const missing = await manager.agent.get('/api/lampade/fatture/zip');
    expect(missing.status).toBe(400);
  });

  it('lists a blocked invoice with its reason, and issues it on retry once the data are added', async () => {
    const bare = await invoicingLampManager(testApp, false);
    const id = await payNew(bare);
    const [blocked] = (await list(bare.agent, `/api/lampade/fatture?month=${month()}&state=bloccata`))
      .invoices;
    expect(blocked).toMatchObject({
      id,
      state: 'bloccata',
      stateLabel: 'Bloccata',
      number: null,
      fileName: null,
      recipient: 'Maria Rossi',
      blockedReason: expect.stringContaining('Pannello lampade votive › Pagina partner › Dati azienda'),
    });
    expect((await bare.agent.get(`/api/lampade/fatture/${id}/xml`)).status).toBe(409);
    const still = await postForm(bare.agent, `/api/lampade/fatture/${id}/riprova`, {});
    expect(still.status).toBe(200);
    expect(bodyOf(still).data).toMatchObject({ invoice: { state: 'bloccata' } });

    // The manager adds them where the message says: the lamp panel's partner page calls companyEdit.
    const company = await postForm(bare.agent, '/api/partners/companyEdit', {
      pi: '00488410010',
      sdi: 'ABC1234',
      region: String(MILANO.region),
      province: String(MILANO.province),
      location: String(MILANO.location),
      cap: MILANO.cap,
      route: 'Via Dante',
      civic: '9',
    });
    expect(company.status).toBe(200);
    const issued = await postForm(bare.agent, `/api/lampade/fatture/${id}/riprova`, {});
    expect(issued.status).toBe(200);
    expect(bodyOf(issued).data).toMatchObject({ invoice: { id, state: 'da inviare', blockedReason: null } });
    const again = await postForm(bare.agent, `/api/lampade/fatture/${id}/riprova`, {});
    expect(again.status).toBe(409);
  });

  it("gives the admin Ricordo's invoices by default and any issuer's by the filter; managers are refused", async () => {
    const buyer = await browser(testApp);
    const { orderid, orderKey } = await createOrder(testApp, {
      type: 'dedic',
      payload: { cf: 'BNCNNA80A41F205X', address: { route: 'Via Po', cap: '10123', city: 'Torino' } },
    });
    await payOrder(buyer, orderid, orderKey);
    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    const ricordo = await list(admin, `/api/admin/fatture?month=${month()}&maxResults=100`);
    expect(ricordo.invoices.length).toBeGreaterThan(0);
    expect(new Set(ricordo.invoices.map((each) => each.issuerKey))).toEqual(new Set(['ricordo']));
    const ofManager = await list(admin, `/api/admin/fatture?month=${month()}&issuer=${manager.issuerKey}`);
    expect(ofManager.total).toBe(4);
    const all = await list(admin, `/api/admin/fatture?month=${month()}&issuer=tutti&maxResults=5`);
    expect(all.total).toBeGreaterThan(ricordo.total + ofManager.total);
    expect(all.nextPage).toBe(2);

    const [first] = ofManager.invoices;
    const xml = await admin.get(`/api/admin/fatture/${first.id}/xml`).buffer(true).parse(binary);
    expect(xml.status).toBe(200);
    expect(xmllintFatturaPa(xml.body as Buffer).ok).toBe(true);
    const zip = await admin.get(`/api/admin/fatture/zip?month=${month()}`).buffer(true).parse(binary);
    expect(zip.status).toBe(200);
    const names = [...zipEntries(zip.body as Buffer).keys()];
    expect(names.sort()).toEqual(
      ricordo.invoices
        .filter((each) => each.fileName)
        .map((each) => each.fileName)
        .sort(),
    );
    expect((await admin.get('/api/admin/fatture?issuer=nessuno')).status).toBe(400);
    expect((await manager.agent.get('/api/admin/fatture')).status).toBe(403);
    expect((await manager.agent.get(`/api/admin/fatture/${first.id}/xml`)).status).toBe(403);
  });
});

describe('sending to SDI through A-Cube', () => {
  const acube = new FakeAcube({ email: 'fatture@ricordo.example', password: 'acube-secret' });
  let testApp: TestApp;
  let manager: InvoicingManager;

  beforeAll(async () => {
    const url = await acube.start();
    testApp = await startTestApp(
      {},
      {
        ...ACCOUNT_TEST_ENV,
        SDI_PROVIDER: 'acube',
        ACUBE_API_URL: url,
        ACUBE_LOGIN_URL: url,
        ACUBE_EMAIL: 'fatture@ricordo.example',
        ACUBE_PASSWORD: 'acube-secret',
      },
    );
    manager = await invoicingLampManager(testApp, true);
  });

  afterAll(async () => {
    await testApp?.close();
    await acube.stop();
  });

  const row = (id: number) => testApp.dataSource.getRepository(Invoice).findOneByOrFail({ id });

  async function issue(): Promise<number> {
    const lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
    const res = await payLamp(manager.agent, lamp, romeDay(new Date()), '2033-01-01');
    expect(res.status).toBe(200);
    const [invoice] = await testApp.dataSource
      .getRepository(Invoice)
      .find({ where: { issuerKey: manager.issuerKey }, order: { id: 'DESC' }, take: 1 });
    return invoice.id;
  }

  it('hands the file over, then moves the state with SDI’s notices (NS with its reasons, RC)', async () => {
    const rejected = await issue();
    const delivered = await issue();
    const sending = testApp.app.get(InvoiceSendingService);
    const run = await sending.tick();
    expect(run).toMatchObject({ sent: 2, failed: 0 });
    expect(acube.logins).toBe(1);
    expect(acube.received).toHaveLength(2);
    for (const file of acube.received) {
      expect(file.contentType).toMatch(/^application\/xml/);
      expect(xmllintFatturaPa(file.xml).ok).toBe(true);
    }
    const [first, second] = [await row(rejected), await row(delivered)];
    expect(first).toMatchObject({ state: 'inviata', sdiId: acube.received[0].uuid });
    expect(second).toMatchObject({ state: 'inviata', sdiId: acube.received[1].uuid });
    expect(first.sentAt).toBeInstanceOf(Date);

    // No notice yet: the state waits.
    expect(await sending.tick()).toMatchObject({ sent: 0, updated: 0 });
    acube.notify(first.sdiId!, 'NS', [{ Codice: '00404', Descrizione: 'Fattura duplicata' }]);
    acube.notify(second.sdiId!, 'RC');
    expect(await sending.tick()).toMatchObject({ updated: 2 });
    expect(await row(rejected)).toMatchObject({
      state: 'scartata',
      sdiNotice: 'NS notifica di scarto: 00404: Fattura duplicata',
    });
    expect(await row(delivered)).toMatchObject({ state: 'consegnata', sdiNotice: 'RC ricevuta di consegna' });
    const listed = await manager.agent.get(`/api/lampade/fatture?state=scartata`);
    expect((bodyOf(listed).data as unknown as ListBody).invoices[0]).toMatchObject({
      id: rejected,
      stateLabel: 'Scartata da SDI',
    });
  });

  it('keeps an invoice to send when the intermediary is down, and sends it at the next run', async () => {
    const id = await issue();
    acube.refuseNext = 503;
    expect(await testApp.app.get(InvoiceSendingService).tick()).toMatchObject({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: 'da inviare', sendAttempts: 1 });
    expect(await testApp.app.get(InvoiceSendingService).tick()).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ state: 'inviata' });
  });
});

describe('without SDI_PROVIDER', () => {
  const testApp = useTestApp(ACCOUNT_TEST_ENV);

  it("sends nothing: invoices stay 'da inviare'", async () => {
    const manager = await invoicingLampManager(testApp, true);
    const lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
    await payLamp(manager.agent, lamp, romeDay(new Date()), '2034-01-01');
    expect(await testApp.app.get(InvoiceSendingService).tick()).toBeNull();
    const rows = await testApp.dataSource.getRepository(Invoice).findBy({ issuerKey: manager.issuerKey });
    expect(rows.map((each) => each.state)).toEqual(['da inviare']);
  });
});

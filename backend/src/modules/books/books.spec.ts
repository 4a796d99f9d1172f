import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { romeDay } from '../../common/rome-time';
import { ACCOUNT_TEST_ENV, bodyOf } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AccountsService } from '../accounts/accounts.service';
import { WeeklySeriesReadModel } from '../admin-overview/weekly-series.read-model';
import { Dedication } from '../dedications/dedication.entity';
import { Invoice, type InvoiceState } from '../invoices/invoice.entity';
import { Lamp } from '../lamps/lamp.entity';
import { OrderEvent, type OrderActor } from '../orders/entities/order-event.entity';
import { OrderItem } from '../orders/entities/order-item.entity';
import { Order, type OrderStatus, type OrderType } from '../orders/entities/order.entity';
import { PaymentCapture } from '../orders/entities/payment-capture.entity';
import { Clock } from '../scheduler/clock';

// The admin's books and the landing's weekly series over real rows, on the engine of the run (SQLite, or
// MariaDB with TEST_MYSQL_URL): docs/contracts.md "Books". The books' months are in 2031, where no demo
// row lives, so their totals are exactly the rows written here.
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

interface OrderFixture {
  type: OrderType;
  status: OrderStatus;
  createdAt: string;
  paidAt?: string;
  items: Array<{ productKey: string; description: string; quantity: number; unitCents: number }>;
  /** Sent to PayPal (has a PayPal order id). */
  paypal?: boolean;
  /** Who moved it to paid. */
  settledBy?: OrderActor;
  captured?: boolean;
  refundedAt?: string;
}

const QR = { productKey: 'qr-code', description: 'Targa QR', unitCents: 9100 };
const SHIPPING = { productKey: 'shipping', description: 'Spedizione', unitCents: 500 };
const FLOWERS = { productKey: 'dedica-fiori', description: 'Dedica con fiori', unitCents: 350 };
const MEMORIAL = { productKey: 'memorial', description: 'Servizio memorial', unitCents: 4900 };

const FIXTURES: Record<string, OrderFixture> = {
  // 2031-03-01 00:30 in Rome: March.
  firstMinute: {
    type: 'qrcode',
    status: 'paid',
    createdAt: '2031-02-28T23:00:00Z',
    paidAt: '2031-02-28T23:30:00Z',
    items: [
      { ...QR, quantity: 1 },
      { ...SHIPPING, quantity: 1 },
    ],
    paypal: true,
    settledBy: 'buyer',
    captured: true,
  },
  // 2031-03-31 23:59 in Rome (summer time since the 30th): still March; paid without its capture record.
  lastMinute: {
    type: 'qrcode',
    status: 'paid',
    createdAt: '2031-03-31T21:00:00Z',
    paidAt: '2031-03-31T21:59:00Z',
    items: [{ ...QR, quantity: 2 }],
    paypal: true,
    settledBy: 'webhook',
    captured: false,
  },
  // 2031-04-01 00:00 in Rome: April.
  april: {
    type: 'qrcode',
    status: 'paid',
    createdAt: '2031-03-31T22:00:00Z',
    paidAt: '2031-03-31T22:00:00Z',
    items: [{ ...QR, quantity: 1 }],
    paypal: true,
    settledBy: 'buyer',
    captured: true,
  },
  onAccount: {
    type: 'qrcode',
    status: 'on_account',
    createdAt: '2031-03-10T09:00:00Z',
    items: [{ ...QR, quantity: 1 }],
  },
  refunded: {
    type: 'dedic',
    status: 'refunded',
    createdAt: '2031-03-15T10:00:00Z',
    paidAt: '2031-03-15T10:05:00Z',
    items: [{ ...FLOWERS, quantity: 1 }],
    paypal: true,
    settledBy: 'buyer',
    captured: true,
    refundedAt: '2031-03-20T08:00:00Z',
  },
  awaiting: {
    type: 'memorial',
    status: 'awaiting_payment',
    createdAt: '2031-03-05T10:00:00Z',
    items: [{ ...MEMORIAL, quantity: 1 }],
    paypal: true,
  },
  givenUp: {
    type: 'dedic',
    status: 'failed',
    createdAt: '2031-03-06T10:00:00Z',
    items: [{ ...FLOWERS, quantity: 1 }],
    paypal: true,
  },
  reconciled: {
    type: 'qrcode',
    status: 'paid',
    createdAt: '2031-03-07T10:00:00Z',
    paidAt: '2031-03-07T13:00:00Z',
    items: [{ ...QR, quantity: 1 }],
    paypal: true,
    settledBy: 'reconciliation',
    captured: true,
  },
};

const orderIds: Record<string, number> = {};
let paypalIds = 0;

async function saveOrder(fixture: OrderFixture): Promise<number> {
  const created = new Date(fixture.createdAt);
  const amountCents = fixture.items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  paypalIds += 1;
  const paypalOrderId = fixture.paypal ? `BOOKS-${Date.now()}-${paypalIds}` : null;
  const order = await testApp.dataSource.getRepository(Order).save({
    type: fixture.type,
    status: fixture.status,
    amountCents,
    currency: 'EUR',
    buyerName: 'Anna',
    buyerSurname: 'Bianchi',
    buyerEmail: 'anna@example.com',
    buyerTelephone: null,
    userId: null,
    shipping: null,
    payload: '{}',
    accessKeyHash: 'a'.repeat(64),
    paypalOrderId,
    createdAt: created,
    updatedAt: created,
    paidAt: fixture.paidAt ? new Date(fixture.paidAt) : null,
  });
  await testApp.dataSource
    .getRepository(OrderItem)
    .save(fixture.items.map((item) => ({ ...item, orderId: order.id })));
  const events = testApp.dataSource.getRepository(OrderEvent);
  if (fixture.settledBy && fixture.paidAt)
    await events.save({
      orderId: order.id,
      fromStatus: 'awaiting_payment',
      toStatus: 'paid',
      actor: fixture.settledBy,
      detail: null,
      createdAt: new Date(fixture.paidAt),
    });
  if (fixture.refundedAt)
    await events.save({
      orderId: order.id,
      fromStatus: 'paid',
      toStatus: 'refunded',
      actor: 'webhook',
      detail: null,
      createdAt: new Date(fixture.refundedAt),
    });
  if (fixture.captured && paypalOrderId)
    await testApp.dataSource.getRepository(PaymentCapture).save({
      captureId: `CAP-${paypalOrderId}`,
      orderId: order.id,
      paypalOrderId,
      status: fixture.status === 'refunded' ? 'REFUNDED' : 'COMPLETED',
      amountCents,
      currency: 'EUR',
      payerEmail: null,
      payerId: null,
      createTime: null,
      raw: '{}',
    });
  return order.id;
}

let invoiceSources = 900_000;
async function saveInvoice(fields: {
  issuerKey: string;
  issueDay: string;
  state: InvoiceState;
  totalCents: number;
  number: number | null;
  type?: 'TD01' | 'TD04';
}): Promise<Invoice> {
  invoiceSources += 1;
  const year = Number(fields.issueDay.slice(0, 4));
  return testApp.dataSource.getRepository(Invoice).save(
    testApp.dataSource.getRepository(Invoice).create({
      issuerKey: fields.issuerKey,
      year,
      number: fields.number,
      printedNumber: fields.number === null ? null : `${year}/${String(fields.number).padStart(6, '0')}`,
      type: fields.type ?? 'TD01',
      sourceKind: 'order',
      sourceId: invoiceSources,
      correctsInvoiceId: null,
      issueDay: fields.issueDay,
      document: null,
      sale: '{}',
      totalCents: fields.totalCents,
      state: fields.state,
      blockedReason: fields.state === 'bloccata' ? 'Fattura bloccata: mancano i dati di Ricordo.' : null,
      fileProgressive: null,
      createdAt: new Date(`${fields.issueDay}T10:00:00Z`),
    }),
  );
}

/** Supertest's answer body as bytes (CSV and XLSX downloads). */
function binary(res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
const asBinary = binary as unknown as (
  res: unknown,
  done: (error: Error | null, body: unknown) => void,
) => void;

/** An XLSX download opened with exceljs. */
async function openXlsx(body: unknown): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const bytes = body as Buffer;
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

/** A CSV of ';' with quoted fields, as a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const euros = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

let admin: Browser;
let client: Browser;

beforeAll(async () => {
  for (const [name, fixture] of Object.entries(FIXTURES)) orderIds[name] = await saveOrder(fixture);
  await saveInvoice({
    issuerKey: 'ricordo',
    issueDay: '2031-03-01',
    state: 'da inviare',
    totalCents: 9600,
    number: 1,
  });
  await saveInvoice({
    issuerKey: 'ricordo',
    issueDay: '2031-03-31',
    state: 'inviata',
    totalCents: 18200,
    number: 2,
  });
  await saveInvoice({
    issuerKey: 'ricordo',
    issueDay: '2031-03-20',
    state: 'da inviare',
    totalCents: 350,
    number: 3,
    type: 'TD04',
  });
  await saveInvoice({
    issuerKey: 'ricordo',
    issueDay: '2031-03-12',
    state: 'bloccata',
    totalCents: 9100,
    number: null,
  });
  await saveInvoice({
    issuerKey: 'ricordo',
    issueDay: '2031-04-01',
    state: 'da inviare',
    totalCents: 9100,
    number: 4,
  });
  admin = await browser(testApp);
  await signIn(admin, 'adminricordo');
  client = await browser(testApp);
  await signIn(client, 'clientedemo');
});

afterEach(() => vi.restoreAllMocks());

/** What the fixtures say a range of Rome months sold, per product and channel. */
function expectedSales(months: string[]) {
  const expected = new Map<string, { orders: number; quantity: number; totalCents: number }>();
  for (const fixture of Object.values(FIXTURES)) {
    if (!['paid', 'refunded', 'on_account'].includes(fixture.status)) continue;
    const month = romeDay(new Date(fixture.paidAt ?? fixture.createdAt)).slice(0, 7);
    if (!months.includes(month)) continue;
    const channel = fixture.status === 'on_account' ? 'conto-vendita' : 'online';
    for (const item of fixture.items) {
      const key = `${month}|${item.productKey}|${channel}`;
      const row = expected.get(key) ?? { orders: 0, quantity: 0, totalCents: 0 };
      row.orders += 1;
      row.quantity += item.quantity;
      row.totalCents += item.quantity * item.unitCents;
      expected.set(key, row);
    }
  }
  return expected;
}

describe('books: sales, refunds, reconciliation and invoices of a month (admin)', () => {
  it('answers per product and channel the totals of the orders sold in the Rome month', async () => {
    const response = await admin.get('/api/admin/books').query({ month: '2031-03' }).expect(200);
    const data = bodyOf(response).data as unknown as {
      sales: Array<{
        month: string;
        productKey: string;
        channel: string;
        orders: number;
        quantity: number;
        totalCents: number;
        product: string;
        channelLabel: string;
      }>;
      monthTotals: Array<{ month: string; orders: number; totalCents: number }>;
      refunds: { count: number; totalCents: number };
    };
    const got = new Map(
      data.sales.map((row) => [
        `${row.month}|${row.productKey}|${row.channel}`,
        { orders: row.orders, quantity: row.quantity, totalCents: row.totalCents },
      ]),
    );
    expect(got).toEqual(expectedSales(['2031-03']));
    // The order paid at 00:00 of 1 April in Rome is April's; the one at 23:59 of 31 March is March's.
    expect(got.get('2031-03|qr-code|online')).toEqual({ orders: 3, quantity: 4, totalCents: 36_400 });
    expect(got.get('2031-03|qr-code|conto-vendita')).toEqual({ orders: 1, quantity: 1, totalCents: 9100 });
    expect(data.sales.find((row) => row.channel === 'conto-vendita')?.channelLabel).toBe('Conto vendita');
    expect(data.monthTotals).toEqual([
      { month: '2031-03', orders: 5, totalCents: 9600 + 18_200 + 9100 + 350 + 9100 },
    ]);
    expect(data.refunds).toEqual({ count: 1, totalCents: 350 });
  });

  it('answers a range of months month by month', async () => {
    const response = await admin
      .get('/api/admin/books')
      .query({ month: '2031-02', to: '2031-04' })
      .expect(200);
    const data = bodyOf(response).data as unknown as {
      sales: Array<{
        month: string;
        productKey: string;
        channel: string;
        orders: number;
        quantity: number;
        totalCents: number;
      }>;
      monthTotals: Array<{ month: string; orders: number; totalCents: number }>;
    };
    const got = new Map(
      data.sales.map((row) => [
        `${row.month}|${row.productKey}|${row.channel}`,
        { orders: row.orders, quantity: row.quantity, totalCents: row.totalCents },
      ]),
    );
    expect(got).toEqual(expectedSales(['2031-02', '2031-03', '2031-04']));
    expect(data.monthTotals.map((row) => [row.month, row.orders])).toEqual([
      ['2031-02', 0],
      ['2031-03', 5],
      ['2031-04', 1],
    ]);
  });

  it('lists the refunds of the month and the state of its PayPal orders', async () => {
    const refunds = bodyOf(
      await admin.get('/api/admin/books/refunds').query({ month: '2031-03' }).expect(200),
    ).data as unknown as {
      rows: Array<{ orderId: number; amountCents: number; refundedAt: string }>;
      total: number;
    };
    expect(refunds.total).toBe(1);
    expect(refunds.rows).toEqual([
      expect.objectContaining({
        orderId: orderIds.refunded,
        amountCents: 350,
        refundedAt: '2031-03-20T08:00:00.000Z',
      }),
    ]);

    const summary = bodyOf(await admin.get('/api/admin/books').query({ month: '2031-03' }).expect(200))
      .data as unknown as {
      reconciliation: {
        rows: Array<{ status: string; settledBy: string | null; orders: number; totalCents: number }>;
        uncaptured: number;
      };
    };
    const states = Object.fromEntries(
      summary.reconciliation.rows.map((row) => [`${row.status}/${row.settledBy ?? '-'}`, row.orders]),
    );
    // By creation month: the order made at 00:00 of 1 April in Rome is not March's.
    expect(states).toEqual({
      'awaiting_payment/-': 1,
      'failed/-': 1,
      'paid/buyer': 1,
      'paid/webhook': 1,
      'paid/reconciliation': 1,
      'refunded/buyer': 1,
    });
    expect(summary.reconciliation.uncaptured).toBe(1);
  });

  it('counts the invoices per issuer, type and sending state, and pages them', async () => {
    const summary = bodyOf(await admin.get('/api/admin/books').query({ month: '2031-03' }).expect(200))
      .data as unknown as {
      invoices: Array<{ issuer: string; type: string; state: string; invoices: number; totalCents: number }>;
    };
    expect(
      summary.invoices.map(({ issuer, type, state, invoices, totalCents }) => ({
        issuer,
        type,
        state,
        invoices,
        totalCents,
      })),
    ).toEqual([
      { issuer: 'Ricordo', type: 'TD01', state: 'bloccata', invoices: 1, totalCents: 9100 },
      { issuer: 'Ricordo', type: 'TD01', state: 'da inviare', invoices: 1, totalCents: 9600 },
      { issuer: 'Ricordo', type: 'TD01', state: 'inviata', invoices: 1, totalCents: 18_200 },
      { issuer: 'Ricordo', type: 'TD04', state: 'da inviare', invoices: 1, totalCents: 350 },
    ]);
    const first = bodyOf(
      await admin.get('/api/admin/books/invoices').query({ month: '2031-03', maxResults: 3 }).expect(200),
    ).data as unknown as {
      rows: Array<{ printedNumber: string | null }>;
      total: number;
      nextPage: number | null;
    };
    expect(first.total).toBe(4);
    expect(first.rows).toHaveLength(3);
    expect(first.nextPage).toBe(2);
    const second = bodyOf(
      await admin
        .get('/api/admin/books/invoices')
        .query({ month: '2031-03', maxResults: 3, page: 2 })
        .expect(200),
    ).data as unknown as { rows: unknown[]; nextPage: number | null };
    expect(second.rows).toHaveLength(1);
    expect(second.nextPage).toBeNull();
  });

  it('exports the sales as a CSV Italian Excel opens, which parses back to the same figures', async () => {
    const response = await admin
      .get('/api/admin/books/export')
      .query({ month: '2031-03', table: 'ordini', format: 'csv' })
      .buffer(true)
      .parse(asBinary)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ricordo-ordini-2031-03.csv"');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(['Mese', 'Tipo', 'Prodotto', 'Canale', 'Ordini', 'Quantità', 'Totale']);
    const expected = expectedSales(['2031-03']);
    expect(rows).toHaveLength(expected.size);
    const channels: Record<string, string> = {
      'Online (PayPal)': 'online',
      'Conto vendita': 'conto-vendita',
    };
    const products: Record<string, string> = {
      'Targa QR': 'qr-code',
      Spedizione: 'shipping',
      'Dedica con fiori': 'dedica-fiori',
    };
    for (const [month, , product, channel, orders, quantity, total] of rows) {
      expect(total).toMatch(/^\d+,\d\d$/);
      expect({ orders: Number(orders), quantity: Number(quantity), totalCents: euros(total) }).toEqual(
        expected.get(`${month}|${products[product]}|${channels[channel]}`),
      );
    }
    expect(rows.find((row) => row[2] === 'Targa QR' && row[3] === 'Online (PayPal)')?.[6]).toBe('364,00');
  });

  it('exports the invoices as an XLSX that opens with the same numbers, euro as numbers and days as dates', async () => {
    const response = await admin
      .get('/api/admin/books/export')
      .query({ month: '2031-03', table: 'fatture', format: 'xlsx' })
      .buffer(true)
      .parse(asBinary)
      .expect(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ricordo-fatture-2031-03.xlsx"',
    );
    const workbook = await openXlsx(response.body);
    const sheet = workbook.getWorksheet('Fatture')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Emittente',
      'Documento',
      'Numero',
      'Data',
      'Totale',
      'Stato',
      'Motivo del blocco',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(4);
    const totals = rows.map((row) => row[5]).sort((a, b) => Number(a) - Number(b));
    expect(totals).toEqual([3.5, 91, 96, 182]);
    const first = rows.find((row) => row[3] === '2031/000001')!;
    expect(first[4]).toEqual(new Date('2031-03-01T00:00:00Z'));
    expect(sheet.getCell('E2').numFmt).toContain('€');
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
  });

  it('exports the refunds as XLSX with their instants in Rome time', async () => {
    const response = await admin
      .get('/api/admin/books/export')
      .query({ month: '2031-03', table: 'rimborsi', format: 'xlsx' })
      .buffer(true)
      .parse(asBinary)
      .expect(200);
    const workbook = await openXlsx(response.body);
    const row = workbook.getWorksheet('Rimborsi')!.getRow(2).values as unknown[];
    expect(row[1]).toBe(orderIds.refunded);
    expect(row[4]).toBe(3.5);
    // 08:00 UTC on 20 March 2031 is 09:00 in Rome (winter time).
    expect(row[6]).toEqual(new Date('2031-03-20T09:00:00Z'));
  });

  it('refuses a wrong month with an Italian message, and too long a range', async () => {
    const wrong = await admin.get('/api/admin/books').query({ month: '2031-13' }).expect(400);
    expect(bodyOf(wrong).message).toBe('Mese non valido: usa il formato AAAA-MM');
    await admin.get('/api/admin/books').query({ month: '2031-05', to: '2031-04' }).expect(400);
    await admin.get('/api/admin/books').query({ month: '2029-01', to: '2031-04' }).expect(400);
    await admin
      .get('/api/admin/books/export')
      .query({ month: '2031-03', table: 'clienti', format: 'csv' })
      .expect(400);
  });

  it('is for admins only: 403 for a client, 401 without a session', async () => {
    const anonymous = await browser(testApp);
    for (const path of [
      '/api/admin/books?month=2031-03',
      '/api/admin/books/refunds?month=2031-03',
      '/api/admin/books/invoices?month=2031-03',
      '/api/admin/books/export?month=2031-03&table=ordini&format=csv',
      '/api/admin/weekly',
    ]) {
      await client.get(path).expect(403);
      await anonymous.get(path).expect(401);
    }
  });
});

describe('weekly series of the admin landing (ISO weeks, Europe/Rome)', () => {
  async function seriesAt(now: string, weeks: number) {
    vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(now));
    return testApp.app.get(WeeklySeriesReadModel).series(weeks);
  }

  it('splits the rows at Rome midnights across a year boundary (2026-W53, 2027-W01)', async () => {
    const now = '2027-01-06T10:00:00Z';
    const before = await seriesAt(now, 3);
    expect(before.map((point) => [point.week, point.monday])).toEqual([
      ['2026-W52', '2026-12-21'],
      ['2026-W53', '2026-12-28'],
      ['2027-W01', '2027-01-04'],
    ]);

    // Sunday 27 December 23:59 in Rome: W52. Friday 1 January 00:30: W53. Sunday 3 January 23:30: W53.
    // Monday 4 January 00:30: W01.
    const instants = [
      '2026-12-27T22:59:00Z',
      '2026-12-31T23:30:00Z',
      '2027-01-03T22:30:00Z',
      '2027-01-03T23:30:00Z',
    ];
    const person = await saveDeceased(testApp, { name: 'Settimana', surname: 'Serie' });
    for (const instant of instants) {
      await savePlaque(testApp, { activatedAt: new Date(instant), activationStatus: 'active' });
      await testApp.dataSource.getRepository(Dedication).save(
        testApp.dataSource.getRepository(Dedication).create({
          deceasedId: person.id,
          type: 'dedica-cero',
          text: 'Ciao',
          sign: null,
          status: 'accepted',
          giverName: 'Anna',
          giverSurname: 'Bianchi',
          createdAt: new Date(instant),
        } as Partial<Dedication>),
      );
      await saveOrder({
        type: 'qrcode',
        status: 'paid',
        createdAt: instant,
        paidAt: instant,
        items: [{ ...QR, quantity: 1 }],
      });
    }
    // Unpaid dedications are no dedications made.
    await testApp.dataSource.getRepository(Dedication).save(
      testApp.dataSource.getRepository(Dedication).create({
        deceasedId: person.id,
        type: 'dedica-cero',
        text: 'Non pagata',
        sign: null,
        status: 'unpaid',
        giverName: 'Anna',
        giverSurname: 'Bianchi',
        createdAt: new Date(instants[1]),
      } as Partial<Dedication>),
    );
    const manager = (await testApp.app.get(AccountsService).findByUsername('lampadedemo'))!;
    await testApp.dataSource.getRepository(Lamp).save(
      testApp.dataSource.getRepository(Lamp).create({
        serial: `BOOKS${Date.now()}`,
        deceasedId: person.id,
        managerUserId: manager.id,
        mode: 1,
        secondsNextConnection: 3600,
        secondsWithoutConnection: 7200,
        credentialHash: 'x',
        anomaly: 1,
        anomalyReason: 'fault',
        anomalySince: new Date(instants[3]),
        createdAt: new Date(instants[0]),
      } as Partial<Lamp>),
    );

    const after = await seriesAt(now, 3);
    const delta = after.map((point, i) => ({
      week: point.week,
      sales: point.sales - before[i].sales,
      salesCents: point.salesCents - before[i].salesCents,
      activations: point.activations - before[i].activations,
      dedications: point.dedications - before[i].dedications,
      faults: point.faults - before[i].faults,
    }));
    expect(delta).toEqual([
      { week: '2026-W52', sales: 1, salesCents: 9100, activations: 1, dedications: 1, faults: 0 },
      { week: '2026-W53', sales: 2, salesCents: 18_200, activations: 2, dedications: 2, faults: 0 },
      { week: '2027-W01', sales: 1, salesCents: 9100, activations: 1, dedications: 1, faults: 1 },
    ]);
  });

  it('answers the last 12 weeks by default through the API, oldest first', async () => {
    vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date('2027-01-06T10:00:00Z'));
    const response = await admin.get('/api/admin/weekly').expect(200);
    const weeks = (bodyOf(response).data as unknown as { weeks: Array<{ week: string }> }).weeks;
    expect(weeks).toHaveLength(12);
    expect(weeks[0].week).toBe('2026-W43');
    expect(weeks[11].week).toBe('2027-W01');
    await admin.get('/api/admin/weekly').query({ weeks: 0 }).expect(400);
  });
});

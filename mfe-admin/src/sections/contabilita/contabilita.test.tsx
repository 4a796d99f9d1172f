import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, ToastHost } from '@ricordo/shared-design';
import { configureDownloads } from '@ricordo/shared-design/back-office';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import ContabilitaSection from '.';
import { romeMonth } from './books-range';

let server: TestServer;

const SUMMARY = {
  from: '2031-03',
  to: '2031-03',
  sales: [
    {
      month: '2031-03',
      orderType: 'qrcode',
      orderTypeLabel: 'Targhe QR',
      productKey: 'qr-code',
      product: 'Targa QR',
      channel: 'online',
      channelLabel: 'Online (PayPal)',
      orders: 3,
      quantity: 4,
      totalCents: 36_400,
    },
  ],
  monthTotals: [{ month: '2031-03', orders: 3, totalCents: 36_400 }],
  refunds: { count: 0, totalCents: 0 },
  reconciliation: { rows: [], uncaptured: 1 },
  invoices: [],
};

const COMPANY = {
  name: 'Ricordo S.r.l.',
  vatNumber: '01234567897',
  fiscalCode: '',
  taxRegime: 'RF01',
  street: 'Via Verdi',
  civicNumber: '10',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
  country: 'IT',
  email: '',
  missing: null,
  updatedAt: null,
};

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  configureDownloads({ origin: server.origin });
  server.on('GET', '/api/admin/books', (request) => ({
    body: envelope({
      result: 'success',
      ...(request.query.get('month') === '2031-03'
        ? SUMMARY
        : { ...SUMMARY, sales: [], monthTotals: [], reconciliation: { rows: [], uncaptured: 0 } }),
    }),
  }));
  const empty = () => ({ body: envelope({ result: 'success', rows: [], total: 0, nextPage: null }) });
  server.on('GET', '/api/admin/books/refunds', empty);
  server.on('GET', '/api/admin/books/invoices', empty);
  server.on('GET', '/api/admin/ricordo-company', () => ({
    body: envelope({ result: 'success', ...COMPANY }),
  }));
  URL.createObjectURL = vi.fn(() => 'blob:books');
  URL.revokeObjectURL = vi.fn();
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  configureDownloads({ origin: '' });
  await server.close();
});

function renderSection() {
  render(
    <>
      <ContabilitaSection title="Contabilità" />
      <ToastHost />
    </>,
  );
}

async function showMarch() {
  const from = screen.getByLabelText('Dal mese');
  const to = screen.getByLabelText('Al mese');
  await userEvent.clear(from);
  await userEvent.type(from, '2031-03');
  await userEvent.clear(to);
  await userEvent.type(to, '2031-03');
  await userEvent.click(screen.getByRole('button', { name: 'Mostra' }));
}

describe('#contabilita', () => {
  it('opens on this month in Rome, with the empty states in Italian', async () => {
    renderSection();
    expect(await screen.findByText('Nessuna vendita nel periodo')).toBeInTheDocument();
    expect(await screen.findAllByText('Nessuna fattura nel periodo')).not.toHaveLength(0);
    expect(await screen.findByText('Nessun rimborso nel periodo')).toBeInTheDocument();
    expect(server.requests.find((request) => request.path === '/api/admin/books')?.query.get('month')).toBe(
      romeMonth(),
    );
  });

  it('shows the sales of the months chosen by product and channel, with the month total', async () => {
    renderSection();
    await showMarch();
    const table = await screen.findByRole('table', { name: 'Vendite per prodotto e canale' });
    const row = within(table).getByRole('row', { name: /Targa QR/ });
    expect(row).toHaveTextContent('Online (PayPal)');
    expect(row).toHaveTextContent('364,00 €');
    expect(screen.getByText('03/2031: 3 ordini, 364,00 €')).toBeInTheDocument();
    expect(
      screen.getByText(/^1 ordine pagato non ha la registrazione della cattura PayPal/),
    ).toBeInTheDocument();
  });

  it('refuses a last month before the first', async () => {
    renderSection();
    await userEvent.clear(screen.getByLabelText('Dal mese'));
    await userEvent.type(screen.getByLabelText('Dal mese'), '2031-05');
    await userEvent.clear(screen.getByLabelText('Al mese'));
    await userEvent.type(screen.getByLabelText('Al mese'), '2031-04');
    await userEvent.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(await screen.findByText('Il mese finale non può precedere il mese iniziale')).toBeInTheDocument();
  });

  it('exports the chosen table of the months as CSV or XLSX from the server', async () => {
    server.on('GET', '/api/admin/books/export', () => ({ body: 'Mese;Totale\r\n2031-03;364,00\r\n' }));
    renderSection();
    await showMarch();
    await userEvent.selectOptions(screen.getByLabelText('Tabella'), 'fatture');
    await userEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('File scaricato')).toBeInTheDocument();
    const exported = server.requests.find((request) => request.path === '/api/admin/books/export')!;
    expect(Object.fromEntries(exported.query)).toEqual({
      month: '2031-03',
      to: '2031-03',
      table: 'fatture',
      format: 'csv',
    });
  });

  it("saves Ricordo's company data and shows the server's message under each wrong field", async () => {
    let attempts = 0;
    server.on('POST', '/api/admin/ricordo-company', () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 400,
            body: {
              ...failure('Partita IVA non valida', 'VALIDATION_FAILED'),
              data: {
                fields: { vatNumber: 'Partita IVA non valida: 11 cifre con la cifra di controllo corretta' },
              },
            },
          }
        : {
            body: envelope(
              { result: 'success', ...COMPANY, name: 'Ricordo S.p.A.' },
              { message: 'Dati aziendali salvati' },
            ),
          };
    });
    renderSection();
    const name = await screen.findByLabelText(/Denominazione/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ricordo S.p.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati aziendali' }));
    const vat = screen.getByLabelText(/Partita IVA/);
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/cifra di controllo/));
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati aziendali' }));
    expect(await screen.findByText('Dati aziendali salvati')).toBeInTheDocument();
    const sent = server.requests.filter((request) => request.method === 'POST').at(-1)!;
    expect(JSON.parse(sent.body)).toMatchObject({
      name: 'Ricordo S.p.A.',
      vatNumber: '01234567897',
      cap: '20121',
    });
  });

  it('says what blocks the invoices while the company data are missing', async () => {
    server.on('GET', '/api/admin/ricordo-company', () => ({
      body: envelope({
        result: 'success',
        ...COMPANY,
        vatNumber: '',
        missing: 'Fattura bloccata: manca la partita IVA di Ricordo.',
      }),
    }));
    renderSection();
    expect(await screen.findByText('Fattura bloccata: manca la partita IVA di Ricordo.')).toBeInTheDocument();
  });
});

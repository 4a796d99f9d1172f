import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, PANEL_PATHS, sessionStore, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from '../export-app';

// The partners table with 'Modifica dati', and the orders table (spec panels §2 "Tables: ... partners, orders").
const BASE = PANEL_PATHS.partner;
const WAIT = { timeout: 4000 };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

const structured = {
  region: 10,
  province: 15,
  location: 15146,
  cap: '20121',
  route: 'Via Roma',
  civic: '12',
};
let company: Record<string, unknown>;
let orders: Array<Record<string, unknown>>;

const row = () => ({
  ...company,
  type: 'partner',
  status: 'active',
  email: 'info@onoranze.it',
  telephone: '+39-021234567',
  mobile: null,
  website: null,
});
const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);

beforeEach(() => {
  company = {
    ID: 7,
    name: 'Onoranze Demo',
    vat: '01234567890',
    sdi: 'ABC1234',
    cf: null,
    addressLine: 'Via Roma 12, 20121 Milano (MI)',
    address: structured,
  };
  orders = [
    {
      ID: 31,
      type: 'qrcode',
      status: 'on_account',
      amountCents: 9100,
      buyer: 'Pietro Rossi',
      time: 1_763_000_000,
      paidTime: null,
      deceased: { ID: 1001, name: 'Anna', surname: 'Bellini' },
    },
    {
      ID: 30,
      type: 'dedic',
      status: 'paid',
      amountCents: 600,
      buyer: 'Chiara Verdi',
      time: 1_762_000_000,
      paidTime: 1_762_000_100,
      deceased: null,
    },
  ];
  server.requests.length = 0;
  serveLocations(server);
  server.on('GET', '/api/partnerPanel/partners', () => ({
    body: envelope({ partners: [row()], total: 1, page: 1, maxResults: 5 }),
  }));
  server.on('GET', '/api/partners/ownCompany', () => ({ body: envelope(company) }));
  server.on('GET', '/api/partnerPanel/orders', () => ({
    body: envelope({ orders, total: orders.length, page: 1, maxResults: 5 }),
  }));
  server.on('GET', '/api/partners/ownPartnerPage', () => ({ status: 404, body: failure('x', null) }));
  server.on('GET', '/api/partnerPanel/summary', () => ({
    body: envelope({
      tombstones: 0,
      notices: 0,
      dedications: 0,
      qrcodes: { total: 0, temporaryAvailable: 0 },
    }),
  }));
  server.on('GET', '/api/qrcodes/partner', () => ({
    body: envelope({ rows: [], total: 0, page: 1, maxResults: 10 }),
  }));
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner', user_id: 9 }),
    expiringMemorials: [],
  });
});

function mount(hash: string) {
  render(
    <MemoryRouter initialEntries={[{ pathname: BASE, hash }]}>
      <ToastHost />
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openEditor() {
  mount('#partner-page');
  const table = await screen.findByRole('table', { name: 'Partner' }, WAIT);
  const line = (await within(table).findByText('Onoranze Demo', {}, WAIT)).closest('tr') as HTMLElement;
  expect(line).toHaveTextContent('01234567890');
  expect(line).toHaveTextContent(company.addressLine as string);
  expect(line).toHaveTextContent('Attivo');
  expect(within(line).getByRole('link', { name: /Visualizza la pagina di Onoranze Demo/ })).toHaveAttribute(
    'href',
    '/partner-page?7',
  );
  await userEvent.click(within(line).getByRole('button', { name: 'Modifica i dati di Onoranze Demo' }));
  return screen.findByRole('dialog', { name: 'Modifica dati azienda' }, WAIT);
}

describe('partners table (#partner-page)', () => {
  it("edits the company data: PI required ('Campo obbligatorio'), then sends every field and reloads", async () => {
    server.on('POST', '/api/partners/companyEdit', (request) => {
      const body = JSON.parse(request.body) as Record<string, string>;
      company = { ...company, vat: body.pi };
      return { body: envelope(company, { message: 'Elemento modificato con successo' }) };
    });
    const dialog = await openEditor();
    const vat = await within(dialog).findByLabelText(/Partita IVA/, {}, WAIT);
    await userEvent.clear(vat);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(requestsTo('/api/partners/companyEdit')).toHaveLength(0);

    await userEvent.type(vat, 'IT98765432109');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Elemento modificato con successo', {}, WAIT)).toBeInTheDocument();
    const sent = JSON.parse(requestsTo('/api/partners/companyEdit')[0].body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Onoranze Demo',
      pi: 'IT98765432109',
      sdi: 'ABC1234',
      cf: '',
      region: 10,
      province: 15,
      location: 15146,
      cap: '20121',
      route: 'Via Roma',
      civic: '12',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await waitFor(() => expect(requestsTo('/api/partnerPanel/partners')).toHaveLength(2), WAIT);
    expect(await screen.findByText('IT98765432109', {}, WAIT)).toBeInTheDocument();
  });

  it('shows an address saved as one line and keeps it when the address fields stay empty', async () => {
    company = { ...company, address: null, addressLine: 'Piazza Vecchia 1, Bergamo' };
    server.on('POST', '/api/partners/companyEdit', () => ({ body: envelope(company) }));
    const dialog = await openEditor();
    expect(
      await within(dialog).findByText(/Indirizzo attuale: Piazza Vecchia 1, Bergamo/, {}, WAIT),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(requestsTo('/api/partners/companyEdit')).toHaveLength(1), WAIT);
    const sent = JSON.parse(requestsTo('/api/partners/companyEdit')[0].body) as Record<string, unknown>;
    expect(sent).toMatchObject({ pi: '01234567890' });
    expect(sent).not.toHaveProperty('route');
  });

  it("shows the server's field message (another partner's Partita IVA)", async () => {
    server.on('POST', '/api/partners/companyEdit', () => ({
      status: 409,
      body: {
        ...failure('Partita IVA già registrata', 'VAT_ALREADY_EXISTS'),
        data: { fields: { pi: 'Partita IVA già registrata' } },
      },
    }));
    const dialog = await openEditor();
    await within(dialog).findByLabelText(/Partita IVA/, {}, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      (await within(dialog).findAllByText('Partita IVA già registrata', {}, WAIT)).length,
    ).toBeGreaterThan(0);
  });
});

describe('orders table (#qrcode)', () => {
  it('lists the orders with Italian types and states, euro amounts and a link to the deceased', async () => {
    mount('#qrcode');
    const table = await screen.findByRole('table', { name: 'Ordini' }, WAIT);
    const first = (await within(table).findByText('Pietro Rossi', {}, WAIT)).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('QR code');
    expect(first).toHaveTextContent('Conto vendita');
    expect(first).toHaveTextContent('91,00 €');
    expect(first).toHaveTextContent('Anna Bellini');
    expect(within(first).getByRole('link', { name: /Vai al defunto Anna Bellini/ })).toHaveAttribute(
      'href',
      '/memorial?0001001',
    );
    const second = within(table).getByText('Chiara Verdi').closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('Dedica');
    expect(second).toHaveTextContent('Pagato');
    expect(second).toHaveTextContent('6,00 €');
    expect(requestsTo('/api/partnerPanel/orders')[0].query.get('maxResults')).toBe('5');
  });

  it('says when there are no orders', async () => {
    orders = [];
    mount('#qrcode');
    expect(
      await screen.findByText('Nessun ordine per le tue lapidi e i tuoi defunti.', {}, WAIT),
    ).toBeInTheDocument();
  });
});

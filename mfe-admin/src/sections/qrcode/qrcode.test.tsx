import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, configureApi, romeDay, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  qrAdminRow,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import QrcodeSection from '.';
import { classify } from './classify';
import type { QrListItem } from './qrcode-api';

let server: TestServer;

const SUMMARY = {
  qrcodes: { total: 120, available: 37 },
  activationRequests: 2,
  dedications: 5,
  partners: 4,
  partnerRequests: 3,
  tombstones: 61,
  obituaries: 9,
};

const item = (qrcodeID: number, overrides: Partial<QrListItem> = {}): QrListItem => ({
  qrcodeID,
  code: `CODE${qrcodeID}`,
  url: `https://ricordo.example/qr/CODE${qrcodeID}`,
  verification_code: `VER${qrcodeID}`,
  ID: 0,
  name: null,
  surname: null,
  gender: null,
  verified: 0,
  active: 0,
  activationStatus: null,
  orderID: 0,
  orderStatus: null,
  dedic: 0,
  condolences: 0,
  contoVendita: 0,
  time: 1_700_000_000,
  date: '2026-11-23',
  enabled: null,
  showPage: null,
  memorialID: 0,
  grave: null,
  owner: null,
  ownerPending: 0,
  level_access: 1,
  partnerID: null,
  temporary: 0,
  ...overrides,
});

const owner = {
  ID: 9,
  name: 'Paola',
  surname: 'Verdi',
  username: 'paolaverdi',
  telephone: null,
  email: null,
  address: null,
};

const ROWS: QrListItem[] = [
  item(1),
  item(2, {
    ID: 70,
    name: 'Anna',
    surname: 'Bianchi',
    verified: 1,
    active: 1,
    activationStatus: 'active',
    showPage: 1,
    owner,
    level_access: 0,
    dedic: 3,
    condolences: 4,
  }),
  item(3, { ID: 71, name: 'Piero', surname: 'Galli', showPage: 0, owner, level_access: 2 }),
  item(4, { orderID: 12, orderStatus: 'created' }),
  item(5, { orderID: 13, orderStatus: 'paid', owner, level_access: 0 }),
  item(6, {
    ID: 72,
    name: 'Rita',
    surname: 'Neri',
    verified: 1,
    active: 0,
    activationStatus: 'pending',
    showPage: 0,
    owner,
    level_access: 0,
  }),
];

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  server.on('GET', '/api/admin/summary', () => ({ body: envelope(SUMMARY) }));
  server.on('GET', '/api/admin/qrcodes/online', () => ({
    body: envelope({
      sales: [
        {
          ID: 30,
          code: 'ONLINE0030',
          order: {
            ID: 77,
            status: 'paid',
            amountCents: 10700,
            paidAt: Date.parse('2026-11-20T10:00:00Z') / 1000,
          },
          buyer: {
            name: 'Carlo',
            surname: 'Neri',
            email: 'carlo@example.com',
            telephone: null,
            userID: null,
          },
          deceased: null,
          activationStatus: null,
          createdAt: 1_700_000_000,
        },
      ],
      total: 1,
      page: 1,
      maxResults: 5,
    }),
  }));
  server.on('GET', '/api/admin/getActivationTable', (request) => ({
    body: envelope({
      qrcodelist: ROWS,
      startdate: request.query.get('startdate'),
      enddate: request.query.get('enddate'),
      truncated: false,
    }),
  }));
  server.on('GET', '/api/admin/qrcodes', (request) => ({
    body: envelope({
      qrcodes:
        request.query.get('temporary') === '1'
          ? [qrAdminRow(50, { temporary: 1 })]
          : [
              qrAdminRow(41),
              qrAdminRow(40, {
                activationStatus: 'active',
                deceased: { ID: 70, name: 'Anna', surname: 'Bianchi' },
                pending: 1,
              }),
            ],
      total: 2,
      page: 1,
      maxResults: 10,
    }),
  }));
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

function renderSection() {
  render(
    <>
      <QrcodeSection title="QR code" />
      <ToastHost />
    </>,
  );
}

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
const postedBody = (path: string) => requestsTo(path).map((request) => JSON.parse(request.body) as unknown);

describe('#qrcode', () => {
  it('shows the six summary cards with their counts, each leading to its section', async () => {
    renderSection();
    const cards = await screen.findByRole('list', { name: 'Riepilogo' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['QR code12037 disponibili', '#richiedi-qrcode'],
      ['Richieste di attivazione2', '#qrcode'],
      ['Dediche da approvare5', '#dedic'],
      ['Partner43 richieste in attesa', '#partners'],
      ['Lapidi digitali61', '#pages'],
      ['Necrologi9', '#necrologi'],
    ]);
  });

  it('lists the QR codes sold online with order, buyer and amount', async () => {
    renderSection();
    const online = await screen.findByRole('region', { name: 'QR code venduti online' });
    const row = (await within(online).findByText('ONLINE0030')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ONLINE0030',
      '77',
      'Carlo Neri',
      'carlo@example.com',
      '107,00 €',
      '20/11/2026',
      'Non ancora attivato',
    ]);
  });

  it('loads the activation table from yesterday to today and files its rows as spec panels §4 says', async () => {
    renderSection();
    const activations = await screen.findByRole('region', { name: 'Richieste di attivazione' });
    expect(within(activations).getByLabelText('Data Inizio')).toHaveValue(addDays(romeDay(), -1));
    expect(within(activations).getByLabelText('Data Fine')).toHaveValue(romeDay());
    await waitFor(() => expect(requestsTo('/api/admin/getActivationTable')).toHaveLength(1));
    const [first] = requestsTo('/api/admin/getActivationTable');
    expect(first.query.get('startdate')).toBe(addDays(romeDay(), -1));
    expect(first.query.get('enddate')).toBe(romeDay());

    const group = async (name: string) => {
      const region = await within(activations).findByRole('region', { name });
      await within(region).findByRole('table');
      return within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    };
    expect(await group('Lapidi digitali')).toEqual(['Anna Bianchi']);
    expect(await group('Necrologi')).toEqual(['Piero Galli']);
    // The row with an order still 'created' (pending) is skipped everywhere.
    expect(await group('QR code')).toEqual(['CODE1', 'CODE5']);
    expect(await group('Nuovi QR code')).toEqual(['CODE1']);
    expect(await group('In attesa di conferma del proprietario')).toEqual(['Rita Neri']);
    expect(
      within(activations).getByRole('link', { name: 'Apri la lapide di Anna Bianchi in una nuova scheda' }),
    ).toHaveAttribute('href', '/memorial?00070');
  });

  it('applies the chosen dates with Applica Filtro, and refuses a start after the end', async () => {
    renderSection();
    const activations = await screen.findByRole('region', { name: 'Richieste di attivazione' });
    const start = within(activations).getByLabelText('Data Inizio');
    const end = within(activations).getByLabelText('Data Fine');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-03-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-31');
    await userEvent.click(within(activations).getByRole('button', { name: 'Applica Filtro' }));
    await waitFor(() => expect(requestsTo('/api/admin/getActivationTable')).toHaveLength(2));
    const last = requestsTo('/api/admin/getActivationTable')[1];
    expect([last.query.get('startdate'), last.query.get('enddate')]).toEqual(['2026-03-01', '2026-03-31']);

    await userEvent.clear(start);
    await userEvent.type(start, '2026-04-02');
    await userEvent.click(within(activations).getByRole('button', { name: 'Applica Filtro' }));
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining('La data di inizio non puo` essere successiva alla data di fine'),
    );
    expect(requestsTo('/api/admin/getActivationTable')).toHaveLength(2);
  });

  it('shows No connection for a list that fails', async () => {
    server.on('GET', '/api/admin/qrcodes/online', () => ({
      status: 500,
      body: failure('Errore', 'INTERNAL'),
    }));
    renderSection();
    const online = await screen.findByRole('region', { name: 'QR code venduti online' });
    expect(await within(online).findByRole('alert')).toHaveTextContent('No connection');
  });

  it('QR table: pages of 10 from the server, the Temporanei toggle, the pending badge', async () => {
    renderSection();
    const table = await screen.findByRole('region', { name: 'Gestione QR code' });
    expect(await within(table).findByText('PLAQUE41')).toBeInTheDocument();
    const [first] = requestsTo('/api/admin/qrcodes');
    expect([first.query.get('page'), first.query.get('maxResults'), first.query.get('temporary')]).toEqual([
      '1',
      '10',
      '0',
    ]);
    expect(within(table).getByText('In accettazione')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Temporanei' }));
    expect(await within(table).findByText('PLAQUE50')).toBeInTheDocument();
    expect(requestsTo('/api/admin/qrcodes').at(-1)?.query.get('temporary')).toBe('1');
  });

  it('deletes after the confirmation, tells the server’s message and reloads the table and the counts', async () => {
    server.on('POST', '/api/admin/deleteQrcode', () => ({
      body: envelope({ ID: 41, deleted: true }, { message: 'Elemento eliminato con successo' }),
    }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina il qrCode PLAQUE41' }));
    const dialog = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveAccessibleDescription(
      "Sei sicuro di voler eliminare il qrCode selezionato, l'operazione sara` irreversibile",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Elemento eliminato con successo')).toBeInTheDocument();
    expect(postedBody('/api/admin/deleteQrcode')).toEqual([{ 'qrcode-id': '41' }]);
    await waitFor(() => expect(requestsTo('/api/admin/qrcodes')).toHaveLength(2));
    expect(requestsTo('/api/admin/summary')).toHaveLength(2);
  });

  it('shows the QR generator above the QR table; a generation reloads the table and the counts', async () => {
    server.on('POST', '/api/admin/generateQrcode', () => ({
      body: envelope(
        { qrcodeData: [{ ID: 42, code: 'ABCDEFGH42', verification_code: 'VERIF42' }] },
        { message: 'QR code generati con successo' },
      ),
    }));
    renderSection();
    const table = await screen.findByRole('region', { name: 'Gestione QR code' });
    const generator = within(table).getByRole('region', { name: 'Genera QR code' });
    const grid = await within(table).findByRole('table', {}, { timeout: 4000 });
    // Above: the generator comes before the table in the document.
    expect(generator.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(within(generator).getByLabelText(/Numero di QR code da generare/), '1');
    await userEvent.click(within(generator).getByRole('button', { name: 'Genera QR code' }));
    expect(await within(generator).findByText('ABCDEFGH42')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/api/admin/qrcodes')).toHaveLength(2));
    expect(requestsTo('/api/admin/summary')).toHaveLength(2);
  });

  it('soldQr and orderContoVendita: the spec’s question, the server’s refusal told as it is', async () => {
    server.on('POST', '/api/admin/soldQr', () => ({
      status: 409,
      body: failure('Il qrCode selezionato e` gia` stato venduto', 'QRCODE_ALREADY_SOLD'),
    }));
    server.on('POST', '/api/admin/orderContoVendita', () => ({
      body: envelope({ orderid: 88, contoVendita: 0 }),
    }));
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Imposta il qrCode PLAQUE41 come assegnato' }),
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Sei sicuro di voler impostare il qrcode come assegnato?',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Il qrCode selezionato e` gia` stato venduto')).toBeInTheDocument();
    expect(postedBody('/api/admin/soldQr')).toEqual([{ 'qrcode-id': '41' }]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Registra il qrCode PLAQUE41 in conto vendita' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Vendita in conto vendita registrata (ordine 88)')).toBeInTheDocument();
    expect(postedBody('/api/admin/orderContoVendita')).toEqual([{ qrcodeid: '41' }]);
  });

  it('opens Cedi proprietà for the selected plaques', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleziona il qrCode PLAQUE40' }));
    expect(screen.getByText('Elementi selezionati: 1')).toBeInTheDocument();
    const footer = screen.getByText('Elementi selezionati: 1').parentElement as HTMLElement;
    await userEvent.click(within(footer).getByRole('button', { name: 'Cedi proprietà' }));
    expect(await screen.findByRole('dialog', { name: 'Cedi proprietà' })).toBeInTheDocument();
  });
});

describe('classify (spec panels §4)', () => {
  it('skips pending orders, files tombstones, nameless codes, obituaries, new codes and waiting activations', () => {
    const groups = classify(ROWS);
    const ids = (rows: QrListItem[]) => rows.map((row) => row.qrcodeID);
    expect(ids(groups.tombstones)).toEqual([2]);
    expect(ids(groups.qrCodes)).toEqual([1, 5]);
    expect(ids(groups.obituaries)).toEqual([3]);
    expect(ids(groups.newQrCodes)).toEqual([1]);
    expect(ids(groups.awaiting)).toEqual([6]);
    // A code in the stock of a partner (level_access 2) is no new code of the platform.
    expect(ids(classify([item(9, { level_access: 2 })]).newQrCodes)).toEqual([]);
  });
});

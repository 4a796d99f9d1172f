import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, PANEL_PATHS, sessionStore, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from '../../export-app';

const BASE = PANEL_PATHS.partner;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

const graveyard = {
  name: 'Cimitero Monumentale',
  region: 'Lombardia',
  province: 'MI',
  location: 'Milano',
  cap: '20100',
};

const row = (ID: number, overrides: Record<string, unknown> = {}) => ({
  ID,
  name: 'Anna',
  surname: `Bellini${ID}`,
  gender: 'F',
  dateOfBirth: '1931-03-12',
  dateOfDeath: '2026-11-02',
  graveyard,
  tombstoneQr: {
    ID: 7,
    code: 'AAAA222233',
    image: '/api/qrcodes/7/image.png',
    activationStatus: 'active',
    temporary: 0,
  },
  noticeQr: { link: `/memorial?000${ID}`, card: `/api/obituaryCard/create/000${ID}?format=jpg` },
  enabled: 1,
  ownerPending: 0,
  contoVendita: 0,
  showPage: 1,
  pageID: null,
  condolences: 12,
  time: 1_763_000_000,
  ...overrides,
});

const ROWS = [
  row(1001),
  row(1002, { tombstoneQr: null, showPage: 0, contoVendita: 1, enabled: 0, condolences: 0 }),
  row(1003, { noticeQr: null, ownerPending: 1 }),
];

const lists = () => server.requests.filter((request) => request.path === '/api/partnerPanel/deceased');

let rows = ROWS;

beforeEach(() => {
  rows = ROWS;
  server.requests.length = 0;
  server.on('GET', '/api/partnerPanel/deceased', (request) => {
    const name = request.query.get('name');
    const shown = name === 'Nessuno' ? [] : rows;
    return { body: envelope({ deceased: shown, total: name ? shown.length : 13, page: 1, maxResults: 5 }) };
  });
  server.on('GET', '/api/partnerPanel/summary', () => ({
    body: envelope({
      tombstones: 4,
      notices: 9,
      dedications: 2,
      qrcodes: { total: 6, temporaryAvailable: 1 },
    }),
  }));
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner', user_id: 9 }),
    expiringMemorials: [],
  });
});

function Probe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {`${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state ?? null)}`}
    </output>
  );
}

function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: BASE, hash: '#deceased', state }]}>
      <ToastHost />
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
        <Route path="*" element={<p>altra pagina</p>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const rowOf = async (surname: string) =>
  (await screen.findByText(`Anna ${surname}`)).closest('tr') as HTMLElement;

describe('#deceased (partner)', () => {
  it('shows the columns of spec panels §2 for each deceased', async () => {
    mount();
    const table = await screen.findByRole('table', { name: 'I tuoi defunti' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Dati anagrafici',
      'Dati cimitero',
      'Data di morte',
      'QR lapide',
      'QR necrologio',
      'Stato',
      'Lapide digitale',
      'Condoglianze',
      'Azioni',
    ]);
    // The actions stay in view while the table scrolls sideways.
    expect(within(table).getByRole('columnheader', { name: 'Azioni' })).toHaveClass('rc-table__sticky-end');
    const first = await rowOf('Bellini1001');
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Nato/a il 12/03/1931');
    expect(cells[1]).toHaveTextContent('Cimitero Monumentale Milano (MI) Lombardia');
    expect(cells[2]).toHaveTextContent('02/11/2026');
    expect(
      within(cells[3]).getByRole('link', { name: 'Visualizza il QR lapide di Anna Bellini1001' }),
    ).toHaveAttribute('href', '/api/qrcodes/7/image.png');
    expect(cells[3]).toHaveTextContent('Attivo');
    expect(within(cells[4]).getByRole('link', { name: /QR necrologio di Anna Bellini1001/ })).toHaveAttribute(
      'href',
      '/memorial?0001001',
    );
    expect(cells[5]).toHaveTextContent('Abilitata');
    expect(
      within(cells[6]).getByRole('link', { name: /lapide digitale di Anna Bellini1001/ }),
    ).toHaveAttribute('href', '/memorial?0001001');
    expect(
      within(cells[8]).getByRole('button', { name: 'Elimina necrologio: Anna Bellini1001' }),
    ).toBeInTheDocument();
    expect(
      within(cells[8]).getByRole('button', { name: 'Cartoncini e PDF di Anna Bellini1001' }),
    ).toBeInTheDocument();
    expect(cells[7]).toHaveTextContent('12');
    expect(cells[8]).toHaveClass('rc-table__sticky-end');

    const notice = within(await rowOf('Bellini1002')).getAllByRole('cell');
    expect(notice[3]).toHaveTextContent('Nessuno');
    expect(notice[5]).toHaveTextContent('Disabilitata');
    expect(notice[5]).toHaveTextContent('Conto vendita');
    expect(notice[6]).toHaveTextContent('No');

    const tombstoneOnly = within(await rowOf('Bellini1003')).getAllByRole('cell');
    // spec panels §8: a tombstone without a notice has no pre-page, and asking for it says so.
    await userEvent.click(
      within(tombstoneOnly[4]).getByRole('button', { name: /QR necrologio.*Bellini1003/ }),
    );
    const alert = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(alert).toHaveTextContent('Pre-Lapide non disponibile');
    await userEvent.click(within(alert).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    expect(tombstoneOnly[5]).toHaveTextContent('Trasferimento in attesa');
    expect(
      within(tombstoneOnly[7]).queryByRole('button', { name: /Elimina necrologio/ }),
    ).not.toBeInTheDocument();
  });

  it('pre-fills the name filter from history state deceasedName, searches and pages on the server', async () => {
    mount({ deceasedName: 'Bellini' });
    await rowOf('Bellini1001');
    expect(lists()[0].query.get('name')).toBe('Bellini');
    expect(lists()[0].query.get('maxResults')).toBe('5');
    expect(screen.getByLabelText('Nome del defunto')).toHaveValue('Bellini');

    await userEvent.clear(screen.getByLabelText('Nome del defunto'));
    await userEvent.type(screen.getByLabelText('Nome del defunto'), 'Nessuno');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Nome del defunto'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await rowOf('Bellini1001');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(lists()[lists().length - 1].query.get('page')).toBe('2'));
  });

  it("offers 'Cedi proprietà' on a digital tombstone not on account, and opens the transfer dialog", async () => {
    rows = [...ROWS, row(1004, { contoVendita: 1 })];
    mount();
    const own = within(await rowOf('Bellini1001'));
    expect(within(await rowOf('Bellini1002')).queryByRole('button', { name: /Cedi proprietà/ })).toBeNull();
    expect(within(await rowOf('Bellini1004')).queryByRole('button', { name: /Cedi proprietà/ })).toBeNull();
    await userEvent.click(own.getByRole('button', { name: 'Cedi proprietà: Anna Bellini1001' }));
    expect(await screen.findByRole('dialog', { name: 'Cedi proprietà' })).toHaveAccessibleDescription(
      /cedi la proprietà della lapide digitale/,
    );
  });

  it("shows 'No connection' when the list fails", async () => {
    server.on('GET', '/api/partnerPanel/deceased', () => ({ status: 500, body: failure('Errore', null) }));
    mount();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
  });

  it('shows the cards with their counts, each leading to its section', async () => {
    mount();
    const cards = await screen.findByRole('list', { name: 'Riepilogo' });
    expect(within(cards).getByRole('link', { name: /Lapidi digitali\s*4/ })).toHaveAttribute(
      'href',
      '#deceased',
    );
    expect(within(cards).getByRole('link', { name: /Necrologi\s*9/ })).toHaveAttribute('href', '#pages');
    expect(within(cards).getByRole('link', { name: /Richieste di dedica\s*2/ })).toHaveAttribute(
      'href',
      '#dedic',
    );
    expect(
      within(cards).getByRole('link', { name: /QR code\s*6\s*1 temporanei disponibili/ }),
    ).toHaveAttribute('href', '#qrcode');
  });

  it('shows the cards on top: under the title, before the navigation and the tables', async () => {
    mount();
    const cards = await screen.findByRole('list', { name: 'Riepilogo' });
    const title = screen.getByRole('heading', { level: 1, name: 'Pannello partner' });
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    const table = await screen.findByRole('table', { name: 'I tuoi defunti' });
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(title, cards)).toBe(true);
    expect(before(cards, nav)).toBe(true);
    expect(before(cards, table)).toBe(true);
  });

  it("'Aggiungi necrologio' confirms that only the notice is added, then opens #aggiungi-necrologio", async () => {
    const { location } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi necrologio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Verra` aggiunto solo il necrologio, senza la lapide digitale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(location()).toMatch(/#deceased /);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi necrologio' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    await waitFor(() => expect(location()).toMatch(/#aggiungi-necrologio /));
  });

  it("'Aggiungi necrologio + Lapide' opens #aggiungi-defunto", async () => {
    const { location } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi necrologio + Lapide' }));
    await waitFor(() => expect(location()).toMatch(/#aggiungi-defunto /));
  });

  it("'Richiedi QrCode temporaneo (30gg)' makes a code and shows it in #qrcode; 'Attiva lapide digitale' asks, then opens /activate-qrCode", async () => {
    server.on('POST', '/api/qrcodes/qrcodeRequest/1', () => ({
      body: envelope({
        deceasedIDs: ['BBBB222233'],
        qrcodes: [
          {
            ID: 2,
            code: 'BBBB222233',
            verification_code: 'VERIFICA',
            url: 'https://ricordo.example/qr/BBBB222233',
            url_condoglianze: 'https://ricordo.example/qr/BBBB222233/condoglianze',
            expiresAt: 1_800_000_000,
          },
        ],
      }),
    }));
    server.on('GET', '/api/qrcodes/partner', () => ({
      body: envelope({ rows: [], total: 0, page: 1, maxResults: 10 }),
    }));
    const { location } = mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi QrCode temporaneo (30gg)' }));
    expect(await screen.findByText(/QrCode BBBB222233, codice di verifica VERIFICA/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/#qrcode \{"deceasedIds":\["BBBB222233"\]\}/));
    expect(await screen.findByLabelText('Codice')).toHaveValue('BBBB222233');

    await userEvent.click(screen.getByRole('link', { name: 'Lapidi digitali' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Attiva lapide digitale' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('altra pagina')).toBeInTheDocument();
    expect(location()).toMatch(/^\/activate-qrCode /);
  });
});

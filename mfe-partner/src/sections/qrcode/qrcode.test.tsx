import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, formatDate, PANEL_PATHS, sessionStore } from '@ricordo/shared-design';
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

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

const row = (ID: number, code: string, overrides: Record<string, unknown> = {}) => ({
  ID,
  code,
  verification_code: `VER${ID}XYZ`,
  temporary: 1,
  state: 'available',
  expiresAt: NOW + 20 * DAY,
  image: `/api/qrcodes/${ID}/image.png`,
  bookImage: `/api/qrcodes/${ID}/condoglianze.png`,
  url: `https://ricordo.example/qr/${code}`,
  url_condoglianze: `https://ricordo.example/qr/${code}/condoglianze`,
  deceased: null,
  createdAt: NOW - DAY,
  ...overrides,
});

const ROWS = [
  row(3, 'AAAA222233'),
  row(2, 'BBBB222233', {
    state: 'active',
    deceased: { ID: 1003, name: 'Anna', surname: 'Bellini' },
  }),
  row(1, 'CCCC222233', { state: 'expired', expiresAt: NOW - DAY }),
  row(4, 'DDDD222233', { temporary: 0, expiresAt: null, state: 'available' }),
];

const lists = () => server.requests.filter((request) => request.path === '/api/qrcodes/partner');

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/qrcodes/partner', (request) => {
    const code = request.query.get('code');
    const rows = code ? ROWS.filter((item) => item.code.startsWith(code)) : ROWS;
    return {
      body: envelope({
        rows,
        total: code ? rows.length : 12,
        page: Number(request.query.get('page')),
        maxResults: 10,
      }),
    };
  });
  // The orders table under the codes (spec panels §2 "Tables: ... orders").
  server.on('GET', '/api/partnerPanel/orders', () => ({
    body: envelope({ orders: [], total: 0, page: 1, maxResults: 5 }),
  }));
  // The panel's summary cards above every section.
  server.on('GET', '/api/partnerPanel/summary', () => ({
    body: envelope({
      tombstones: 0,
      notices: 0,
      dedications: 0,
      qrcodes: { total: 12, temporaryAvailable: 1 },
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
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** The panel at #qrcode, with history state as another section would leave it. */
function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: BASE, hash: '#qrcode', state }]}>
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
        <Route path="*" element={<p>altra pagina</p>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;

describe('#qrcode (partner)', () => {
  it('lists the codes with both QR images, code and verification code, type, expiry, state and actions', async () => {
    mount();
    const available = await rowOf('AAAA222233');
    const cells = within(available).getAllByRole('cell');
    expect(
      within(cells[0]).getByRole('link', { name: 'Visualizza il QR lapide di AAAA222233' }),
    ).toHaveAttribute('href', '/api/qrcodes/3/image.png');
    expect(cells[1]).toHaveTextContent('Codice di verifica: VER3XYZ');
    expect(
      within(cells[2]).getByRole('link', { name: /QR libro condoglianze di AAAA222233/ }),
    ).toHaveAttribute('href', '/api/qrcodes/3/condoglianze.png');
    expect(cells[3]).toHaveTextContent('Temporaneo');
    expect(cells[4]).toHaveTextContent(formatDate(NOW + 20 * DAY));
    expect(cells[5]).toHaveTextContent('Da attivare');
    expect(
      within(available).getByRole('link', { name: 'Attiva la lapide digitale con AAAA222233' }),
    ).toHaveAttribute('href', '/activate-qrCode?code=AAAA222233');
    expect(
      within(available).getByRole('link', { name: 'Acquista AAAA222233 come QrCode permanente' }),
    ).toHaveAttribute('href', '/buy-qrCode?temporary=AAAA222233');

    const active = await rowOf('BBBB222233');
    expect(within(active).getByText('Attivo')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Anna Bellini' })).toHaveAttribute(
      'href',
      '/memorial?0001003',
    );
    expect(within(active).queryByRole('link', { name: /Attiva la lapide/ })).not.toBeInTheDocument();

    const expired = await rowOf('CCCC222233');
    expect(within(expired).getByText('Scaduto')).toBeInTheDocument();
    // An expired temporary code can still be bought (the plaque may be on a grave already).
    expect(within(expired).getByRole('link', { name: /Acquista/ })).toBeInTheDocument();

    const permanent = await rowOf('DDDD222233');
    expect(within(permanent).getByText('Permanente')).toBeInTheDocument();
    expect(within(permanent).getAllByRole('cell')[4]).toHaveTextContent('—');
    expect(within(permanent).queryByRole('link', { name: /Acquista/ })).not.toBeInTheDocument();
  });

  it("'Richiedi QrCode temporaneo (30gg)' makes a code (CSRF on the GET), shows it and filters the table by it", async () => {
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
            expiresAt: NOW + 30 * DAY,
          },
        ],
      }),
    }));
    mount();
    await rowOf('AAAA222233');
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi QrCode temporaneo (30gg)' }));
    expect(
      await screen.findByText(
        `QrCode BBBB222233, codice di verifica VERIFICA: vale 30 giorni, fino al ${formatDate(NOW + 30 * DAY)}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    const made = server.requests.find((request) => request.path === '/api/qrcodes/qrcodeRequest/1');
    expect(made?.headers['x-csrf-token']).toMatch(/^csrf-/);
    await screen.findByText('BBBB222233');
    expect(lists()[lists().length - 1].query.get('code')).toBe('BBBB222233');
    expect(screen.queryByText('AAAA222233')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Codice')).toHaveValue('BBBB222233');
  });

  it('shows the refusal of a request (too many codes) in Italian', async () => {
    server.on('POST', '/api/qrcodes/qrcodeRequest/1', () => ({
      status: 429,
      body: failure('Troppi tentativi, riprova tra qualche minuto', 'TOO_MANY_ATTEMPTS'),
    }));
    mount();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Richiedi QrCode temporaneo (30gg)' }, { timeout: 4000 }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Troppi tentativi, riprova tra qualche minuto',
    );
  });

  it('pre-fills the filters from history state deceasedIds and deceasedName', async () => {
    mount({ deceasedIds: ['CCCC'], deceasedName: 'Bellini' });
    await rowOf('CCCC222233');
    const first = lists()[0];
    expect(first.query.get('code')).toBe('CCCC');
    expect(first.query.get('deceasedName')).toBe('Bellini');
    expect(screen.getByLabelText('Codice')).toHaveValue('CCCC');
    expect(screen.getByLabelText('Nome del defunto')).toHaveValue('Bellini');

    await userEvent.click(screen.getByRole('button', { name: 'Mostra tutti' }));
    await rowOf('AAAA222233');
    expect(lists()[lists().length - 1].query.get('code')).toBeNull();
  });

  it('filters by what is typed, and pages on the server (page sizes 5, 10, 25)', async () => {
    mount();
    await rowOf('AAAA222233');
    expect(lists()[0].query.get('maxResults')).toBe('10');
    await userEvent.type(screen.getByLabelText('Nome del defunto'), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Applica Filtro' }));
    await waitFor(() => expect(lists()[lists().length - 1].query.get('deceasedName')).toBe('Anna'));
    await userEvent.click(screen.getByRole('button', { name: 'Mostra tutti' }));
    await rowOf('AAAA222233');
    // The codes' table comes first; the orders table under it has its own pager.
    await userEvent.click(screen.getAllByRole('button', { name: 'Pagina successiva' })[0]);
    await waitFor(() => expect(lists()[lists().length - 1].query.get('page')).toBe('2'));
  });

  it("'Attiva lapide digitale' asks 'Attenzione' first, then opens /activate-qrCode", async () => {
    const { location } = mount();
    await userEvent.click(screen.getByRole('button', { name: 'Attiva lapide digitale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(location()).toBe(`${BASE}#qrcode`);
    await userEvent.click(screen.getByRole('button', { name: 'Attiva lapide digitale' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('altra pagina')).toBeInTheDocument();
    expect(location()).toBe('/activate-qrCode');
  });
});

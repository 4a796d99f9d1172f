import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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

const FUTURE = Math.floor(Date.now() / 1000) + 5 * 86_400;

const notice = (ID: number, overrides: Record<string, unknown> = {}) => ({
  ID,
  name: 'Mario',
  surname: `Rossi${ID}`,
  gender: 'M',
  dateOfBirth: '1940-01-01',
  dateOfDeath: '2026-11-20',
  age: 86,
  funeralDate: '2026-11-23',
  graveyard: { name: null, region: 'Lombardia', province: 'MI', location: 'Milano', cap: '20100' },
  manifestImage: `/media/manifesti/${ID}.jpg`,
  manifestCustom: false,
  publicationDate: 1_763_000_000,
  enabled: 1,
  showPage: 0,
  pageID: null,
  noticeQr: { link: `/memorial?000${ID}`, card: `/api/obituaryCard/create/000${ID}?format=jpg` },
  condolences: 3,
  partner: null,
  ...overrides,
});

let rows = [notice(2001), notice(2002, { manifestImage: null, publicationDate: FUTURE, showPage: 1 })];
const lists = () => server.requests.filter((request) => request.path === '/api/partnerPanel/notices');

beforeEach(() => {
  rows = [notice(2001), notice(2002, { manifestImage: null, publicationDate: FUTURE, showPage: 1 })];
  server.requests.length = 0;
  server.on('GET', '/api/partnerPanel/notices', (request) => {
    const name = request.query.get('name');
    const shown = name ? rows.filter((row) => row.surname.startsWith(name)) : rows;
    return { body: envelope({ obituaries: shown, total: shown.length, page: 1, maxResults: 5 }) };
  });
  server.on('GET', '/api/partnerPanel/summary', () => ({
    body: envelope({
      tombstones: 0,
      notices: 2,
      dedications: 0,
      qrcodes: { total: 0, temporaryAvailable: 0 },
    }),
  }));
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner', user_id: 9 }),
    expiringMemorials: [],
  });
});

function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: BASE, hash: '#pages', state }]}>
      <ToastHost />
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowOf = async (surname: string) =>
  (await screen.findByText(`Mario ${surname}`)).closest('tr') as HTMLElement;

describe('#pages (partner notices)', () => {
  it('each add button says what it creates (its accessible description)', async () => {
    mount();
    expect(await screen.findByRole('button', { name: 'Aggiungi necrologio' })).toHaveAccessibleDescription(
      'Crea solo il necrologio con il manifesto funebre, senza la lapide digitale.',
    );
    expect(screen.getByRole('button', { name: 'Aggiungi necrologio + Lapide' })).toHaveAccessibleDescription(
      'Crea il necrologio con il manifesto e anche la lapide digitale del defunto.',
    );
  });

  it("'Cedi proprietà' hands a digital tombstone to another user; not on a notice only nor on account", async () => {
    rows = [...rows, notice(2003, { showPage: 1, contoVendita: 1 })];
    server.on('GET', '/api/user/search', () => ({
      body: envelope({ users: [{ ID: 41, name: 'Maria', surname: 'Rossi', username: 'mariarossi' }] }),
    }));
    server.on('POST', '/api/admin/changeOwner', () => ({
      body: envelope(
        { deceasedIDs: [2002] },
        { message: 'La richiesta di trasferimento è stata inviata con successo' },
      ),
    }));
    mount();
    expect(within(await rowOf('Rossi2001')).queryByRole('button', { name: /Cedi proprietà/ })).toBeNull();
    expect(within(await rowOf('Rossi2003')).queryByRole('button', { name: /Cedi proprietà/ })).toBeNull();
    await userEvent.click(
      within(await rowOf('Rossi2002')).getByRole('button', { name: 'Cedi proprietà: Mario Rossi2002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cedi proprietà' });
    await userEvent.type(within(dialog).getByLabelText('Cerca l’utente per username'), 'mariarossi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    await screen.findByRole('radio', { name: 'Maria Rossi (mariarossi)' }, { timeout: 4000 });
    const before = lists().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('La richiesta di trasferimento è stata inviata con successo', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    const post = server.requests.find((request) => request.path === '/api/admin/changeOwner');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      'deceased-id': '2002',
      'new-owner-id': '41',
      'change-type': 'deceased',
      force: '0',
    });
    await waitFor(() => expect(lists().length).toBeGreaterThan(before), { timeout: 4000 });
  });

  it('lists the notices with the manifesto thumbnail, dates and state', async () => {
    mount();
    const first = within(await rowOf('Rossi2001')).getAllByRole('cell');
    expect(within(first[0]).getByRole('img', { name: 'Manifesto di Mario Rossi2001' })).toHaveAttribute(
      'src',
      '/media/manifesti/2001.jpg',
    );
    expect(first[2]).toHaveTextContent('20/11/2026');
    expect(first[3]).toHaveTextContent('23/11/2026');
    expect(first[4]).toHaveTextContent('Pubblicato');
    const second = within(await rowOf('Rossi2002')).getAllByRole('cell');
    expect(second[0]).toHaveTextContent('Manifesto non disponibile');
    expect(second[4]).toHaveTextContent('Programmato');
    expect(second[4]).toHaveTextContent('Con lapide digitale');
    expect(lists()[0].query.get('maxResults')).toBe('5');
  });

  it("'Modifica necrologio' opens the kit's modal on the row's record; 'Modifica defunto' only with a tombstone", async () => {
    server.on('GET', '/api/obituaries/record/0002001', () => ({
      status: 404,
      body: failure('Non trovato', 'NOT_FOUND'),
    }));
    mount();
    const first = await rowOf('Rossi2001');
    expect(within(first).queryByRole('button', { name: /Modifica defunto/ })).not.toBeInTheDocument();
    expect(
      within(await rowOf('Rossi2002')).getByRole('button', { name: 'Modifica defunto: Mario Rossi2002' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(first).getByRole('button', { name: 'Modifica necrologio: Mario Rossi2001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica necrologio' });
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === '/api/obituaries/record/0002001')).toBe(true),
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[0]);
    expect(screen.queryByRole('dialog', { name: 'Modifica necrologio' })).not.toBeInTheDocument();
  });

  it('deletes a notice after the confirmation and reloads the list', async () => {
    server.on('POST', '/api/obituaries/obituaryDelete', (request) => {
      const id = Number((JSON.parse(request.body) as { obituaryID: string }).obituaryID);
      rows = rows.filter((row) => row.ID !== id);
      return { body: envelope(null, { message: 'Elemento eliminato con successo' }) };
    });
    mount();
    const first = await rowOf('Rossi2001');
    await userEvent.click(within(first).getByRole('button', { name: 'Elimina necrologio: Mario Rossi2001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Sei sicuro di voler eliminare il necrologio di Mario Rossi2001?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Elemento eliminato con successo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mario Rossi2001')).not.toBeInTheDocument());
    const sent = server.requests.find((request) => request.path === '/api/obituaries/obituaryDelete');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ obituaryID: '0002001' });
  });

  it("shows the server's refusal of a delete", async () => {
    server.on('POST', '/api/obituaries/obituaryDelete', () => ({
      status: 404,
      body: failure('Necrologio non trovato', 'NOT_FOUND'),
    }));
    mount();
    await userEvent.click(
      within(await rowOf('Rossi2001')).getByRole('button', { name: 'Elimina necrologio: Mario Rossi2001' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('Necrologio non trovato')).toBeInTheDocument();
    expect(screen.getByText('Mario Rossi2001')).toBeInTheDocument();
  });

  it("searches by name ('Nessun elemento corrispondente ai criteri di ricerca'), pre-filled from history state", async () => {
    mount({ deceasedName: 'Verdi' });
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
    expect(lists()[0].query.get('name')).toBe('Verdi');
    await userEvent.clear(screen.getByLabelText('Nome del defunto'));
    await userEvent.type(screen.getByLabelText('Nome del defunto'), 'Rossi2002');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await rowOf('Rossi2002');
    expect(screen.queryByText('Mario Rossi2001')).not.toBeInTheDocument();
  });

  it("shows 'No connection' when the list fails", async () => {
    server.on('GET', '/api/partnerPanel/notices', () => ({ status: 503, body: failure('Database', null) }));
    mount();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    rows = [];
    mount();
    expect(await screen.findByText('Nessun necrologio.')).toBeInTheDocument();
  });
});

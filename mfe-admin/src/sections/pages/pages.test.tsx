import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLocationCache, configureApi, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import PagesSection from '.';
import DeceasedSection from '../deceased';
import type { AdminDeceasedRow } from './pages-api';

let server: TestServer;
const WAIT = { timeout: 4000 };

const row = (ID: number, overrides: Partial<AdminDeceasedRow> = {}): AdminDeceasedRow => ({
  ID,
  name: 'Anna',
  surname: `Bianchi${ID}`,
  gender: 'F',
  dateOfBirth: '1931-03-12',
  dateOfDeath: '2019-11-02',
  graveyardName: 'Cimitero Monumentale',
  graveLocation: 'Milano',
  graveProvince: 'MI',
  showPage: 1,
  hasNotice: false,
  enabled: 1,
  contoVendita: 0,
  owner: null,
  ownerPending: 0,
  partner: null,
  memorialID: 0,
  expirationDate: null,
  time: 1_700_000_000,
  ...overrides,
});

const ROWS = [
  row(12, {
    partner: { ID: 4, name: 'Onoranze Rossi' },
    owner: { ID: 9, name: 'Paola', surname: 'Verdi', username: 'paolaverdi' },
    ownerPending: 1,
  }),
  row(11, { enabled: 0, contoVendita: 1 }),
];

let rows: AdminDeceasedRow[];

/** Row 12 as GET api/obituaries/record reads it: a tombstone without a notice. */
const RECORD = {
  ID: 12,
  name: 'Anna',
  surname: 'Bianchi12',
  gender: 'F',
  dateOfBirth: '1931/03/12',
  dateOfDeath: '2019/11/02',
  age: null,
  aphorism: 'Sempre con noi.',
  graveyardName: 'Cimitero Monumentale',
  graveyardRegion: 10,
  graveyardProvince: 15,
  graveyardCity: 15146,
  graveyardCap: '20121',
  graveyardAddress: null,
  partnerID: -1,
  showPage: 1,
  photo: null,
  lapidePhoto: null,
  publishDate: 1_700_000_000,
  hasNotice: false,
  funeralDate: null,
  obituaryNote: null,
  manifestTexts: null,
  manifestBg: null,
  manifestImage: null,
  manifestCustom: null,
  funeralPlaces: [],
  referringPlaces: [{ region: 10, province: 15, location: 15146, cap: null }],
};

beforeEach(async () => {
  rows = ROWS.map((item) => ({ ...item }));
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  server.on('GET', '/api/admin/deceased', (request) => {
    const name = request.query.get('name');
    const found = name ? rows.filter((item) => `${item.name} ${item.surname}`.includes(name)) : rows;
    return {
      body: envelope({
        deceased: found,
        total: found.length,
        totalAtLeast: false,
        page: Number(request.query.get('page')),
        maxResults: Number(request.query.get('maxResults')),
      }),
    };
  });
  const ok = (message: string) => () => ({ body: envelope({}, { message }) });
  server.on('POST', '/api/admin/updateDeceased', ok('Elemento modificato con successo'));
  server.on('POST', '/api/admin/updateConto', ok('Elemento modificato con successo'));
  server.on('POST', '/api/admin/deceasedDelete', ok('Elemento eliminato con successo'));
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

/** Where the panel is, to see an in-panel link followed. */
function Here() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{`${pathname}${search}${hash}`}</output>;
}

function renderAt(section: 'pages' | 'deceased', state?: unknown) {
  const Section = section === 'pages' ? PagesSection : DeceasedSection;
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin-panel', hash: `#${section}`, state }]}>
      <Section title={section === 'pages' ? 'Lapidi digitali' : 'Defunti'} />
      <ToastHost />
      <Here />
    </MemoryRouter>,
  );
}

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
const postedBody = (path: string) => requestsTo(path).map((request) => JSON.parse(request.body) as unknown);

describe('#pages', () => {
  it('asks for tombstones, newest first, 5 rows at first, and offers 5, 10, 25, 100', async () => {
    renderAt('pages');
    expect(await screen.findByText('Anna Bianchi12', {}, WAIT)).toBeInTheDocument();
    const [first] = requestsTo('/api/admin/deceased');
    expect(Object.fromEntries(first.query)).toEqual({ page: '1', maxResults: '5', showPage: '1' });
    const sizes = screen.getByRole('combobox', { name: /righe per pagina/i });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '100']);
    // The row shows the owner with the pending-transfer badge, the partner and the state.
    const annaRow = screen.getByText('Anna Bianchi12').closest('tr') as HTMLElement;
    expect(within(annaRow).getByText('Paola Verdi (paolaverdi)')).toBeInTheDocument();
    expect(within(annaRow).getByText('In accettazione')).toBeInTheDocument();
    expect(within(annaRow).getByText('Abilitata')).toBeInTheDocument();
  });

  it('opens the memorial and the partner page in new tabs, and the gift screen', async () => {
    renderAt('pages');
    const memorial = await screen.findByRole(
      'link',
      { name: 'Apri la lapide di Anna Bianchi12 in una nuova scheda' },
      WAIT,
    );
    expect(memorial).toHaveAttribute('href', '/memorial?00012');
    expect(memorial).toHaveAttribute('target', '_blank');
    const partner = screen.getByRole('link', {
      name: 'Apri la pagina del partner Onoranze Rossi in una nuova scheda',
    });
    expect(partner).toHaveAttribute('href', '/partner-page?4');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Aggiungi un dono a Anna Bianchi12' })).toHaveAttribute(
      'href',
      '/aggiungi-dono-admin?00012',
    );
    // No partner, no partner link.
    expect(screen.getAllByRole('link', { name: /pagina del partner/ })).toHaveLength(1);
  });

  it("goes to 'Attiva memorial' without a memorial, 'Modifica memorial' with one, and to the dedications", async () => {
    rows[1] = { ...rows[1], memorialID: 7, expirationDate: 4_102_444_800 };
    const user = userEvent.setup();
    renderAt('pages');
    const activate = await screen.findByRole('link', { name: 'Attiva memorial: Anna Bianchi12' }, WAIT);
    expect(activate).toHaveAttribute('href', '/admin-panel?DeceasedID=00012#aggiungi-memorial');
    expect(screen.queryByRole('link', { name: 'Modifica memorial: Anna Bianchi12' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifica memorial: Anna Bianchi11' })).toHaveAttribute(
      'href',
      '/admin-panel?DeceasedID=00011#modifica-memorial',
    );
    expect(screen.queryByRole('link', { name: 'Attiva memorial: Anna Bianchi11' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Visualizza dediche: Anna Bianchi12' })).toHaveAttribute(
      'href',
      '/admin-panel?DeceasedID=00012#visualizza-dediche',
    );
    const dedications = screen.getByRole('link', { name: 'Visualizza dediche: Anna Bianchi11' });
    expect(dedications).toHaveAttribute('href', '/admin-panel?DeceasedID=00011#visualizza-dediche');

    // Keyboard: from the gift link, Tab reaches the memorial form link, then the dedications; Enter follows.
    screen.getByRole('link', { name: 'Aggiungi un dono a Anna Bianchi11' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Modifica memorial: Anna Bianchi11' })).toHaveFocus();
    await user.tab();
    expect(dedications).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/admin-panel?DeceasedID=00011#visualizza-dediche',
    );
  });

  it('disables an enabled tombstone and enables a disabled one, sale on account both ways, then reloads', async () => {
    const user = userEvent.setup();
    renderAt('pages');
    // A button of a row, once no other action runs (a running action disables them all).
    const ready = (name: string) =>
      waitFor(() => {
        const button = screen.getByRole('button', { name });
        expect(button).toBeEnabled();
        return button;
      }, WAIT);
    await user.click(await ready('Disabilita: Anna Bianchi12'));
    expect(await screen.findByText('Elemento modificato con successo', {}, WAIT)).toBeInTheDocument();
    await user.click(await ready('Abilita: Anna Bianchi11'));
    await user.click(await ready('Segna pagato: Anna Bianchi11'));
    await user.click(await ready('Segna conto vendita: Anna Bianchi12'));
    await waitFor(() => expect(requestsTo('/api/admin/updateConto')).toHaveLength(2), WAIT);
    expect(postedBody('/api/admin/updateDeceased')).toEqual([
      expect.objectContaining({ deceasedID: '12', enabled: '0' }),
      expect.objectContaining({ deceasedID: '11', enabled: '1' }),
    ]);
    expect(postedBody('/api/admin/updateConto')).toEqual([
      expect.objectContaining({ deceasedID: '11', contoVendita: '0' }),
      expect.objectContaining({ deceasedID: '12', contoVendita: '1' }),
    ]);
    // The list is read again after each change.
    await waitFor(() => expect(requestsTo('/api/admin/deceased')).toHaveLength(5), WAIT);
  });

  it('deletes only after the question, with the server message', async () => {
    const user = userEvent.setup();
    renderAt('pages');
    await user.click(await screen.findByRole('button', { name: 'Elimina: Anna Bianchi11' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/Sei sicuro di voler eliminare Anna Bianchi11\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(requestsTo('/api/admin/deceasedDelete')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Elimina: Anna Bianchi11' }, WAIT));
    await user.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Elemento eliminato con successo', {}, WAIT)).toBeInTheDocument();
    expect(postedBody('/api/admin/deceasedDelete')).toEqual([expect.objectContaining({ deceasedID: '11' })]);
  });

  it("a refused action tells the server's message", async () => {
    server.on('POST', '/api/admin/updateDeceased', () => ({
      status: 404,
      body: failure('defunto non trovato', 'DECEASED_NOT_FOUND'),
    }));
    const user = userEvent.setup();
    renderAt('pages');
    await user.click(await screen.findByRole('button', { name: 'Disabilita: Anna Bianchi12' }, WAIT));
    expect(await screen.findByText('defunto non trovato', {}, WAIT)).toBeInTheDocument();
  });

  it("opens 'Cambia proprietario' on the row's deceased", async () => {
    const user = userEvent.setup();
    renderAt('pages');
    await user.click(
      await screen.findByRole('button', { name: 'Cambia proprietario: Anna Bianchi12' }, WAIT),
    );
    expect(await screen.findByRole('dialog', { name: /Cedi propriet/ }, WAIT)).toBeInTheDocument();
  });

  // A tombstone without a notice is edited and printed from #pages too, not only from #necrologi (spec panels §2 admin panel).
  it("'Cartoncini e PDF' of a tombstone without a notice: its PDFs and cards, no manifesto", async () => {
    const user = userEvent.setup();
    renderAt('pages');
    await user.click(await screen.findByRole('button', { name: 'Cartoncini e PDF di Anna Bianchi12' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Cartoncini e PDF di Anna Bianchi12' }, WAIT);
    for (const label of ['Indicazioni per le condoglianze', 'Cartoncino lapide digitale'])
      expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Manifesto PDF A3' })).toBeNull();
  });

  it("'Modifica defunto' and the full-screen 'Aggiungi defunto' edit load the record and save it", async () => {
    const user = userEvent.setup();
    clearLocationCache();
    serveLocations(server);
    server.on('GET', '/api/obituaries/record/00012', () => ({ body: envelope(RECORD) }));
    server.on('GET', '/api/content/getAphorism', () => ({ body: envelope({ data: { aphorisms: [] } }) }));
    for (const call of ['editDeceasedAndObituary', 'deceasedModify'])
      server.on('POST', `/api/obituaries/${call}`, () => ({
        body: envelope({ deceasedID: 12 }, { message: 'Defunto modificato con successo!' }),
      }));
    renderAt('pages');

    await user.click(await screen.findByRole('button', { name: 'Modifica defunto: Anna Bianchi12' }, WAIT));
    const modify = await screen.findByRole('dialog', { name: 'Modifica defunto' }, WAIT);
    await waitFor(() => expect(document.getElementById('obituary-name')).toHaveValue('Anna'), WAIT);
    await user.click(within(modify).getByRole('button', { name: 'Chiudi' }));

    await user.click(
      await screen.findByRole('button', { name: 'Modifica tutti i dati: Anna Bianchi12' }, WAIT),
    );
    const full = await screen.findByRole('dialog', { name: 'Aggiungi defunto' }, WAIT);
    await waitFor(() => expect(document.getElementById('obituary-surname')).toHaveValue('Bianchi12'), WAIT);
    // A tombstone without a notice: no manifesto part in the form, none in the request.
    expect(within(full).queryByRole('heading', { name: 'Dati Manifesto' })).toBeNull();
    const listed = requestsTo('/api/admin/deceased').length;
    await user.click(within(full).getByRole('button', { name: 'Salva' }));
    const done = await screen.findByText('Defunto modificato con successo!', {}, { timeout: 5000 });
    const body = requestsTo('/api/obituaries/editDeceasedAndObituary')[0].body;
    expect(body).toContain('name="deceasedID"\r\n\r\n00012');
    expect(body).toContain('name="admin-add-aphorism"\r\n\r\nSempre con noi.');
    expect(body).not.toContain('name="first_sentence"');
    await user.click(
      within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Chiudi' }),
    );
    await waitFor(() => expect(requestsTo('/api/admin/deceased').length).toBeGreaterThan(listed), WAIT);
  });

  it("a list that fails says 'No connection'", async () => {
    server.on('GET', '/api/admin/deceased', () => ({ status: 500, body: failure('Errore', null) }));
    renderAt('pages');
    expect(await screen.findByText('No connection', {}, WAIT)).toBeInTheDocument();
  });
});

describe('#deceased', () => {
  it('pre-fills the name filter from history state deceasedName, lists every kind, and searches again', async () => {
    const user = userEvent.setup();
    renderAt('deceased', { deceasedName: 'Bianchi11' });
    expect(await screen.findByText('Anna Bianchi11', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cerca per nome' })).toHaveValue('Bianchi11');
    expect(Object.fromEntries(requestsTo('/api/admin/deceased')[0].query)).toEqual({
      page: '1',
      maxResults: '5',
      name: 'Bianchi11',
    });

    await user.clear(screen.getByRole('textbox', { name: 'Cerca per nome' }));
    await user.type(screen.getByRole('textbox', { name: 'Cerca per nome' }), 'Nessuno');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('pages by cursor: next after the last row, previous before the first, a new search from page one', async () => {
    const user = userEvent.setup();
    // Twelve deceased, 112 down to 101; the server counts only up to 10 (a lower bound: 'di oltre').
    const all = Array.from({ length: 12 }, (_, index) => row(112 - index, { name: 'Rosa' }));
    server.on('GET', '/api/admin/deceased', (request) => {
      const size = Number(request.query.get('maxResults'));
      const after = request.query.get('after');
      const before = request.query.get('before');
      const older = after ? all.filter((item) => item.ID < Number(after)).slice(0, size) : null;
      const newer = before ? all.filter((item) => item.ID > Number(before)).slice(-size) : null;
      const page = older ?? newer ?? all.slice(0, size);
      return {
        body: envelope({ deceased: page, total: 10, totalAtLeast: true, page: 1, maxResults: size }),
      };
    });
    const shown = () =>
      screen
        .getAllByText(/^Rosa Bianchi\d+$/)
        .map((cell) => Number(cell.textContent?.replace('Rosa Bianchi', '')));
    const cursors = () =>
      requestsTo('/api/admin/deceased').map((request) => {
        const { after, before, page } = Object.fromEntries(request.query);
        return { after, before, page };
      });
    renderAt('deceased');
    expect(await screen.findByText('Rosa Bianchi112', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('1–5 di oltre 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Rosa Bianchi107', {}, WAIT)).toBeInTheDocument();
    expect(shown()).toEqual([107, 106, 105, 104, 103]);
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Rosa Bianchi102', {}, WAIT)).toBeInTheDocument();
    expect(shown()).toEqual([102, 101]);
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(await screen.findByText('Rosa Bianchi107', {}, WAIT)).toBeInTheDocument();
    expect(shown()).toEqual([107, 106, 105, 104, 103]);
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(await screen.findByText('Rosa Bianchi112', {}, WAIT)).toBeInTheDocument();
    expect(cursors()).toEqual([
      { after: undefined, before: undefined, page: '1' },
      { after: '108', before: undefined, page: '2' },
      { after: '103', before: undefined, page: '3' },
      { after: undefined, before: '102', page: '2' },
      { after: undefined, before: undefined, page: '1' },
    ]);

    // From the second page, a search starts again on page one, without a cursor.
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Rosa Bianchi107', {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cerca per nome' }), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(
      () => expect(cursors().at(-1)).toEqual({ after: undefined, before: undefined, page: '1' }),
      WAIT,
    );
    expect(Object.fromEntries(requestsTo('/api/admin/deceased').at(-1)?.query ?? [])).toEqual({
      page: '1',
      maxResults: '5',
      name: 'Rosa',
    });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocationCache, configureApi, sessionStore } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import { AddObituary } from './AddObituary';

let server: TestServer;
const WAIT = { timeout: 4000 };
const JPEG = 'data:image/jpeg;base64,/9j/2wBDAAEBAQ==';

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  serveLocations(server);
});

afterAll(async () => {
  await server.close();
});

let duplicate = false;
let addAnswer: () => { status?: number; body: unknown } = () => ({
  body: envelope(null, { message: "Il necrologio verra' caricato al piu' presto" }),
});

beforeEach(() => {
  server.requests.length = 0;
  clearLocationCache();
  duplicate = false;
  addAnswer = () => ({ body: envelope(null, { message: "Il necrologio verra' caricato al piu' presto" }) });
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ username: 'partnerdemo', permissions: { platformAccess: 2 }, partnertype: 'partner' }),
    expiringMemorials: [],
  });
  serveLocations(server);
  server.on('GET', '/api/obituaries/manifestBg', () => ({
    body: envelope({
      backgrounds: [
        { ID: 1, name: 'Bianco, bordo nero, croce', url: '/api/obituaries/manifestBg/1.jpg' },
        { ID: 2, name: 'Avorio, bordo grigio, croce', url: '/api/obituaries/manifestBg/2.jpg' },
      ],
    }),
  }));
  server.on('GET', '/api/obituaries/sentences', () => ({
    body: envelope({
      groups: [
        { key: 'frasiAnni', sentences: ['È mancata all’affetto dei suoi cari, di anni [anni]'] },
        { key: 'annuncio', sentences: ['Ne danno il triste annuncio'] },
      ],
    }),
  }));
  server.on('POST', '/api/obituaries/createManifest', () => ({ body: envelope({ image: JPEG }) }));
  server.on('POST', '/api/obituaries/obituaryCheck', () =>
    duplicate
      ? {
          status: 409,
          body: failure(
            'Abbiamo rilevato un necrologio con gli stessi dati desideri continuare con il caricamento?',
            'DUPLICATE_OBITUARY',
          ),
        }
      : { body: envelope(null, { message: 'Nessun necrologio con gli stessi dati' }) },
  );
  for (const path of ['addPoster', 'deceasedAndObituary', 'addDeceased']) {
    server.on('POST', `/api/obituaries/${path}`, () => addAnswer());
  }
  // GET adminPartnerOptions: the server searches the active funeral homes.
  server.on('GET', '/api/admin/partnerOptions', (request) => {
    const partners = [
      { ID: 3, name: 'Onoranze Funebri Demo' },
      { ID: 8, name: 'Casa Funeraria Antica' },
    ];
    const name = (request.query.get('name') ?? '').toLowerCase();
    const id = request.query.get('id');
    const items = partners.filter(
      (partner) => (id === null || String(partner.ID) === id) && partner.name.toLowerCase().includes(name),
    );
    return { body: envelope({ items: name || id ? items : items.slice(0, 1), total: items.length }) };
  });
});

const posts = (path: string) =>
  server.requests.filter(
    (request) => request.method === 'POST' && request.path === `/api/obituaries/${path}`,
  );
const field = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
const byId = (id: string) => document.getElementById(id) as HTMLElement;

async function choose(user: UserEvent, id: string, value: string) {
  await waitFor(
    () => expect(within(byId(id)).getByRole('option', { name: value })).toBeInTheDocument(),
    WAIT,
  );
  await user.selectOptions(byId(id), value);
}

/** Region → province → city of a cascade whose selects are `${prefix}-region` etc. */
async function fillPlace(user: UserEvent, prefix: string, city = 'Milano') {
  await choose(user, `${prefix}-region`, 'Lombardia');
  await choose(user, `${prefix}-province`, 'Milano (MI)');
  await choose(user, `${prefix}-city`, city);
}

async function fillNotice(user: UserEvent) {
  await waitFor(() => expect(byId('obituary-name')).toBeInTheDocument(), WAIT);
  await user.type(byId('obituary-name'), 'Anna');
  await user.type(byId('obituary-surname'), 'Bianchi');
  await user.click(screen.getByRole('radio', { name: 'Donna' }));
  await user.type(screen.getByLabelText('Data di nascita'), '1940-05-10');
  await user.type(screen.getByLabelText('Data di morte'), '2026-11-20');
  await waitFor(() => expect(byId('obituary-graveyard-region')).toBeInTheDocument(), WAIT);
  await fillPlace(user, 'obituary-graveyard');
  await fillPlace(user, 'funeral-place-1');
  await user.type(byId('funeral-place-1-name'), 'Chiesa di San Marco');
  await fillPlace(user, 'obituary-referring-zone-1', 'Abbiategrasso');
  await user.click(screen.getByLabelText('Accetto i termini e le condizioni del servizio'));
}

describe('AddObituary (spec panels §2, §4, §5)', () => {
  it("shows every rule's message on an empty notice and sends nothing", async () => {
    const user = userEvent.setup();
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Procedi' }, WAIT));
    expect(await screen.findByText('La prima riga è obbligatoria', {}, WAIT)).toBeInTheDocument();
    expect(
      await screen.findByText('Devi selezionare almeno un luogo di riferimento', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Devi accettare i termini')).toBeInTheDocument();
    expect(await screen.findByText('Obbligatorio', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(4);
    await waitFor(() => expect(byId('obituary-name')).toHaveFocus(), WAIT);
    // A notice only: no tombstone section, no partner selector for a partner.
    expect(screen.queryByRole('heading', { name: 'Dati Lapide Digitale' })).toBeNull();
    expect(screen.queryByLabelText('Partner')).toBeNull();
    expect(posts('obituaryCheck')).toHaveLength(0);
    expect(posts('addPoster')).toHaveLength(0);
  });

  it('refuses a half-filled second funeral place', async () => {
    const user = userEvent.setup();
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Aggiungi luogo' }));
    await waitFor(() => expect(byId('funeral-place-2-name')).toHaveFocus(), WAIT);
    await user.type(byId('funeral-place-2-name'), 'Cimitero Maggiore');
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    expect(
      await screen.findByText(
        'Inserisci regione, provincia e città per ogni riga parzialmente compilata',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(posts('addPoster')).toHaveLength(0);
  });

  it('asks about the duplicate and the missing tombstone photo, uploads, and offers Aggiungine un altro', async () => {
    const user = userEvent.setup();
    duplicate = true;
    addAnswer = () => ({
      body: envelope(
        { deceasedID: 77, showPage: 1 },
        { message: "Il defunto verra' caricato al piu' presto" },
      ),
    });
    render(<AddObituary initialKind="both" onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Dati Manifesto' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dati Lapide Digitale' })).toBeInTheDocument();
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));

    const question = await screen.findByRole('dialog', {}, WAIT);
    expect(question).toHaveTextContent(
      'Abbiamo rilevato un necrologio con gli stessi dati desideri continuare con il caricamento?',
    );
    const check = JSON.parse(posts('obituaryCheck')[0].body) as Record<string, string>;
    expect(check['obituary-deceased-name']).toBe('Anna');
    expect(check['obituary-deceased-born-date']).toBe('1940/05/10');
    expect(check['obituary-deceased-graveyard-location']).toBe('15146');
    await user.click(within(question).getByRole('button', { name: 'Si' }));

    const photo = await screen.findByText(
      'Non hai caricato la foto della lapide, desideri continuare?',
      {},
      WAIT,
    );
    const photoDialog = photo.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(photoDialog).getByRole('button', { name: 'Si' }));

    const done = await screen.findByText("Il defunto verra' caricato al piu' presto", {}, { timeout: 5000 });
    const body = posts('deceasedAndObituary')[0].body;
    expect(field(body, 'admin-add-name')).toBe('Anna');
    expect(field(body, 'admin-add-gender')).toBe('F');
    expect(field(body, 'admin-add-death-date')).toBe('2026/11/20');
    expect(field(body, 'admin-add-graveyard-city')).toBe('15146');
    expect(field(body, 'admin-add-graveyard-cap')).toBe('20121');
    expect(field(body, 'terms')).toBe('1');
    expect(field(body, 'partnerid')).toBeUndefined();
    expect(JSON.parse(field(body, 'funeral-place')!)).toEqual([
      { name: 'Chiesa di San Marco', region: 10, province: 15, location: 15146, cap: '20121' },
    ]);
    expect(JSON.parse(field(body, 'referring-place')!)).toEqual([
      { region: 10, province: 15, location: 15002, cap: null },
    ]);
    const success = done.closest('[role="dialog"]') as HTMLElement;
    // The result dialog's downloads of the saved record (spec panels §2 "Memorial forms").
    for (const name of [
      'QR in formato A4',
      'QR in griglia',
      'Manifesto + Cartoncino Qr',
      'Indicazioni per le condoglianze',
    ])
      expect(within(success).getByRole('button', { name })).toBeInTheDocument();
    expect(within(success).getByRole('link', { name: 'Vai al defunto' })).toHaveAttribute(
      'href',
      '/memorial?00077',
    );
    await user.click(within(success).getByRole('button', { name: 'Aggiungine un altro' }));
    await waitFor(() => expect(byId('obituary-name')).toHaveValue(''), WAIT);
    await waitFor(() => expect(byId('obituary-name')).toHaveFocus(), WAIT);
  }, 20000);

  it('keeps everything typed when the server refuses, showing its message', async () => {
    const user = userEvent.setup();
    addAnswer = () => ({
      status: 400,
      body: {
        ...failure('Dati non validi', 'VALIDATION_FAILED'),
        data: { fields: { 'funeral-place.0': 'La prima riga è obbligatoria' } },
      },
    });
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    const message = await screen.findByText('Dati non validi', {}, { timeout: 5000 });
    await user.click(
      within(message.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Chiudi' }),
    );
    expect(byId('obituary-name')).toHaveValue('Anna');
    expect(byId('funeral-place-1-name')).toHaveValue('Chiesa di San Marco');
    expect(screen.getByText('La prima riga è obbligatoria')).toBeInTheDocument();
    expect(posts('addPoster')).toHaveLength(1);
  }, 20000);

  it('lets an administrator choose the partner or Nessuno', async () => {
    const user = userEvent.setup();
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ username: 'adminricordo', permissions: { platformAccess: 1 }, partnertype: null }),
      expiringMemorials: [],
    });
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    const partner = await screen.findByLabelText('Partner', {}, WAIT);
    expect(partner).toHaveValue('-1');
    await choose(user, 'obituary-partner', 'Onoranze Funebri Demo');
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    await screen.findByText("Il necrologio verra' caricato al piu' presto", {}, { timeout: 5000 });
    expect(field(posts('addPoster')[0].body, 'partnerid')).toBe('0003');
  }, 20000);

  it('searches the partners on the server as the administrator types, once the typing rests', async () => {
    const user = userEvent.setup();
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ username: 'adminricordo', permissions: { platformAccess: 1 }, partnertype: null }),
      expiringMemorials: [],
    });
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    const partner = await screen.findByLabelText('Partner', {}, WAIT);
    // The first answer holds only the first partners: the old one is not there until searched.
    await within(partner).findByRole('option', { name: 'Onoranze Funebri Demo' }, WAIT);
    expect(within(partner).queryByRole('option', { name: 'Casa Funeraria Antica' })).toBeNull();
    await user.type(screen.getByLabelText(/Cerca partner/), 'antica');
    await within(partner).findByRole('option', { name: 'Casa Funeraria Antica' }, WAIT);
    const searches = server.requests
      .filter((request) => request.path === '/api/admin/partnerOptions')
      .map((request) => request.query.get('name'));
    // One request for the whole word (debounced), none per letter.
    expect(searches.filter((name) => name !== null)).toEqual(['antica']);
    await choose(user, 'obituary-partner', 'Casa Funeraria Antica');
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Procedi' }));
    await screen.findByText("Il necrologio verra' caricato al piu' presto", {}, { timeout: 5000 });
    expect(field(posts('addPoster')[0].body, 'partnerid')).toBe('0008');
  }, 20000);
});

describe('Dati Manifesto (spec panels §3, §4)', () => {
  it('toggles bold and red, suggests sentences with the age, previews on blur and warns when stale', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:custom');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<AddObituary initialKind="notice" onClose={() => {}} />);
    const bold = await screen.findByRole('button', { name: 'Grassetto: Prima frase' }, WAIT);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    const red = screen.getByRole('button', { name: 'Rosso: Annuncio' });
    await user.click(red);
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Data di pubblicazione/)).not.toHaveValue('');

    expect(screen.getByLabelText('Sfondo del manifesto')).toHaveValue('1');
    await fillNotice(user);
    await user.selectOptions(screen.getByLabelText('Sfondo del manifesto'), 'Avorio, bordo grigio, croce');
    // The sentences of her gender (sentences?gender=F).
    await waitFor(
      () =>
        expect(
          server.requests.some(
            (request) => request.path === '/api/obituaries/sentences' && request.query.get('gender') === 'F',
          ),
        ).toBe(true),
      WAIT,
    );
    const suggest = await screen.findByLabelText('Frase suggerita: Prima frase', {}, WAIT);
    expect(within(suggest).getByRole('option', { name: 'Consigliami una frase' })).toHaveValue('-1');
    await user.selectOptions(suggest, 'È mancata all’affetto dei suoi cari, di anni 86');
    expect(screen.getByLabelText('Prima frase')).toHaveValue(
      'È mancata all’affetto dei suoi cari, di anni 86',
    );
    await user.click(screen.getByLabelText('Famiglia'));
    await user.tab();

    const image = await screen.findByRole('img', { name: 'Manifesto di Anna Bianchi' }, WAIT);
    expect(image).toHaveAttribute('src', JPEG);
    const lastBlock = (name: string) => JSON.parse(field(posts('createManifest').at(-1)!.body, name)!);
    await waitFor(() => expect(lastBlock('first_sentence').value).not.toBe(''), WAIT);
    expect(field(posts('createManifest').at(-1)!.body, 'age')).toBe('86');
    expect(field(posts('createManifest').at(-1)!.body, 'bg')).toBe('2');
    expect(lastBlock('first_sentence')).toEqual({
      value: 'È mancata all’affetto dei suoi cari, di anni 86',
      bold: true,
      red: false,
    });
    expect(lastBlock('announce').red).toBe(true);
    await waitFor(
      () =>
        expect(screen.queryByText("I dati sono cambiati dall'ultima anteprima del manifesto.")).toBeNull(),
      WAIT,
    );

    await user.type(screen.getByLabelText('Famiglia'), 'Lo annunciano i figli');
    expect(await screen.findByText(/I dati sono cambiati/, {}, WAIT)).toBeInTheDocument();
    const calls = posts('createManifest').length;
    await user.click(screen.getByRole('button', { name: 'Rigenera' }));
    await waitFor(() => expect(posts('createManifest').length).toBe(calls + 1), WAIT);
    await waitFor(() => expect(screen.queryByText(/I dati sono cambiati/)).toBeNull(), WAIT);

    await user.upload(
      screen.getByLabelText('Carica un manifesto personalizzato'),
      new File([new Uint8Array(10)], 'manifesto.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Manifesto di Anna Bianchi' })).toHaveAttribute(
        'src',
        'blob:custom',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Ripristina manifesto iniziale' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Manifesto di Anna Bianchi' })).toHaveAttribute('src', JPEG),
    );
  }, 30000);
});

import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import {
  bodyOf,
  embedServerData,
  fakeBackend,
  posted,
  renderPublic,
  type FakeRoute,
} from '../../test-support';

const NOW_S = Math.floor(Date.now() / 1000);

/** deceasedData as the server answers it: `bookOpen` is the server's decision, whatever `time` says. */
const deceased = (id: number, bookOpen: boolean, time = NOW_S) => ({
  result: 'success',
  ID: id,
  name: 'Giuseppe',
  surname: 'Martinelli',
  gender: 'M',
  dateOfBirth: '1931-03-12',
  dateOfDeath: '2019-11-02',
  time,
  bookOpen,
  photo: [],
  partner: null,
  memorial: null,
  memorialMedia: [],
  dedic: [],
  lamp: null,
});

function book(
  id: number,
  bookOpen: boolean,
  messages: unknown[] = [],
  bookAnswer?: FakeRoute,
  time = NOW_S,
): FakeRoute[] {
  return [
    (url) =>
      url.pathname === `/api/deceased/deceasedData/${id}`
        ? { data: deceased(id, bookOpen, time) }
        : undefined,
    (url) =>
      url.pathname === '/api/condolences/getBookLimit' ? { data: { condolenceLimit: 365 } } : undefined,
    (url) =>
      url.pathname === `/api/condolences/getBookMessages/${id}`
        ? { data: { condolences: messages } }
        : undefined,
    (url) =>
      url.pathname === `/api/condolences/phrases/${id}`
        ? { data: { phrases: ['Ciao Giuseppe, riposa in pace.'] } }
        : undefined,
    ...(bookAnswer ? [bookAnswer] : []),
  ];
}

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

/** Pastes rather than types: the form has many fields and typing each key is slow on a busy machine. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillAnonymous() {
  await fill(screen.getByLabelText(/Il tuo pensiero/), 'Un abbraccio');
  await fill(screen.getByLabelText(/^Firma/), 'Lucia');
  await fill(screen.getByLabelText(/^Nome/), 'Lucia');
  await fill(screen.getByLabelText(/^Cognome/), 'Ferri');
  await fill(screen.getByRole('textbox', { name: /^Email/ }), 'lucia@example.it');
  await userEvent.click(screen.getByLabelText(/Accetto i/));
}

describe('condolence book', () => {
  it('shows the name, the messages as text with date and time, and fills a suggested phrase', async () => {
    fakeBackend(
      ...book(1001, true, [
        { ID: 1, authorName: 'Anna', text: '<script>alert(1)</script>', time: 1_700_000_000 },
      ]),
    );
    renderPublic('/memorial-book?0001001');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Giuseppe Martinelli',
    );
    const list = await screen.findByRole('list', { name: 'Condoglianze' });
    expect(within(list).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(list).getByText('14/11/2023 23:13')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Consigliami una frase'), '0');
    expect(screen.getByLabelText(/Il tuo pensiero/)).toHaveValue('Ciao Giuseppe, riposa in pace.');
  }, 20_000);

  it('disables the form with the spec text when the server says the book is closed', async () => {
    // Published today: only the server's flag closes it (the browser does no date arithmetic).
    fakeBackend(...book(1001, false));
    renderPublic('/memorial-book?0001001');
    expect(
      await screen.findByText(
        'Le Condoglianze possono essere lasciate entro 365 giorni dalla data di pubblicazione',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
  });

  it('keeps the form open when the server says the book is open, however old the page (the demo 1000)', async () => {
    fakeBackend(...book(1000, true, [], undefined, NOW_S - 4000 * 86_400));
    renderPublic('/memorial-book?0001000');
    expect(await screen.findByRole('button', { name: 'Invia' }, { timeout: 5000 })).toBeEnabled();
  });

  it('asks for a phrase and the terms before sending', async () => {
    fakeBackend(...book(1000, true));
    renderPublic('/memorial-book?0001000');
    await userEvent.click(await screen.findByRole('button', { name: 'Invia' }, { timeout: 5000 }));
    expect(screen.getByText('Inserisci una frase per continuare')).toBeInTheDocument();
    expect(posted.filter((call) => call.path === '/api/condolences/book')).toHaveLength(0);
  });

  it('shows the success texts when published at once', async () => {
    fakeBackend(
      ...book(1000, true, [], (url) =>
        url.pathname === '/api/condolences/book'
          ? { data: { pending: false, ID: 5, channel: null } }
          : undefined,
      ),
    );
    renderPublic('/memorial-book?0001000');
    await screen.findByRole('button', { name: 'Invia' }, { timeout: 5000 });
    await fillAnonymous();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Condoglianze aggiunte con successo')).toBeInTheDocument();
    expect(screen.getByText('Sentitamente si ringrazia per la vicinanza dimostrata')).toBeInTheDocument();
    expect(posted.find((call) => call.path === '/api/condolences/book')?.body).toMatchObject({
      name: 'Lucia',
      text: 'Un abbraccio',
      qrcode: '0001000',
      accountName: 'Lucia',
      accountSurname: 'Ferri',
      email: 'lucia@example.it',
      terms: true,
    });
  }, 20_000);

  it("opens 'Attenzione' when the phone is unknown and the message waits for the link", async () => {
    fakeBackend(
      ...book(1000, true, [], (url) =>
        url.pathname === '/api/condolences/book'
          ? { data: { pending: true, ID: 6, channel: 'email' } }
          : undefined,
      ),
    );
    renderPublic('/memorial-book?0001000');
    await screen.findByRole('button', { name: 'Invia' }, { timeout: 5000 });
    await fillAnonymous();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('link via email');
  }, 20_000);

  it("marks the phone 'Telefono non valido' when the blur check says it cannot receive the code", async () => {
    const checkPhone: FakeRoute = (url, init) =>
      url.pathname === '/api/condolences/checkPhone'
        ? { data: { valid: String(bodyOf(init).telephone).endsWith('3331234567') } }
        : undefined;
    fakeBackend(...book(1000, true, [], checkPhone));
    renderPublic('/memorial-book?0001000');
    await screen.findByRole('button', { name: 'Invia' }, { timeout: 5000 });
    const phone = screen.getByRole('textbox', { name: /^Telefono/ });
    await fill(phone, '12345');
    await userEvent.tab();
    expect(await screen.findByText('Telefono non valido')).toBeInTheDocument();
    expect(posted.filter((call) => call.path === '/api/condolences/checkPhone')).toHaveLength(1);

    // Sending with the number still refused sends nothing.
    await fillAnonymous();
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(screen.getByText('Telefono non valido')).toBeInTheDocument();
    expect(posted.filter((call) => call.path === '/api/condolences/book')).toHaveLength(0);

    await userEvent.clear(phone);
    await fill(phone, '3331234567');
    await userEvent.tab();
    await vi.waitFor(
      () => expect(posted.filter((call) => call.path === '/api/condolences/checkPhone')).toHaveLength(2),
      { timeout: 4000 },
    );
    expect(screen.queryByText('Telefono non valido')).toBeNull();
  }, 20_000);
});

describe('condolence confirmation page', () => {
  it('publishes with one POST of id and token', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/condolences/bookconfirm' ? { data: { deceasedID: 1000 } } : undefined,
    );
    renderPublic('/bookconfirm?id=7&token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Condoglianze aggiunte con successo')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: '/api/condolences/bookconfirm', body: { id: '7', token: 'abcdefghijklmnopqrstuvwxyz' } },
    ]);
  });

  it("says 'Il link non è più valido' for a used link", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/condolences/bookconfirm'
        ? { status: 410, errorCode: 'TOKEN_INVALID', message: 'Il link non è più valido' }
        : undefined,
    );
    renderPublic('/bookconfirm?id=7&token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link non è più valido');
  });
});

describe('partner page', () => {
  it('shows the funeral home with contacts and recent obituaries', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/partners/getPartnerPage/4'
        ? {
            data: {
              ID: 4,
              name: 'Onoranze Funebri Bellini',
              type: 'partner',
              description: 'Dal 1962 accanto alle famiglie.\n\nSecondo paragrafo <b>non HTML</b>.',
              headerText: 'Onoranze funebri a Milano',
              logo: '/media/demo/logo.jpg',
              website: 'https://www.onoranzebellini.example/',
              email: 'info@onoranzebellini.example',
              telephone: '+39-0212345678',
              mobile: null,
              address: 'Via Giuseppe Verdi 12, 20121 Milano (MI)',
              social: [{ network: 'facebook', url: 'https://facebook.example/bellini' }],
              media: ['/media/demo/a.jpg'],
              obituaries: [
                {
                  ID: 1000,
                  name: 'Giuseppe',
                  surname: 'Martinelli',
                  dateOfBirth: '1931-03-12',
                  dateOfDeath: '2019-11-02',
                  photo: null,
                  graveyardName: 'Cimitero Monumentale',
                  graveLocation: 'Milano',
                  type: 'lapide',
                },
              ],
            },
          }
        : undefined,
    );
    renderPublic('/partner-page?4');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Onoranze Funebri Bellini');
    expect(screen.getByText('Secondo paragrafo <b>non HTML</b>.')).toBeInTheDocument();
    expect(screen.getByText('Via Giuseppe Verdi 12, 20121 Milano (MI)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.example/bellini',
    );
    expect(screen.getByRole('link', { name: 'Libro delle condoglianze' })).toHaveAttribute(
      'href',
      '/memorial-book?0001000',
    );
  });

  it("says 'Partner non trovato' for an unknown id", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/partners/getPartnerPage/999'
        ? { status: 404, errorCode: 'PARTNER_NOT_FOUND', message: 'Partner non trovato' }
        : undefined,
    );
    renderPublic('/partner-page?999');
    expect(await screen.findByRole('heading', { name: 'Partner non trovato' })).toBeInTheDocument();
    expect(screen.getByText("La pagina da lei richiesta non e' stata trovata")).toBeInTheDocument();
  });
});

describe('taking over the server-rendered first paint', () => {
  it('draws the book, its form, phrases and messages from the embedded data without asking again', () => {
    embedServerData({
      page: 'memorial-book',
      deceased: { ...deceased(1001, false, NOW_S - 400 * 86_400), photo: ['/media/demo/p.jpg'] },
      condolenceLimit: 365,
      open: false,
      messages: [{ ID: 9, authorName: 'Anna', text: 'Un abbraccio', time: 1_700_000_000 }],
      phrases: ['Ciao Giuseppe, riposa in pace.'],
    });
    const calls = fakeBackend();
    renderPublic('/memorial-book?0001001');
    // Synchronously, in the first render: no spinner, nothing to wait for.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Giuseppe Martinelli');
    expect(screen.getByRole('img', { name: 'Giuseppe Martinelli' })).toHaveAttribute(
      'src',
      '/media/demo/p.jpg',
    );
    expect(
      within(screen.getByRole('list', { name: 'Condoglianze' })).getByText('Un abbraccio'),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ciao Giuseppe, riposa in pace.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Le Condoglianze possono essere lasciate entro 365 giorni dalla data di pubblicazione',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('.pub-center')).toBeNull();
    expect(
      calls.filter(
        (url) => url.pathname.startsWith('/api/deceased') || url.pathname.startsWith('/api/condolences'),
      ),
    ).toEqual([]);
    expect(document.getElementById('ricordo-ssr-data')).toBeNull();
  });

  it('ignores data embedded for another deceased and asks the API', async () => {
    embedServerData({
      page: 'memorial-book',
      deceased: deceased(1002, true),
      condolenceLimit: 365,
      open: true,
      messages: [],
      phrases: [],
    });
    const calls = fakeBackend(...book(1001, true));
    renderPublic('/memorial-book?0001001');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Giuseppe Martinelli',
    );
    expect(calls.some((url) => url.pathname === '/api/deceased/deceasedData/1001')).toBe(true);
  });

  it("draws the partner page, or 'Partner non trovato', from the embedded data", () => {
    embedServerData({
      page: 'partner-page',
      id: 4,
      partner: {
        ID: 4,
        name: 'Onoranze Funebri Bellini',
        type: 'partner',
        description: null,
        headerText: null,
        logo: '/media/logo.jpg',
        website: null,
        email: 'info@bellini.example',
        telephone: '+39-0212345678',
        mobile: null,
        address: 'Via Verdi 12',
        social: [],
        media: [],
        obituaries: [],
      },
    });
    const calls = fakeBackend();
    renderPublic('/partner-page?4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Onoranze Funebri Bellini');
    expect(screen.getByRole('img', { name: 'Logo di Onoranze Funebri Bellini' })).toHaveAttribute(
      'width',
      '96',
    );
    expect(screen.getByRole('link', { name: '+39 0212345678' })).toHaveAttribute('href', 'tel:+390212345678');
    expect(calls.filter((url) => url.pathname.startsWith('/api/partners'))).toEqual([]);
  });

  it('shows a description saved by the page editor as rich text, and older plain text as paragraphs', () => {
    const partner = {
      ID: 4,
      name: 'Onoranze Funebri Bellini',
      type: 'partner',
      description: '<p>Dal <strong>1962</strong></p><h1>Servizi</h1>',
      headerText: null,
      logo: null,
      website: null,
      email: null,
      telephone: null,
      mobile: null,
      address: null,
      social: [],
      media: [],
      obituaries: [],
    };
    embedServerData({ page: 'partner-page', id: 4, partner });
    fakeBackend();
    renderPublic('/partner-page?4');
    expect(screen.getByText('1962').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Servizi' })).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).toBeNull();
    cleanup();

    embedServerData({ page: 'partner-page', id: 4, partner: { ...partner, description: 'Uno <b>\n\nDue' } });
    renderPublic('/partner-page?4');
    expect(screen.getByText('Uno <b>').tagName).toBe('P');
    expect(screen.getByText('Due').tagName).toBe('P');
  });

  it("shows 'Partner non trovato' at once when the server found none", () => {
    embedServerData({ page: 'partner-page', id: 999, partner: null });
    const calls = fakeBackend();
    renderPublic('/partner-page?999');
    expect(screen.getByRole('heading', { name: 'Partner non trovato' })).toBeInTheDocument();
    expect(calls.filter((url) => url.pathname.startsWith('/api/partners'))).toEqual([]);
  });
});

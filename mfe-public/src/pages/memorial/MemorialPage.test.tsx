import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { PublicApp } from '../../app';
import { embedServerData, fakeBackend, LocationProbe } from '../../test-support';

const demo = {
  result: 'success',
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  gender: 'M',
  dateOfBirth: '1932-03-14',
  dateOfDeath: '2019-11-02',
  time: 1572700000,
  aphorism: 'Chi vive nel cuore di chi resta non muore mai.',
  graveyardName: 'Cimitero Monumentale',
  graveRegion: 'Lombardia',
  graveRegionID: 10,
  graveProvince: 'MI',
  graveProvinceID: 15,
  graveLocation: 'Milano',
  graveLocationID: 1,
  graveCap: '20154',
  photo: ['/media/demo/giuseppe.jpg'],
  'photo-lapide': null,
  partner: null,
  memorial: null,
  memorialMedia: [],
  dedic: [],
  lamp: null,
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicApp basePath="/" />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  sessionStore.setState({ status: 'unknown', user: null });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('memorial page', () => {
  it('shows the demo deceased: name, dates, photo, cemetery and aphorism', async () => {
    const calls = fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/1000' ? { data: demo } : undefined,
    );
    renderAt('/memorial?0001000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giuseppe Verdi' })).toBeInTheDocument();
    expect(screen.getByText('14/03/1932')).toBeInTheDocument();
    expect(screen.getByText('02/11/2019')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Giuseppe Verdi' });
    expect(photo).toHaveAttribute('src', '/media/demo/giuseppe.jpg');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Cimitero Monumentale')).toBeInTheDocument();
    expect(screen.getByText(/Milano/)).toBeInTheDocument();
    expect(screen.getByText('Chi vive nel cuore di chi resta non muore mai.')).toBeInTheDocument();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/deceased/deceasedData/1000']);
    expect(document.querySelector('[data-remote="mfe_public"]')).not.toBeNull();
  });

  it('says an unknown id was not found and goes home after about 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/999999'
        ? {
            status: 404,
            message: 'Defunto con id 999999 non trovato, verra` reinderizzatto alla home',
            errorCode: 'DECEASED_NOT_FOUND',
          }
        : undefined,
    );
    renderAt('/memorial?000999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Defunto con id 999999 non trovato, verra` reinderizzatto alla home');
    expect(screen.getByTestId('location')).toHaveTextContent('/memorial?000999999');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    // The home page is a lazy chunk: the navigation commits once it has loaded.
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 4000 });
  });

  it("says a page that is not public is reserved, with the server's explanation and a way to sign in", async () => {
    const message =
      'Questa pagina è riservata: si apre inquadrando il QR della lapide, con il link della famiglia o, se sei stato invitato, accedendo al tuo account.';
    fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/1000'
        ? { status: 403, message, errorCode: 'PAGE_NOT_PUBLIC' }
        : undefined,
    );
    renderAt('/memorial?0001000');
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina riservata' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    // Not the 'not found' path: no trip home.
    expect(screen.getByTestId('location')).toHaveTextContent('/memorial?0001000');
  });

  it('treats a malformed id as not found without asking the server', async () => {
    const calls = fakeBackend();
    renderAt('/memorial?abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Defunto con id abc non trovato, verra` reinderizzatto alla home',
    );
    expect(calls.filter((url) => url.pathname.startsWith('/api/deceased'))).toEqual([]);
  });

  it('goes home at once when the message is dismissed', async () => {
    fakeBackend();
    renderAt('/memorial?xyz');
    await userEvent.click(await screen.findByRole('button', { name: 'Chiudi' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 4000 });
  });

  it('offers a retry when the server cannot be reached', async () => {
    let reachable = false;
    fakeBackend((url) => {
      if (url.pathname !== '/api/deceased/deceasedData/1000') return undefined;
      return reachable ? { data: demo } : { status: 503, message: 'Servizio non disponibile' };
    });
    renderAt('/memorial?0001000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non disponibile');
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giuseppe Verdi' })).toBeInTheDocument();
  });

  it('shows each dedication state, the biography, the purchase cards, the partner link and the expiry', async () => {
    const full = {
      ...demo,
      partner: { ID: 7, name: 'Onoranze Bellini' },
      memorial: {
        ID: 1,
        bio: '<p>Nato a Milano.</p><p>Tipografo &amp; musicista.</p>',
        expirationDate: 1700000000,
      },
      dedic: [
        {
          ID: 1,
          type: 'dedica-cero',
          time: 1761991200,
          status: 'pending',
          text: '',
          showAuthor: 0,
          media: null,
        },
        {
          ID: 2,
          type: 'dedica-fiori',
          time: 1761991200,
          status: 'accepted',
          text: 'Ciao nonno',
          showAuthor: 'I nipoti',
          media: null,
        },
        // A refused photo as the server publishes it (the dedications module's rule): virtual flowers,
        // anonymous, no text, no media. The page shows what it receives.
        {
          ID: 3,
          type: 'dedica-fiori',
          time: 1761991200,
          status: 'refused',
          text: '',
          showAuthor: 0,
          media: null,
        },
      ],
    };
    fakeBackend((url) => (url.pathname === '/api/deceased/deceasedData/1000' ? { data: full } : undefined));
    renderAt('/memorial?0001000');
    expect(await screen.findByRole('heading', { level: 2, name: 'CHI ERA' })).toBeInTheDocument();
    expect(screen.getByText('Tipografo & musicista.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "LO RICORDANO COSI'" })).toBeInTheDocument();
    const items = document.querySelectorAll('[data-dedic-status]');
    expect(items[0]).toHaveTextContent('In attesa di accettazione');
    expect(items[0]).toHaveTextContent('Anonimo');
    expect(items[1]).toHaveTextContent('Ciao nonno');
    expect(items[1]).toHaveTextContent('I nipoti');
    expect(items[2]).toHaveAttribute('data-dedic-type', 'dedica-fiori');
    expect(items[2]).toHaveTextContent('Fiori');
    expect(items[2]).toHaveTextContent('Anonimo');
    expect(items[2].querySelector('.pub-dedic-text')).toBeNull();
    expect(items[2].querySelector('img')).toBeNull();
    expect(screen.getByText('Memorial scaduto il 14/11/2023')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onoranze Bellini' })).toHaveAttribute('href', '/partner-page?7');
    const cards = [...document.querySelectorAll('[data-buy]')].map((card) => card.getAttribute('href'));
    expect(cards).toEqual([
      '/flowers?dedica-cero&1000',
      '/flowers?dedica-fiori&1000',
      '/flowers?dedica-foto&1000',
      '/flowers?dedica-video&1000',
      '/flowers?fiori-reali&1000',
    ]);
    expect(document.querySelector('[data-lamp]')).toBeNull();
  });

  it('starts from the data the server embedded, without asking again', async () => {
    embedServerData(demo);
    const calls = fakeBackend();
    renderAt('/memorial?0001000');
    expect(screen.getByRole('heading', { level: 1, name: 'Giuseppe Verdi' })).toBeInTheDocument();
    expect(document.querySelector('.pub-center')).toBeNull();
    expect(calls.filter((url) => url.pathname.startsWith('/api/deceased'))).toEqual([]);
    expect(document.getElementById('ricordo-ssr-data')).toBeNull();
  });

  it('shows the lamp icon of the state table', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/1000'
        ? { data: { ...demo, lamp: { effectiveState: 1, setState: 2 } } }
        : undefined,
    );
    renderAt('/memorial?0001000');
    expect(await screen.findByRole('img', { name: 'Lampada votiva con fiamma' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lampada votiva/ })).toBeNull();
  });

  it("links the lamp's manager, and only them, to the lamp's popup in the lamp panel", async () => {
    fakeBackend((url) =>
      url.pathname === '/api/deceased/deceasedData/1000'
        ? { data: { ...demo, lamp: { effectiveState: 1, setState: 1, idGestore: 77 } } }
        : undefined,
    );
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ user_id: 78 }),
      expiringMemorials: [],
    });
    renderAt('/memorial?0001000');
    expect(await screen.findByRole('img', { name: 'Lampada votiva accesa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lampada votiva/ })).toBeNull();

    act(() => sessionStore.getState().setSession(makeUser({ user_id: 77 })));
    const link = await screen.findByRole('link', {
      name: 'Lampada votiva accesa: apri la lampada nel pannello lampade',
    });
    expect(link).toHaveAttribute('href', '/lampade-panel?DeceasedID=0001000#lampade');
  });
});

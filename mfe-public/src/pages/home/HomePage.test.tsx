import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { PublicApp } from '../../app';
import { fakeBackend, LocationProbe, renderPublic } from '../../test-support';

const nicolo = {
  ID: 1042,
  name: 'Nicolò',
  surname: 'Bianchi',
  dateOfBirth: '1940-05-01',
  dateOfDeath: '2021-01-20',
  photo: '/media/demo/nicolo.jpg',
  graveyardName: 'Cimitero di Staglieno',
  graveLocation: 'Genova',
  type: 'lapide',
  partnerID: 7,
  partnerName: 'Onoranze Rossi',
};

const locations = (url: URL) => {
  if (url.pathname === '/api/location/getRegioni')
    return {
      data: {
        regioni: [
          { ID: 4, name: 'Lombardia' },
          { ID: 20, name: 'Sicilia' },
        ],
      },
    };
  if (url.pathname === '/api/location/getProvince/20')
    return { data: { province: [{ ID: 82, name: 'Palermo', sigla: 'PA', idregione: 20 }] } };
  if (url.pathname.startsWith('/api/location/getComuni/'))
    return { data: { comuni: [{ ID: 82053, name: 'Palermo', cap: '90121', capList: ['90121', '90142'] }] } };
  return undefined;
};

/** The home page is a lazy chunk of the remote: resolves once its search form is there. */
async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicApp basePath="/" />
      <LocationProbe />
    </MemoryRouter>,
  );
  await screen.findByLabelText('Cerca per nome', undefined, { timeout: 4000 });
}

afterEach(() => vi.unstubAllGlobals());

/** A search call's query without its searchid (made afresh for each request), which must be there. */
function withoutSearchId(url: URL | undefined): Record<string, string> {
  const { searchid, ...rest } = Object.fromEntries(url?.searchParams ?? []);
  expect(searchid).toMatch(/^[a-z0-9]+$/);
  return rest;
}

describe('home search', () => {
  it('searches by name, keeps the query in the URL and lists cards with their links', async () => {
    const calls = fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? {
            data: {
              result: 'success',
              searchResult: url.searchParams.get('text') === 'nicolo' ? [nicolo] : [],
              nextPage: null,
              cursor: null,
            },
          }
        : undefined,
    );
    await renderAt('/');
    await userEvent.type(screen.getByLabelText('Cerca per nome'), 'nicolo');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    const card = await screen.findByRole('article', { name: 'Nicolò Bianchi' });
    expect(within(card).getByRole('link', { name: 'Nicolò Bianchi' })).toHaveAttribute(
      'href',
      '/memorial?0001042',
    );
    expect(within(card).getByRole('link', { name: /^Apri la pagina/ })).toHaveAttribute(
      'href',
      '/memorial?0001042',
    );
    expect(within(card).getByRole('link', { name: /^Libro delle condoglianze/ })).toHaveAttribute(
      'href',
      '/memorial-book?0001042',
    );
    expect(within(card).getByRole('link', { name: 'Onoranze Rossi' })).toHaveAttribute(
      'href',
      '/partner-page?7',
    );
    expect(within(card).getByText('01/05/1940 – 20/01/2021')).toBeInTheDocument();
    expect(within(card).getByText('Cimitero di Staglieno, Genova')).toBeInTheDocument();
    expect(within(card).getByText('Lapide digitale')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/?name=nicolo');
    const last = calls.filter((url) => url.pathname === '/api/search').at(-1);
    expect(withoutSearchId(last)).toEqual({
      text: 'nicolo',
      page: '1',
      maxResults: '12',
    });
  });

  it('runs every criterion of a shared link on arrival, without a cursor', async () => {
    const calls = fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [nicolo], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/home?name=nicolo&region=20&province=82&filter=2&order=surname&orderDir=asc&page=2');
    expect(screen.getByLabelText('Cerca per nome')).toHaveValue('nicolo');
    expect(await screen.findByRole('link', { name: 'Nicolò Bianchi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ordina per')).toHaveValue('surname');
    expect(screen.getByLabelText('Direzione')).toHaveValue('asc');
    expect(screen.getByRole('radio', { name: 'Lapidi digitali' })).toBeChecked();
    expect(screen.getByText('Pagina 2')).toBeInTheDocument();
    const last = calls.filter((url) => url.pathname === '/api/search').at(-1);
    expect(withoutSearchId(last)).toEqual({
      text: 'nicolo',
      region: '20',
      province: '82',
      filter: '2',
      order: 'surname',
      orderDir: 'asc',
      page: '2',
      maxResults: '12',
    });
  });

  it('puts region, type, order and direction in the URL', async () => {
    fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/');
    const region = screen.getByLabelText('Regione');
    await screen.findByRole('option', { name: 'Sicilia' });
    await userEvent.selectOptions(region, '20');
    await screen.findByRole('option', { name: 'Palermo (PA)' });
    expect(screen.getByLabelText('Provincia')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), '82');
    await userEvent.click(screen.getByRole('radio', { name: 'Necrologi' }));
    await userEvent.selectOptions(screen.getByLabelText('Ordina per'), 'dateOfDeathValue');
    await userEvent.selectOptions(screen.getByLabelText('Direzione'), 'asc');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/?region=20&province=82&filter=1&order=dateOfDeathValue&orderDir=asc',
    );
  });

  it('says when nothing matches, and the server message for a region', async () => {
    fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? url.searchParams.get('region')
          ? {
              message: 'Nessuna pagina trovata per la regione scelta',
              data: { result: 'success', searchResult: [], nextPage: null, cursor: null },
            }
          : { data: { result: 'success', searchResult: [], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/?name=zzz');
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
    cleanup();
    await renderAt('/?region=21');
    expect(await screen.findByText('Nessuna pagina trovata per la regione scelta')).toBeInTheDocument();
  });

  it('shows a spinner while searching', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    await renderAt('/?name=rossi');
    expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
  });

  it('pages with the cursor of the page before and comes back', async () => {
    const calls = fakeBackend(locations, (url) => {
      if (url.pathname !== '/api/search') return undefined;
      const page = url.searchParams.get('page');
      return page === '1'
        ? { data: { result: 'success', searchResult: [nicolo], nextPage: 2, cursor: 'c2' } }
        : {
            data: {
              result: 'success',
              searchResult: [{ ...nicolo, ID: 1043, name: 'Anna' }],
              nextPage: null,
              cursor: null,
            },
          };
    });
    await renderAt('/?name=bianchi');
    expect(await screen.findByText('Pagina 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('link', { name: 'Anna Bianchi' })).toHaveAttribute(
      'href',
      '/memorial?0001043',
    );
    expect(screen.getByTestId('location').textContent).toBe('/?name=bianchi&page=2');
    expect(screen.queryByRole('link', { name: 'Nicolò Bianchi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Successiva' })).toBeDisabled();
    const second = calls.filter((url) => url.pathname === '/api/search').at(-1);
    expect(second?.searchParams.get('after')).toBe('c2');
    await userEvent.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(await screen.findByRole('link', { name: 'Nicolò Bianchi' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/?name=bianchi');
  });

  it("sends a link's searchid, keeps it while paging, drops it for a new search", async () => {
    const calls = fakeBackend(locations, (url) => {
      if (url.pathname !== '/api/search') return undefined;
      const searchid = url.searchParams.get('searchid') ?? undefined;
      return url.searchParams.get('page') === '1'
        ? { data: { result: 'success', searchResult: [nicolo], nextPage: 2, cursor: 'c2', searchid } }
        : {
            data: {
              result: 'success',
              searchResult: [{ ...nicolo, ID: 1043, name: 'Anna' }],
              nextPage: null,
              cursor: null,
              searchid,
            },
          };
    });
    await renderAt('/?name=bianchi&searchid=zona-42');
    expect(await screen.findByRole('link', { name: 'Nicolò Bianchi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(await screen.findByRole('link', { name: 'Anna Bianchi' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/?name=bianchi&page=2&searchid=zona-42');
    const searches = () => calls.filter((url) => url.pathname === '/api/search');
    expect(searches().map((url) => url.searchParams.get('searchid'))).toEqual(['zona-42', 'zona-42']);

    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?name=bianchi'));
    await vi.waitFor(() => expect(searches()).toHaveLength(3), { timeout: 4000 });
    expect(searches()[2]?.searchParams.get('searchid')).not.toBe('zona-42');
  });

  it('ignores an answer that echoes another searchid', async () => {
    fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? {
            data: {
              result: 'success',
              searchResult: [nicolo],
              nextPage: null,
              cursor: null,
              searchid: 'altra',
            },
          }
        : undefined,
    );
    await renderAt('/?name=nicolo&searchid=mia');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'Nicolò Bianchi' })).toBeNull();
  });

  it('shows HTML in names and in the search as text', async () => {
    const html = '<img src=x onerror="window.hacked=1">';
    fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? {
            data: {
              result: 'success',
              searchResult: [{ ...nicolo, name: html }],
              nextPage: null,
              cursor: null,
            },
          }
        : undefined,
    );
    await renderAt(`/?name=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(screen.getByLabelText('Cerca per nome')).toHaveValue('<script>alert(1)</script>');
    expect(await screen.findByRole('link', { name: `${html} Bianchi` })).toBeInTheDocument();
    expect(document.querySelector('.pub-result img[src="x"]')).toBeNull();
  });

  it("refuses a search text over 100 characters with 'Testo di ricerca troppo lungo'", async () => {
    const calls = fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/');
    await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca');
    const before = calls.length;
    await userEvent.click(screen.getByLabelText('Cerca per nome'));
    await userEvent.paste('a'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Testo di ricerca troppo lungo')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(calls.filter((url) => url.pathname === '/api/search').length).toBe(
      calls.slice(0, before).filter((url) => url.pathname === '/api/search').length,
    );
  });
});

describe('unknown public paths', () => {
  it('go to /', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/nonsense/path');
    expect(await screen.findByLabelText('Cerca per nome')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('#newLogin (spec public §2, §6)', () => {
  afterEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));

  it('sends a signed-in user on to the landing of their panel, without searching', async () => {
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' }),
      expiringMemorials: [],
    });
    const calls = fakeBackend(locations);
    const { location } = renderPublic('/home#newLogin');
    await vi.waitFor(() => expect(location()).toBe('/partner-panel#deceased'), { timeout: 4000 });
    expect(calls.some((url) => url.pathname === '/api/search')).toBe(false);
  });

  it('leaves a signed-in user on the search without the hash, and a visitor with it', async () => {
    sessionStore.setState({ status: 'authenticated', user: makeUser(), expiringMemorials: [] });
    fakeBackend(locations, (url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null, cursor: null } }
        : undefined,
    );
    await renderAt('/home');
    expect(screen.getByTestId('location').textContent).toBe('/home');
    cleanup();
    sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
    await renderAt('/home#newLogin');
    expect(screen.getByTestId('location').textContent).toBe('/home#newLogin');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicApp } from '../../app';
import { fakeBackend, LocationProbe } from '../../test-support';

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
  partnerID: null,
  partnerName: null,
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicApp basePath="/" />
      <LocationProbe />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('home search', () => {
  it('searches by name, keeps the query in the URL and lists cards linking to the memorial', async () => {
    const calls = fakeBackend((url) =>
      url.pathname === '/api/search'
        ? {
            data: {
              result: 'success',
              searchResult: url.searchParams.get('text') === 'nicolo' ? [nicolo] : [],
              nextPage: null,
            },
          }
        : undefined,
    );
    renderAt('/');
    await userEvent.type(screen.getByLabelText('Cerca per nome'), 'nicolo');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    const card = await screen.findByRole('link', { name: /Nicolò Bianchi/ });
    expect(card).toHaveAttribute('href', '/memorial?0001042');
    expect(within(card).getByText('01/05/1940 – 20/01/2021')).toBeInTheDocument();
    expect(within(card).getByText('Cimitero di Staglieno, Genova')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/?name=nicolo');
    const last = calls.filter((url) => url.pathname === '/api/search').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      text: 'nicolo',
      page: '1',
      maxResults: '12',
    });
  });

  it('runs the search of a shared link on arrival', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [nicolo], nextPage: null } }
        : undefined,
    );
    renderAt('/home?name=nicolo');
    expect(screen.getByLabelText('Cerca per nome')).toHaveValue('nicolo');
    expect(await screen.findByRole('link', { name: /Nicolò Bianchi/ })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null } }
        : undefined,
    );
    renderAt('/?name=zzz');
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
  });

  it('shows a spinner while searching', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderAt('/?name=rossi');
    expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
  });

  it('loads the next page on request', async () => {
    fakeBackend((url) => {
      if (url.pathname !== '/api/search') return undefined;
      const page = url.searchParams.get('page');
      return page === '1'
        ? { data: { result: 'success', searchResult: [nicolo], nextPage: 2 } }
        : {
            data: {
              result: 'success',
              searchResult: [{ ...nicolo, ID: 1043, name: 'Anna' }],
              nextPage: null,
            },
          };
    });
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByRole('link', { name: /Anna Bianchi/ })).toHaveAttribute(
      'href',
      '/memorial?0001043',
    );
    expect(screen.getByRole('link', { name: /Nicolò Bianchi/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).toBeNull();
  });
});

describe('unknown public paths', () => {
  it('go to /', async () => {
    fakeBackend((url) =>
      url.pathname === '/api/search'
        ? { data: { result: 'success', searchResult: [], nextPage: null } }
        : undefined,
    );
    renderAt('/nonsense/path');
    expect(await screen.findByLabelText('Cerca per nome')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

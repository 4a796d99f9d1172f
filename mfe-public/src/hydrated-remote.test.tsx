// The browser takes over the server's markup in place (hydration), not by drawing it again.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PublicRemote from './export-app';
import { setServerData } from './pages/memorial/ssr-data';
import { PublicTree } from './public-tree';
import { fakeBackend, LocationProbe } from './test-support';

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
  graveProvince: 'MI',
  graveLocation: 'Milano',
  photo: ['/media/demo/giuseppe.jpg'],
  'photo-lapide': null,
  partner: { ID: 7, name: 'Onoranze Bellini' },
  memorial: {
    bio: '<h1>Una vita</h1><p>Tipografo &amp; <strong>poeta</strong></p>',
    expirationDate: 4102444800,
  },
  memorialMedia: [{ ID: 1, type: 'image', file: '/media/demo/a.jpg' }],
  dedic: [],
  lamp: null,
};

/** The page as the backend sends it: the render entry's markup after #root, and the data beside it. */
function serverPage(path: string, data: unknown): void {
  setServerData(data);
  let html: string;
  try {
    html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <PublicTree basePath="/" />
      </MemoryRouter>,
    );
  } finally {
    setServerData(undefined);
  }
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.innerHTML =
    `<div id="ricordo-ssr" data-ssr-page="memorial" data-ssr-render="1">${html}</div>` +
    `<script id="ricordo-ssr-data" type="application/json">${json}</script>`;
}

/**
 * A lazy page as the backend sends it: the server waits for the lazy page (the render entry prerenders), so
 * does this copy of it.
 */
async function prerenderedPage(path: string, data: { page: string }): Promise<void> {
  setServerData(data);
  const { prerender } = await import('react-dom/static');
  let html = '';
  try {
    const { prelude } = await prerender(
      <MemoryRouter initialEntries={[path]}>
        <PublicTree basePath="/" />
      </MemoryRouter>,
    );
    html = await new Response(prelude).text();
    // In one process with the client (only here), the server renderer leaves the last provider values
    // in the shared context objects: an empty render puts the defaults back.
    await new Response((await prerender(<div />)).prelude).text();
  } finally {
    setServerData(undefined);
  }
  document.body.innerHTML =
    `<div id="ricordo-ssr" data-ssr-page="${data.page}" data-ssr-render="1">${html}</div>` +
    `<script id="ricordo-ssr-data" type="application/json">${JSON.stringify(data)}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over the server-rendered memorial', () => {
  it('hydrates the server markup in place: same photo element, no request, no mismatch', async () => {
    const calls = fakeBackend(() => ({ data: demo }));
    const errors = vi.spyOn(console, 'error');
    serverPage('/memorial?0001000', demo);
    const server = document.getElementById('ricordo-ssr');
    const photo = document.querySelector('img.pub-memorial-photo');
    const heading = document.querySelector('h1');
    expect(photo).not.toBeNull();

    render(
      <MemoryRouter initialEntries={['/memorial?0001000']}>
        <PublicRemote basePath="/" />
        <LocationProbe />
      </MemoryRouter>,
    );
    // Hydration is scheduled, not synchronous: let it run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server?.hasAttribute('data-ssr-hydrated')).toBe(true);
    expect(server?.parentElement?.hasAttribute('data-ssr-host')).toBe(true);
    expect(document.querySelector('img.pub-memorial-photo')).toBe(photo);
    expect(document.querySelector('h1')).toBe(heading);
    expect(screen.getAllByRole('heading', { level: 1, name: 'Giuseppe Verdi' })).toHaveLength(1);
    expect(calls.filter((url) => url.pathname.includes('deceasedData'))).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();

    // The hydrated page navigates through the shell's router.
    await userEvent.click(screen.getByRole('link', { name: 'Onoranze Bellini' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/partner-page?7');
  });

  it('renders as usual when the page came without server markup', async () => {
    fakeBackend((url) => (url.pathname === '/api/deceased/deceasedData/1000' ? { data: demo } : undefined));
    render(
      <MemoryRouter initialEntries={['/memorial?0001000']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Giuseppe Verdi' })).toBeInTheDocument();
    expect(document.querySelector('[data-ssr-host]')).toBeNull();
  });
});

describe('taking over the server-rendered condolence book (a lazy page)', () => {
  it('keeps the server markup while the page chunk loads, then hydrates it: same elements, form enabled', async () => {
    const book = {
      page: 'memorial-book',
      deceased: { ...demo, bookOpen: true },
      condolenceLimit: 365,
      open: true,
      messages: [{ ID: 1, authorName: 'Lucia', text: 'Un abbraccio', time: 1761991200 }],
      phrases: [],
    };
    fakeBackend(() => ({ data: book }));
    const errors = vi.spyOn(console, 'error');
    await prerenderedPage('/memorial-book?0001000', book);
    const heading = document.querySelector('h1');
    const message = screen.getByText('Un abbraccio');
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();

    render(
      <MemoryRouter initialEntries={['/memorial-book?0001000']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    expect(document.querySelector('.pub-center')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled());
    expect(document.querySelector('h1')).toBe(heading);
    expect(screen.getByText('Un abbraccio')).toBe(message);
    // Server and client renderer in one process (only here) warn about sharing context objects.
    const reported = errors.mock.calls.filter(([text]) => !String(text).includes('multiple renderers'));
    expect(reported).toEqual([]);
  });
});

describe('taking over the server-rendered order form of a purchase card (a lazy page)', () => {
  it('keeps the server form, asks nothing the server gave, and enables the fields once hydrated', async () => {
    const flowers = {
      page: 'flowers',
      type: 'dedica-cero',
      deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
      price: 250,
      products: [],
    };
    const calls = fakeBackend(() => undefined);
    const errors = vi.spyOn(console, 'error');
    await prerenderedPage('/flowers?dedica-cero&1000', flowers);
    const heading = screen.getByRole('heading', { level: 1, name: 'Lascia una dedica per Giuseppe Verdi' });
    const name = screen.getByLabelText(/^Nome/);
    expect(name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeDisabled();

    render(
      <MemoryRouter initialEntries={['/flowers?dedica-cero&0001000']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toBeEnabled(), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByLabelText(/^Nome/)).toBe(name);
    expect(screen.getByText(/Totale/)).toHaveTextContent('2,50 €');
    expect(calls.filter((url) => /getProductPrice|deceasedData/.test(url.pathname))).toEqual([]);
    await userEvent.type(name, 'Lucia');
    expect(name).toHaveValue('Lucia');
    const reported = errors.mock.calls.filter(([text]) => !String(text).includes('multiple renderers'));
    expect(reported).toEqual([]);
  });
});

// The notice on the memorial page: the funeral home's manifesto, its caption and the
// funeral information, drawn the same by the server and by the browser's first render (hydration).
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeceasedData } from '@ricordo/shared-design';
import PublicRemote from '../../../export-app';
import { PublicTree } from '../../../public-tree';
import { fakeBackend } from '../../../test-support';
import { setServerData } from '../ssr-data';
import { NoticeSection } from './NoticeSection';
import { NOTICE_URL, noticeOnly, tombstoneWithNotice } from './notice-fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

function section(deceased: unknown) {
  render(
    <MemoryRouter>
      <NoticeSection deceased={deceased as DeceasedData} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'NECROLOGIO' });
}

describe('NoticeSection', () => {
  it("shows a notice-only page's manifesto at once, sized, with its caption, funeral date, places and note", () => {
    const notice = section(noticeOnly);
    const image = within(notice).getByRole('img', { name: 'Manifesto funebre di Anna Bellini Sartori' });
    expect(image).toHaveAttribute('src', NOTICE_URL);
    expect(image).toHaveAttribute('width', '1080');
    expect(image).toHaveAttribute('height', '1527');
    expect(image).toHaveAttribute('loading', 'eager');
    // No photo in the header: the manifesto is the page's largest image.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(notice.querySelector('figcaption')).toHaveTextContent(
      'Questo è il manifesto originale pubblicato da Onoranze Funebri Bellini su Ricordo.',
    );
    expect(within(notice).getByRole('link', { name: 'Onoranze Funebri Bellini' })).toHaveAttribute(
      'href',
      '/partner-page?7',
    );
    expect(within(notice).getByText('Data del funerale').nextElementSibling).toHaveTextContent('21/01/2025');
    expect(within(notice).getByText('Luoghi del funerale')).toBeInTheDocument();
    expect(within(notice).getByText('Chiesa di San Secondo, Torino (TO)')).toBeInTheDocument();
    expect(within(notice).getByText('Cimitero Monumentale, Torino (TO)')).toBeInTheDocument();
    expect(within(notice).getByRole('heading', { level: 3, name: 'Ricamo' })).toBeInTheDocument();
    expect(within(notice).getByText('alla famiglia').tagName).toBe('STRONG');
    expect(notice.innerHTML).not.toContain('script');
  });

  it("waits to be scrolled to below a tombstone's page, and names no home when the notice has none", () => {
    const notice = section({ ...tombstoneWithNotice, partner: null });
    const image = within(notice).getByRole('img', { name: 'Manifesto funebre di Anna Bellini Sartori' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(notice.querySelector('figcaption')).toHaveTextContent(
      'Questo è il manifesto originale pubblicato su Ricordo.',
    );
  });

  it('leaves out funeral information it does not have, and draws nothing without a notice', () => {
    const notice = section({
      ...noticeOnly,
      notice: { ...noticeOnly.notice, funeralDate: null, funeralPlaces: [], obituaryNote: null },
    });
    expect(notice.querySelector('dl')).toBeNull();
    expect(notice.querySelector('.pub-bio')).toBeNull();
    document.body.innerHTML = '';
    const { container } = render(
      <MemoryRouter>
        <NoticeSection deceased={{ ...noticeOnly, notice: null } as unknown as DeceasedData} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

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

describe('the memorial page of a notice', () => {
  it.each([
    ['a notice only', noticeOnly],
    ["a tombstone's page with its notice", tombstoneWithNotice],
  ])('hydrates the server markup of %s in place, no request, no mismatch', async (_, data) => {
    const calls = fakeBackend(() => ({ data }));
    const errors = vi.spyOn(console, 'error');
    serverPage('/memorial?0001003', data);
    const server = document.getElementById('ricordo-ssr');
    const manifesto = document.querySelector('img.pub-notice-manifesto');
    const before = server?.innerHTML;
    expect(manifesto).not.toBeNull();

    render(
      <MemoryRouter initialEntries={['/memorial?0001003']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server?.hasAttribute('data-ssr-hydrated')).toBe(true);
    expect(document.querySelector('img.pub-notice-manifesto')).toBe(manifesto);
    expect(server?.innerHTML).toBe(before);
    expect(calls.filter((url) => url.pathname.includes('deceasedData'))).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('leaves out the empty tombstone parts of a notice only, and keeps them on a tombstone', async () => {
    fakeBackend(() => ({ data: noticeOnly }));
    const first = render(
      <MemoryRouter initialEntries={['/memorial?0001003']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole(
        'img',
        { name: 'Manifesto funebre di Anna Bellini Sartori' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "LO RICORDANO COSI'" })).toBeNull();
    expect(document.querySelector('div.pub-memorial-photo')).toBeNull();
    expect(screen.getByRole('heading', { name: 'LASCIA UN RICORDO' })).toBeInTheDocument();
    first.unmount();

    fakeBackend(() => ({ data: { ...noticeOnly, notice: null } }));
    render(
      <MemoryRouter initialEntries={['/memorial?0001003']}>
        <PublicRemote basePath="/" />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: "LO RICORDANO COSI'" }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(document.querySelector('div.pub-memorial-photo')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'NECROLOGIO' })).toBeNull();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastHost } from '@ricordo/shared-design';
import { envelope, failure } from '@ricordo/shared-design/testing';
import { adminPanelServer } from '../../test-utils';
import NecrologiSection from '.';

const server = adminPanelServer();

const notice = (ID: number, partner: { ID: number; name: string } | null) => ({
  ID,
  name: 'Mario',
  surname: `Rossi${ID}`,
  gender: 'M',
  dateOfBirth: null,
  dateOfDeath: '2026-11-20',
  age: null,
  funeralDate: null,
  graveyard: { name: null, region: null, province: null, location: null, cap: null },
  manifestImage: `/media/manifesti/${ID}.jpg`,
  manifestCustom: false,
  publicationDate: 1_763_000_000,
  enabled: 1,
  showPage: 0,
  pageID: null,
  noticeQr: { link: `/memorial?000${ID}`, card: '' },
  condolences: 0,
  partner,
});

let rows = [notice(3001, { ID: 4, name: 'Onoranze Demo' }), notice(3002, null)];
const lists = () => server.requests.filter((request) => request.path === '/api/admin/obituaries');

beforeEach(() => {
  rows = [notice(3001, { ID: 4, name: 'Onoranze Demo' }), notice(3002, null)];
  server.on('GET', '/api/admin/obituaries', (request) => {
    const name = request.query.get('name');
    const shown = name ? rows.filter((row) => row.surname.startsWith(name)) : rows;
    return { body: envelope({ obituaries: shown, total: name ? shown.length : 12, page: 1, maxResults: 5 }) };
  });
});

function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/admin-panel', hash: '#necrologi', state }]}>
      <ToastHost />
      <Routes>
        <Route path="/admin-panel" element={<NecrologiSection title="Necrologi" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowOf = async (surname: string) =>
  (await screen.findByText(`Mario ${surname}`)).closest('tr') as HTMLElement;

describe('#necrologi (admin)', () => {
  it("lists every partner's notices with the manifesto and the partner, paged 5/10/25/100 by the server", async () => {
    mount();
    const table = await screen.findByRole('table', { name: 'Necrologi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Partner');
    const first = await rowOf('Rossi3001');
    expect(first).toHaveTextContent('Onoranze Demo');
    expect(within(first).getByRole('img', { name: 'Manifesto di Mario Rossi3001' })).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Cartoncini e PDF di Mario Rossi3001' }),
    ).toBeInTheDocument();
    expect(lists()[0].query.get('maxResults')).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(lists()[lists().length - 1].query.get('page')).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Righe per pagina'), '100');
    await waitFor(() => expect(lists()[lists().length - 1].query.get('maxResults')).toBe('100'));
  });

  it('deletes a notice after the confirmation', async () => {
    server.on('POST', '/api/obituaries/obituaryDelete', () => {
      rows = rows.slice(1);
      return { body: envelope(null, { message: 'Elemento eliminato con successo' }) };
    });
    mount();
    await userEvent.click(
      within(await rowOf('Rossi3001')).getByRole('button', { name: 'Elimina necrologio: Mario Rossi3001' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    await waitFor(() => expect(screen.queryByText('Mario Rossi3001')).not.toBeInTheDocument());
    const sent = server.requests.find((request) => request.path === '/api/obituaries/obituaryDelete');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ obituaryID: '0003001' });
  });

  it("searches by name from history state deceasedName; 'Nessun elemento corrispondente ai criteri di ricerca'", async () => {
    mount({ deceasedName: 'Bianchi' });
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
    expect(lists().map((request) => request.query.get('name'))).toContain('Bianchi');
  });

  it("shows 'No connection' when the list fails", async () => {
    server.on('GET', '/api/admin/obituaries', () => ({ status: 500, body: failure('x', null) }));
    mount();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PANEL_PATHS, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from '../../export-app';
import { adminPanelServer } from '../../test-utils';
import type { AdminDedication } from '../dedic/dedic-api';

const BASE = PANEL_PATHS.admin;
const LIST = '/api/admin/deceased/0001000/dedications';
const server = adminPanelServer();

const dedication = (ID: number, overrides: Partial<AdminDedication> = {}): AdminDedication => ({
  ID,
  type: 'dedica-cero',
  text: 'Una luce per te',
  time: Date.UTC(2026, 1, 3, 13, 5) / 1000,
  showAuthor: null,
  media: null,
  status: 'accepted',
  deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
  giver: { name: 'Anna', surname: 'Bianchi', email: 'anna@example.com', telephone: null },
  ...overrides,
});

function serveList(rows: AdminDedication[]) {
  let current = rows;
  server.on('GET', LIST, () => ({
    body: envelope({
      deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
      dedications: current,
      total: current.length,
      page: 1,
      maxResults: 5,
    }),
  }));
  return { drop: () => (current = current.slice(1)) };
}

function mount(search: string) {
  render(<ToastHost />);
  return renderRemoteAt(RemoteApp, BASE, `${BASE}${search}#visualizza-dediche`);
}

describe('#visualizza-dediche', () => {
  it("shows 'Lista dediche di {nome}' with every status, the link to the page and accept/refuse only on pending ones", async () => {
    serveList([
      dedication(12, {
        status: 'pending',
        giver: { name: 'Luca', surname: 'Bassi', email: null, telephone: null },
      }),
      dedication(11),
    ]);
    mount('?DeceasedID=0001000');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lista dediche di Giuseppe Verdi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Vai al defunto/ })).toHaveAttribute('href', '/memorial?0001000');
    expect(await screen.findByRole('cell', { name: 'In attesa di accettazione' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Accettata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accetta la dedica di Luca Bassi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accetta la dedica di Anna Bianchi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifica la dedica di Anna Bianchi' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Defunto' })).toBeNull();
    const [request] = server.requests.filter((item) => item.path === LIST);
    expect(request.query.get('maxResults')).toBe('5');
  });

  it('goes back to #pages when the last dedication is deleted', async () => {
    const list = serveList([dedication(11)]);
    server.on('POST', '/api/admin/deleteDedic', () => {
      list.drop();
      return { body: envelope({ ID: 11, deleted: true }) };
    });
    const user = userEvent.setup();
    const { location } = mount('?DeceasedID=0001000');
    await user.click(await screen.findByRole('button', { name: 'Elimina la dedica di Anna Bianchi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('cancellato')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
  });

  it('a deceased with no dedications goes back to #pages', async () => {
    serveList([]);
    const { location } = mount('?DeceasedID=0001000');
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
  });

  it("a deceased that fails to load: the 'Errore' alert with the server's message, then back to #pages", async () => {
    server.on('GET', LIST, () => ({
      status: 404,
      body: failure('Defunto con id 1000 non trovato', 'DECEASED_NOT_FOUND'),
    }));
    const { location } = mount('?DeceasedID=0001000');
    const alert = await screen.findByRole('dialog', { name: 'Errore' }, { timeout: 4000 });
    expect(alert).toHaveAccessibleDescription('Defunto con id 1000 non trovato');
    expect(location()).toBe(`${BASE}?DeceasedID=0001000#visualizza-dediche`);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
  });

  it('without a DeceasedID goes back to #pages and asks nothing', async () => {
    const { location } = mount('');
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
    expect(server.requests.filter((item) => item.path.includes('/dedications'))).toHaveLength(0);
  });
});

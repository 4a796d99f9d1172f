import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PANEL_PATHS, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from '../../export-app';
import { adminPanelServer } from '../../test-utils';
import type { AdminDedication } from './dedic-api';

const BASE = PANEL_PATHS.admin;
const server = adminPanelServer();

// 2026-02-03 14:05 in Rome.
const TIME = Date.UTC(2026, 1, 3, 13, 5) / 1000;

const dedication = (ID: number, overrides: Partial<AdminDedication> = {}): AdminDedication => ({
  ID,
  type: 'dedica-fiori',
  text: 'Ti ricorderemo sempre',
  time: TIME,
  showAuthor: 'La famiglia Bassi',
  media: null,
  status: 'pending',
  deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
  giver: { name: 'Luca', surname: 'Bassi', email: 'luca@example.com', telephone: null },
  ...overrides,
});

const received = (method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.path === path);
const lastBody = (path: string) => {
  const list = received('POST', path);
  return list[list.length - 1]?.body ?? '';
};

function mount(path: string) {
  render(<ToastHost />);
  return renderRemoteAt(RemoteApp, BASE, `${BASE}${path}`);
}

/** #dedic's list: `rows` until a decision, deletion or edit drops the first one. */
function serveAwaiting(rows: AdminDedication[]) {
  let current = rows;
  server.on('GET', '/api/admin/dedicDataTable', (request) => ({
    body: envelope({
      dedications: current,
      total: current.length,
      page: Number(request.query.get('page')),
      maxResults: Number(request.query.get('maxResults')),
    }),
  }));
  return { drop: () => (current = current.slice(1)) };
}

describe('#dedic', () => {
  it('lists the dedications awaiting review, 5 per page from the server, with type, date, text, giver and status', async () => {
    serveAwaiting([
      dedication(9),
      dedication(8, {
        type: 'dedica-foto',
        text: null,
        showAuthor: null,
        media: { filename: '/media/dedications/8.jpg', type: 'photo' },
        giver: { name: 'Sara', surname: 'Conti', email: null, telephone: '+39-3470000000' },
      }),
    ]);
    mount('#dedic');
    const row = (await screen.findByRole('cell', { name: 'Ti ricorderemo sempre' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Giuseppe Verdi',
      'Fiori',
      '03/02/2026 14:05',
      'Ti ricorderemo sempre',
      'Luca BassiFirma: La famiglia Bassi',
      'In attesa di accettazione',
    ]);
    expect(screen.getByRole('link', { name: /Guarda la foto/ })).toHaveAttribute(
      'href',
      '/media/dedications/8.jpg',
    );
    expect(screen.getAllByRole('link', { name: 'Lista dediche di Giuseppe Verdi' })[0]).toHaveAttribute(
      'href',
      `${BASE}?DeceasedID=0001000#visualizza-dediche`,
    );
    const [request] = received('GET', '/api/admin/dedicDataTable');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('maxResults')).toBe('5');
  });

  it("shows 'No connection' when the list fails", async () => {
    server.on('GET', '/api/admin/dedicDataTable', () => ({ status: 500, body: failure('Errore', null) }));
    mount('#dedic');
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  });

  it("accepts after the confirmation with the admin's call and says 'accettato'", async () => {
    const list = serveAwaiting([dedication(9)]);
    server.on('POST', '/api/admin/evaluateDedic', () => {
      list.drop();
      return { body: envelope({ ID: 9, status: 'accepted', deceasedID: 1000 }) };
    });
    const user = userEvent.setup();
    mount('#dedic');
    await user.click(await screen.findByRole('button', { name: 'Accetta la dedica di Luca Bassi' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('accettato')).toBeInTheDocument();
    expect(JSON.parse(lastBody('/api/admin/evaluateDedic'))).toEqual({ dedic: '9', isAccepted: 'active' });
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
  });

  it("refuses after the confirmation and says 'rifiutato'; 'No' sends nothing", async () => {
    const list = serveAwaiting([dedication(9)]);
    server.on('POST', '/api/admin/evaluateDedic', () => {
      list.drop();
      return { body: envelope({ ID: 9, status: 'refused', deceasedID: 1000 }) };
    });
    const user = userEvent.setup();
    mount('#dedic');
    await user.click(await screen.findByRole('button', { name: 'Rifiuta la dedica di Luca Bassi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(received('POST', '/api/admin/evaluateDedic')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rifiuta la dedica di Luca Bassi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('rifiutato')).toBeInTheDocument();
    expect(JSON.parse(lastBody('/api/admin/evaluateDedic'))).toEqual({ dedic: '9', isAccepted: 'deny' });
  });

  it("deletes after 'Sei sicuro di voler eliminare la dedica selezionata?' and says 'cancellato'", async () => {
    const list = serveAwaiting([dedication(9)]);
    server.on('POST', '/api/admin/deleteDedic', () => {
      list.drop();
      return { body: envelope({ ID: 9, deleted: true }, { message: 'Elemento eliminato con successo' }) };
    });
    const user = userEvent.setup();
    mount('#dedic');
    await user.click(await screen.findByRole('button', { name: 'Elimina la dedica di Luca Bassi' }));
    const question = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(question).toHaveTextContent('Sei sicuro di voler eliminare la dedica selezionata?');
    await user.click(within(question).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('cancellato')).toBeInTheDocument();
    expect(JSON.parse(lastBody('/api/admin/deleteDedic'))).toEqual({ dedicID: '9' });
  });

  it("shows the server's refusal of a deletion and keeps the row", async () => {
    serveAwaiting([dedication(9)]);
    server.on('POST', '/api/admin/deleteDedic', () => ({
      status: 404,
      body: failure('Dedica non trovata', 'DEDICATION_NOT_FOUND'),
    }));
    const user = userEvent.setup();
    mount('#dedic');
    await user.click(await screen.findByRole('button', { name: 'Elimina la dedica di Luca Bassi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Dedica non trovata')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ti ricorderemo sempre' })).toBeInTheDocument();
  });

  describe('the edit modal', () => {
    it("sends type, text, signature, 'Accetta la dedica' and the notification flag (not the time left as it was); says 'Dedica modificata con successo'", async () => {
      serveAwaiting([dedication(9)]);
      server.on('POST', '/api/admin/editDedic', () => ({
        body: envelope(
          { dedication: dedication(9, { status: 'accepted' }) },
          { message: 'Dedica modificata con successo' },
        ),
      }));
      const user = userEvent.setup();
      mount('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Modifica la dedica di Luca Bassi' }));
      const modal = screen.getByRole('dialog', { name: 'Modifica dedica' });
      await user.selectOptions(within(modal).getByLabelText(/Tipo di dedica/), 'dedica-cero');
      const text = within(modal).getByLabelText('Testo');
      await user.clear(text);
      await user.type(text, 'Una luce per te');
      await user.clear(within(modal).getByLabelText('Firma'));
      await user.click(within(modal).getByLabelText('Accetta la dedica'));
      expect(within(modal).getByLabelText(/Avvisa chi ha lasciato la dedica/)).toBeChecked();
      await user.click(within(modal).getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Dedica modificata con successo')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifica dedica' })).toBeNull());
      const body = lastBody('/api/admin/editDedic');
      const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
      expect(field('dedic-id')).toBe('9');
      expect(field('dedic-type')).toBe('dedica-cero');
      expect(field('dedic')).toBe('Una luce per te');
      expect(field('dedic-sign')).toBe('');
      // The input shows minutes only: sending the time back unchanged would drop the stored seconds.
      expect(field('insert-time')).toBeUndefined();
      expect(field('dedic-force-publish')).toBe('9');
      expect(field('notification-flag')).toBe('1');
      await waitFor(() => expect(received('GET', '/api/admin/dedicDataTable').length).toBeGreaterThan(1));
    });

    it('sends a time the admin changed, in unix milliseconds', async () => {
      serveAwaiting([dedication(9)]);
      server.on('POST', '/api/admin/editDedic', () => ({
        body: envelope({ dedication: dedication(9) }, { message: 'Dedica modificata con successo' }),
      }));
      const user = userEvent.setup();
      mount('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Modifica la dedica di Luca Bassi' }));
      const modal = screen.getByRole('dialog', { name: 'Modifica dedica' });
      fireEvent.change(within(modal).getByLabelText('Data e ora'), { target: { value: '2026-02-01T10:30' } });
      await user.click(within(modal).getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Dedica modificata con successo')).toBeInTheDocument();
      // 10:30 on Rome's wall clock (the field shows Rome time, as the table does), whatever this process's zone.
      const sent = `name="insert-time"\r\n\r\n${Date.parse('2026-02-01T09:30:00Z')}\r\n`;
      await waitFor(() => expect(lastBody('/api/admin/editDedic')).toContain(sent), { timeout: 4000 });
    });

    it("a photo dedication without a photo asks for one ('Carica almeno un file') and sends nothing", async () => {
      serveAwaiting([dedication(9)]);
      const user = userEvent.setup();
      mount('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Modifica la dedica di Luca Bassi' }));
      const modal = screen.getByRole('dialog', { name: 'Modifica dedica' });
      await user.selectOptions(within(modal).getByLabelText(/Tipo di dedica/), 'dedica-foto');
      await user.click(within(modal).getByRole('button', { name: 'Salva' }));
      expect(await within(modal).findByText('Carica almeno un file')).toBeInTheDocument();
      expect(received('POST', '/api/admin/editDedic')).toHaveLength(0);
    });

    it('sends a new photo in the field photo and shows the server refusal', async () => {
      serveAwaiting([
        dedication(9, {
          type: 'dedica-foto',
          media: { filename: '/media/dedications/9.jpg', type: 'photo' },
        }),
      ]);
      server.on('POST', '/api/admin/editDedic', () => ({
        status: 400,
        body: failure('Formato del file non valido', 'INVALID_FILE_TYPE'),
      }));
      const user = userEvent.setup();
      mount('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Modifica la dedica di Luca Bassi' }));
      const modal = screen.getByRole('dialog', { name: 'Modifica dedica' });
      expect(within(modal).getByRole('link', { name: 'Foto' })).toHaveAttribute(
        'href',
        '/media/dedications/9.jpg',
      );
      await user.upload(
        within(modal).getByLabelText(/^Foto/),
        new File([new Uint8Array([0xff, 0xd8, 0xff])], 'nuova.jpg', { type: 'image/jpeg' }),
      );
      await user.click(within(modal).getByRole('button', { name: 'Salva' }));
      expect(await within(modal).findByText('Formato del file non valido')).toBeInTheDocument();
      expect(lastBody('/api/admin/editDedic')).toContain('name="photo"; filename="nuova.jpg"');
      expect(lastBody('/api/admin/editDedic')).not.toContain('name="dedic-force-publish"');
    });
  });
});

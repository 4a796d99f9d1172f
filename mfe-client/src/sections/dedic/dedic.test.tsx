import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure, type TestServer } from '@ricordo/shared-design/testing';
import { lastPosted, mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

// 2026-02-03 14:05 in Rome (UTC+1 in winter).
const TIME = Date.UTC(2026, 1, 3, 13, 5) / 1000;

/** A signed dedication of flowers waiting for the family. */
const PENDING = {
  ID: 9,
  type: 'dedica-fiori',
  text: 'Ti ricorderemo sempre',
  time: TIME,
  showAuthor: 'La famiglia Bassi',
  media: null,
  status: 'pending',
  // 2026-02-10 14:05 in Rome: 7 days after it started waiting.
  decideBy: TIME + 7 * 86_400,
  deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
  giver: { name: 'Luca', surname: 'Bassi' },
};

describe('#dedic', () => {
  it('lists the pending dedications with deceased, type in Italian, date dd/MM/yyyy HH:mm, text and giver', async () => {
    server.on('GET', '/api/account/dedications', () => ({
      body: envelope({
        dedications: [
          PENDING,
          {
            ID: 10,
            type: 'dedica-foto',
            text: null,
            time: TIME,
            showAuthor: null,
            media: { filename: '/media/dedic/10.jpg', type: 'photo' },
            status: 'pending',
            decideBy: null,
            deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
            giver: { name: 'Sara', surname: 'Conti' },
          },
        ],
      }),
    }));
    mountPanel('#dedic');
    const first = (await screen.findByRole('cell', { name: 'Ti ricorderemo sempre' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Giuseppe Verdi',
      'Fiori',
      '03/02/2026 14:05',
      'Ti ricorderemo sempre',
      'Luca BassiFirma: La famiglia Bassi',
      '10/02/2026 14:05',
      'AccettaRifiuta',
    ]);
    expect(screen.queryByText('In attesa di accettazione')).toBeNull();
    const photo = screen.getByRole('link', { name: /Guarda la foto/ });
    expect(photo).toHaveAttribute('href', '/media/dedic/10.jpg');
    expect(screen.getByRole('cell', { name: /Sara Conti/ })).toHaveTextContent('Senza firma');
    expect(received(server, 'GET', '/api/account/dedications')).toHaveLength(1);
  });

  it("shows 'Nessuna dedica in attesa' when nothing waits", async () => {
    server.on('GET', '/api/account/dedications', () => ({ body: envelope({ dedications: [] }) }));
    mountPanel('#dedic');
    expect(await screen.findByText('Nessuna dedica in attesa')).toBeInTheDocument();
  });

  describe('accepting and refusing', () => {
    function serveUntilDecided() {
      let decided = false;
      server.on('GET', '/api/account/dedications', () => ({
        body: envelope({ dedications: decided ? [] : [PENDING] }),
      }));
      server.on('POST', '/api/dedications/evaluate', () => {
        decided = true;
        return { body: envelope({ response: 'success', status: 'accepted', deceasedID: 1000 }) };
      });
    }

    it("'Accetta' asks first, then sends { dedic, isAccepted: 'active' }, says 'accettato' and drops the row", async () => {
      serveUntilDecided();
      const user = userEvent.setup();
      mountPanel('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Accetta la dedica di Luca Bassi' }));
      const question = screen.getByRole('dialog', { name: 'Attenzione' });
      expect(question).toHaveTextContent('Vuoi accettare la dedica?');
      await user.click(within(question).getByRole('button', { name: 'Si' }));
      expect(await screen.findByText('accettato')).toBeInTheDocument();
      expect(lastPosted(server, '/api/dedications/evaluate')).toEqual({ dedic: 9, isAccepted: 'active' });
      expect(await screen.findByText('Nessuna dedica in attesa')).toBeInTheDocument();
    });

    it("'Rifiuta' answered 'No' sends nothing; 'Si' sends isAccepted 'deny' and says 'rifiutato'", async () => {
      serveUntilDecided();
      const user = userEvent.setup();
      mountPanel('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Rifiuta la dedica di Luca Bassi' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
      expect(received(server, 'POST', '/api/dedications/evaluate')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Rifiuta la dedica di Luca Bassi' }));
      expect(screen.getByRole('dialog')).toHaveTextContent('fiori virtuali');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
      expect(await screen.findByText('rifiutato')).toBeInTheDocument();
      expect(lastPosted(server, '/api/dedications/evaluate')).toEqual({ dedic: 9, isAccepted: 'deny' });
    });

    it("shows the server's refusal and keeps the dedication", async () => {
      server.on('GET', '/api/account/dedications', () => ({ body: envelope({ dedications: [PENDING] }) }));
      server.on('POST', '/api/dedications/evaluate', () => ({
        status: 409,
        body: failure('La dedica è già stata valutata', 'ALREADY_DECIDED'),
      }));
      const user = userEvent.setup();
      mountPanel('#dedic');
      await user.click(await screen.findByRole('button', { name: 'Accetta la dedica di Luca Bassi' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Si' }));
      expect(await screen.findByText('La dedica è già stata valutata')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('cell', { name: 'Ti ricorderemo sempre' })).toBeInTheDocument();
    });
  });

  describe('after 7 days without a decision', () => {
    const MODERATION = '/api/account/dedications/moderation';
    function serveChoices(pages: Array<{ ID: number; afterDeadline: 'publish' | 'lapse'; chosen: boolean }>) {
      server.on('GET', '/api/account/dedications', () => ({ body: envelope({ dedications: [] }) }));
      server.on('GET', MODERATION, () => ({
        body: envelope({
          pages: pages.map((page, index) => ({
            name: index === 0 ? 'Giuseppe' : 'Maria',
            surname: 'Verdi',
            ...page,
          })),
          deadlineDays: 7,
          reminderHours: 48,
          defaultAfterDeadline: 'lapse',
        }),
      }));
    }

    it("shows each page's choice, 'Lascia scadere' until one is made, and saves a new one", async () => {
      serveChoices([
        { ID: 1000, afterDeadline: 'lapse', chosen: false },
        { ID: 1001, afterDeadline: 'publish', chosen: true },
      ]);
      server.on('POST', MODERATION, () => ({
        body: envelope(
          { ID: 1000, afterDeadline: 'publish' },
          { message: 'Le modifiche sono state apportate con successo' },
        ),
      }));
      const user = userEvent.setup();
      mountPanel('#dedic');
      expect(
        await screen.findByRole('heading', { name: 'Se non decidi entro 7 giorni' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Ti ricorderemo le dediche ancora in attesa dopo 48 ore/)).toBeInTheDocument();
      const first = screen.getByRole('radiogroup', { name: 'Giuseppe Verdi' });
      const second = screen.getByRole('radiogroup', { name: 'Maria Verdi' });
      expect(within(first).getByRole('radio', { name: /^Lascia scadere/ })).toBeChecked();
      expect(within(second).getByRole('radio', { name: /^Pubblica automaticamente/ })).toBeChecked();

      await user.click(within(first).getByRole('radio', { name: /^Pubblica automaticamente/ }));
      expect(await screen.findByText('Le modifiche sono state apportate con successo')).toBeInTheDocument();
      expect(lastPosted(server, MODERATION)).toEqual({ deceasedId: 1000, afterDeadline: 'publish' });
      expect(within(first).getByRole('radio', { name: /^Pubblica automaticamente/ })).toBeChecked();
    });

    it("keeps the former choice and shows the server's message when saving fails", async () => {
      serveChoices([{ ID: 1000, afterDeadline: 'lapse', chosen: false }]);
      server.on('POST', MODERATION, () => ({
        status: 404,
        body: failure('defunto non trovato', 'DECEASED_NOT_FOUND'),
      }));
      const user = userEvent.setup();
      mountPanel('#dedic');
      const group = await screen.findByRole('radiogroup', { name: 'Giuseppe Verdi' });
      await user.click(within(group).getByRole('radio', { name: /^Pubblica automaticamente/ }));
      expect(await within(group).findByText('defunto non trovato')).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: /^Lascia scadere/ })).toBeChecked();
    });

    it('shows no choice to a client without pages', async () => {
      serveChoices([]);
      mountPanel('#dedic');
      expect(await screen.findByText('Nessuna dedica in attesa')).toBeInTheDocument();
      await waitFor(() => expect(received(server, 'GET', MODERATION)).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: /Se non decidi/ })).toBeNull();
    });
  });
});

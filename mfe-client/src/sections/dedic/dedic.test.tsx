import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, received, startBackend } from '../../test-utils';

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

describe('#dedic', () => {
  it('lists the pending dedications with deceased, type in Italian, date dd/MM/yyyy HH:mm, text and giver', async () => {
    server.on('GET', '/api/account/dedications', () => ({
      body: envelope({
        dedications: [
          {
            ID: 9,
            type: 'dedica-fiori',
            text: 'Ti ricorderemo sempre',
            time: TIME,
            showAuthor: 'La famiglia Bassi',
            media: null,
            status: 'pending',
            deceased: { ID: 1000, name: 'Giuseppe', surname: 'Verdi' },
            giver: { name: 'Luca', surname: 'Bassi' },
          },
          {
            ID: 10,
            type: 'dedica-foto',
            text: null,
            time: TIME,
            showAuthor: null,
            media: { filename: '/media/dedic/10.jpg', type: 'photo' },
            status: 'pending',
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
});

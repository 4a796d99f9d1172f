import { screen, within } from '@testing-library/react';
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

const PAGE = { ID: 1000, name: 'Giuseppe', surname: 'Verdi' };
const MASS = {
  ID: 7,
  title: 'Messa in suffragio',
  date: '2026-12-20',
  time: '18:00',
  place: null,
  yearly: false,
};

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/account/getDeceasedByID/42', () => ({ body: envelope({ deceased_list: [PAGE] }) }));
  server.on('GET', '/api/account/deceased/1000/dates', () => ({ body: envelope({ dates: [MASS] }) }));
  server.on('GET', '/api/deceased/deceasedData/1000', () => ({
    body: envelope({ ...PAGE, gravePoint: { lat: 45.48551, lng: 9.17926 } }),
  }));
});

describe('#ricorrenze', () => {
  it("lists the family's dates and adds one with its time and place", async () => {
    server.on('POST', '/api/account/deceased/1000/dates', () => ({
      body: envelope({ date: { ...MASS, ID: 8 } }, { message: 'Data aggiunta al calendario' }),
    }));
    const user = userEvent.setup();
    mountPanel('#ricorrenze');
    expect(await screen.findByText('Messa in suffragio')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Che cosa si ricorda/), 'Ritrovo degli amici');
    await user.type(screen.getByLabelText(/^Data/), '2027-07-10');
    await user.type(screen.getByLabelText(/Luogo/), 'Parco del Valentino');
    await user.click(screen.getByRole('checkbox', { name: 'Ogni anno in questo giorno' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi la data' }));
    expect(await screen.findByText('Data aggiunta al calendario')).toBeInTheDocument();
    expect(lastPosted(server, '/api/account/deceased/1000/dates')).toMatchObject({
      title: 'Ritrovo degli amici',
      date: '2027-07-10',
      place: 'Parco del Valentino',
      yearly: '1',
    });
  });

  it('asks to confirm a grave point outside Italy, then saves it with confirm', async () => {
    let calls = 0;
    server.on('POST', '/api/account/deceased/1000/gravePoint', () => {
      calls += 1;
      return calls === 1
        ? {
            status: 409,
            body: failure("Il punto indicato è fuori dall'Italia.", 'GRAVE_POINT_OUTSIDE_ITALY'),
          }
        : {
            body: envelope(
              { gravePoint: { lat: 48.8566, lng: 2.3522 } },
              { message: 'Posizione della tomba salvata' },
            ),
          };
    });
    const user = userEvent.setup();
    mountPanel('#ricorrenze');
    // The point already saved fills the boxes.
    const lat = await screen.findByDisplayValue('45.48551');
    expect(lat).toBe(screen.getByLabelText('Latitudine'));
    await user.clear(lat);
    await user.type(lat, '48.8566');
    await user.clear(screen.getByLabelText('Longitudine'));
    await user.type(screen.getByLabelText('Longitudine'), '2.3522');
    await user.click(screen.getByRole('button', { name: 'Salva la posizione' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Il punto indicato è fuori dall'Italia.");
    await user.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Posizione della tomba salvata')).toBeInTheDocument();
    const posts = received(server, 'POST', '/api/account/deceased/1000/gravePoint');
    expect(posts.map((request) => (JSON.parse(request.body) as { confirm: string }).confirm)).toEqual([
      '0',
      '1',
    ]);
  });
});

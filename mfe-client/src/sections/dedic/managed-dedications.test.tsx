import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { lastPosted, mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

const WAITING = {
  ID: 31,
  type: 'dedica-cero',
  text: 'Una luce per Luisa',
  time: Math.floor(Date.now() / 1000),
  showAuthor: null,
  media: null,
  status: 'pending',
  decideBy: null,
  deceased: { ID: 2001, name: 'Luisa', surname: 'Bassi' },
  giver: { name: 'Anna', surname: 'Neri' },
};

let managed: (typeof WAITING)[];

beforeEach(() => {
  server.requests.length = 0;
  managed = [WAITING];
  server.on('GET', '/api/account/dedications', () => ({ body: envelope({ dedications: [] }) }));
  server.on('GET', '/api/account/managed-dedications', () => ({ body: envelope({ dedications: managed }) }));
});

describe('#dedic: the pages I manage', () => {
  it("lists what waits on a managed page and decides it through the managers' call", async () => {
    server.on('POST', '/api/account/managed-dedications/evaluate', () => {
      managed = [];
      return {
        body: envelope(
          { response: 'success', status: 'accepted', deceasedID: 2001 },
          { message: 'Dedica accettata' },
        ),
      };
    });
    mountPanel('#dedic');
    const section = (
      await screen.findByRole('heading', { name: 'Dediche sulle lapidi che gestisci' })
    ).closest('section') as HTMLElement;
    const row = (await within(section).findByRole('cell', { name: /Una luce per Luisa/ })).closest(
      'tr',
    ) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Accetta la dedica di / }));
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Dediche sulle lapidi che gestisci' }),
      ).not.toBeInTheDocument(),
    );
    expect(lastPosted(server, '/api/account/managed-dedications/evaluate')).toEqual({
      dedic: 31,
      isAccepted: 'active',
    });
    expect(received(server, 'POST', '/api/dedications/evaluate')).toHaveLength(0);
  });

  it('shows nothing more to an owner who manages no page of others', async () => {
    managed = [];
    mountPanel('#dedic');
    expect(await screen.findByText('Nessuna dedica in attesa')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Dediche sulle lapidi che gestisci' }),
    ).not.toBeInTheDocument();
  });
});

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

const NOW = Math.floor(Date.now() / 1000);

const OWN = {
  ID: 1000,
  name: 'Giuseppe',
  surname: 'Verdi',
  dateOfBirth: null,
  dateOfDeath: '2019-11-02',
  photo: null,
  'photo-lapide': null,
  showPage: 1,
  enabled: 1,
  memorialID: 0,
  expirationDate: null,
  ownerPending: 0,
  lamp: null,
  qrcodeAttivazione: null,
  verification_code: null,
};

let members: Array<Record<string, unknown>>;

beforeEach(() => {
  server.requests.length = 0;
  members = [
    {
      userId: 7,
      name: 'Marco',
      surname: 'Rossi',
      username: 'marcorossi',
      role: 'manager',
      since: NOW,
      inherited: false,
    },
  ];
  server.on('GET', '/api/account/getDeceasedByID/42', () => ({ body: envelope({ deceased_list: [OWN] }) }));
  server.on('GET', '/api/account/pages/managed', () => ({
    body: envelope({
      pages: [
        {
          ID: 2001,
          name: 'Luisa',
          surname: 'Bassi',
          photo: null,
          dateOfBirth: null,
          dateOfDeath: '2021-05-04',
          ownerName: 'Carla Bassi',
        },
      ],
    }),
  }));
  server.on('GET', '/api/account/pages/1000/members', () => ({
    body: envelope({
      ID: 1000,
      name: 'Giuseppe',
      surname: 'Verdi',
      members,
      invitations: [
        {
          ID: 3,
          channel: 'email',
          address: 'anna@example.com',
          role: 'manager',
          state: 'open',
          expiresAt: NOW + 86400,
        },
        {
          ID: 2,
          channel: 'wa',
          address: '+39-3331234567',
          role: 'manager',
          state: 'expired',
          expiresAt: NOW - 60,
        },
      ],
    }),
  }));
  server.on('GET', '/api/account/pages/1000/manager-activity', () => ({
    body: envelope({
      items: [
        {
          ID: 9,
          time: NOW,
          username: 'marcorossi',
          action: 'pageManager.dedicationAccept',
          actionLabel: 'Gestore: dedica approvata',
          details: { giver: 'Anna Bianchi' },
        },
      ],
      total: 1,
    }),
  }));
});

async function openManagers() {
  mountPanel('#pages');
  const row = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Gestori della lapide di Giuseppe Verdi' }));
  return screen.findByRole('dialog', { name: 'Gestori della pagina di Giuseppe Verdi' });
}

describe("#pages: 'Gestori' and 'Lapidi che gestisci'", () => {
  it('lists the pages I manage for other owners beside mine', async () => {
    mountPanel('#pages');
    const section = (await screen.findByRole('heading', { name: 'Lapidi che gestisci' })).closest(
      'section',
    ) as HTMLElement;
    const row = (await within(section).findByRole('cell', { name: /Luisa Bassi/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Carla Bassi' })).toBeInTheDocument();
    // A manager narrows the page's privacy and takes the family's downloads from the same row.
    expect(
      within(row).getByRole('button', { name: 'Visibilità della pagina di Luisa Bassi' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Scarica tutto/ })).toBeInTheDocument();
  });

  it("shows the managers, the invitations and the managers' activity", async () => {
    const dialog = await openManagers();
    expect(await within(dialog).findByText('Marco Rossi')).toBeInTheDocument();
    expect(within(dialog).getByText('In attesa')).toBeInTheDocument();
    expect(within(dialog).getByText('Scaduto')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Gestore: dedica approvata/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: "Annulla l'invito a anna@example.com" }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: "Annulla l'invito a +39-3331234567" }),
    ).not.toBeInTheDocument();
  });

  it('invites by WhatsApp and shows the server’s message for a bad number', async () => {
    let bad = true;
    server.on('POST', '/api/account/pages/1000/invitations', () =>
      bad
        ? {
            status: 400,
            body: {
              ...failure('Inserisci un numero di telefono valido', 'VALIDATION_FAILED'),
              data: { fields: { address: 'Inserisci un numero di telefono valido' } },
            },
          }
        : {
            body: envelope(
              {
                invitation: {
                  ID: 4,
                  channel: 'wa',
                  address: '+39-3339999999',
                  role: 'manager',
                  state: 'open',
                  expiresAt: NOW,
                },
              },
              { message: 'Invito inviato' },
            ),
          },
    );
    const dialog = await openManagers();
    await userEvent.selectOptions(await within(dialog).findByLabelText('Invia con'), 'wa');
    const field = within(dialog).getByLabelText(/Numero di telefono/);
    await userEvent.type(field, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    expect(await within(dialog).findByText('Inserisci un numero di telefono valido')).toBeInTheDocument();
    bad = false;
    await userEvent.clear(field);
    await userEvent.type(field, '3339999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia invito' }));
    expect(await screen.findByText('Invito inviato')).toBeInTheDocument();
    expect(lastPosted(server, '/api/account/pages/1000/invitations')).toEqual({
      channel: 'wa',
      address: '3339999999',
      role: 'manager',
    });
  });

  it('removes a manager after asking', async () => {
    server.on('DELETE', '/api/account/pages/1000/members/7', () => {
      members = [];
      return { body: envelope(null, { message: 'Gestore rimosso' }) };
    });
    const dialog = await openManagers();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Rimuovi Marco Rossi dai gestori' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Nessun gestore.')).toBeInTheDocument();
    expect(received(server, 'DELETE', '/api/account/pages/1000/members/7')).toHaveLength(1);
  });

  it("asks a new owner to keep or clear the former owner's managers", async () => {
    members = [{ ...members[0], inherited: true }];
    server.on('POST', '/api/account/pages/1000/inherited-managers', () => {
      members = [];
      return { body: envelope(null, { message: 'I gestori sono stati rimossi' }) };
    });
    const dialog = await openManagers();
    expect(await within(dialog).findByText('Nominato dal proprietario precedente')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi i gestori' }));
    expect(await screen.findByText('Nessun gestore.')).toBeInTheDocument();
    expect(lastPosted(server, '/api/account/pages/1000/inherited-managers')).toEqual({ choice: 'clear' });
  });
});

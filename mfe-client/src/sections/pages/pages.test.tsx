import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@ricordo/shared-design';
import { envelope, failure, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

const NOW = Math.floor(Date.now() / 1000);

const LIST = [
  {
    ID: 1000,
    name: 'Giuseppe',
    surname: 'Verdi',
    dateOfBirth: '1931-03-12',
    dateOfDeath: '2019-11-02',
    photo: '/media/demo/verdi.jpg',
    'photo-lapide': null,
    showPage: 1,
    enabled: 1,
    memorialID: 3,
    expirationDate: NOW + 86400 * 40,
    ownerPending: 0,
    lamp: { effectiveState: 1, setState: 2, idGestore: 7 },
    qrcodeAttivazione: 'K7M2QX9PAB',
    verification_code: 'ZT4R8NWE',
  },
  {
    ID: 1001,
    name: 'Anna',
    surname: 'Bianchi',
    dateOfBirth: null,
    dateOfDeath: '2020-01-15',
    photo: null,
    'photo-lapide': null,
    showPage: 1,
    enabled: 1,
    memorialID: 4,
    expirationDate: NOW - 86400,
    ownerPending: 1,
    lamp: { effectiveState: 2, setState: 1, idGestore: 7 },
    qrcodeAttivazione: null,
    verification_code: null,
  },
  ...Array.from({ length: 10 }, (_, index) => ({
    ID: 2000 + index,
    name: `Nome${index}`,
    surname: 'Rossi',
    dateOfBirth: null,
    dateOfDeath: null,
    photo: null,
    memorialID: 0,
    expirationDate: null,
  })),
];

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/account/getDeceasedByID/42', () => ({ body: envelope({ deceased_list: LIST }) }));
  server.on('GET', '/api/account/pages/managed', () => ({ body: envelope({ pages: [] }) }));
});

describe('#pages', () => {
  it("shows each plaque's QR code and verification code, 'Nessuna targa' without one", async () => {
    mountPanel('#pages');
    const table = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest(
      'table',
    ) as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'QrCode' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Codice di verifica' })).toBeInTheDocument();
    const verdi = within(table)
      .getByRole('cell', { name: /Giuseppe Verdi/ })
      .closest('tr') as HTMLElement;
    expect(within(verdi).getByRole('cell', { name: 'K7M2QX9PAB' })).toBeInTheDocument();
    expect(within(verdi).getByRole('cell', { name: 'ZT4R8NWE' })).toBeInTheDocument();
    const bianchi = within(table)
      .getByRole('cell', { name: /Anna Bianchi/ })
      .closest('tr') as HTMLElement;
    expect(within(bianchi).getByRole('cell', { name: 'Nessuna targa' })).toBeInTheDocument();
  });

  it('asks for my own deceased and shows photo, name, dates dd/MM/yyyy and memorial expiry', async () => {
    mountPanel('#pages');
    const row = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
    expect(received(server, 'GET', '/api/account/getDeceasedByID/42')).toHaveLength(1);
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]).getByRole('presentation')).toHaveAttribute('src', '/media/demo/verdi.jpg');
    expect(cells[2]).toHaveTextContent('12/03/1931');
    expect(cells[3]).toHaveTextContent('02/11/2019');
    expect(cells[4]).toHaveTextContent(`Scade il ${formatDate(LIST[0].expirationDate as number)}`);

    const expired = within(
      screen.getByRole('cell', { name: /Anna Bianchi/ }).closest('tr') as HTMLElement,
    ).getAllByRole('cell')[4];
    expect(expired).toHaveTextContent(`Memorial scaduto il ${formatDate(LIST[1].expirationDate as number)}`);
  });

  it("shows each votive lamp's real state: on with its mode, in anomaly, or none", async () => {
    mountPanel('#pages');
    const rowOf = async (name: RegExp) =>
      (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
    expect(within(await rowOf(/Giuseppe Verdi/)).getAllByRole('cell')[5]).toHaveTextContent(
      'Accesa · Effetto Fiamma',
    );
    expect(within(await rowOf(/Anna Bianchi/)).getAllByRole('cell')[5]).toHaveTextContent('In anomalia');
    expect(within(await rowOf(/Nome0 Rossi/)).getAllByRole('cell')[5]).toHaveTextContent('Nessuna');
  });

  it('pages the table by 10 with sizes 5, 10, 25', async () => {
    mountPanel('#pages');
    await screen.findByRole('cell', { name: /Giuseppe Verdi/ });
    const size = screen.getByLabelText('Righe per pagina');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25']);
    expect(screen.getByText('1–10 di 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('11–12 di 12')).toBeInTheDocument();
  });

  it('opens /memorial?000{id} in a new tab on click and with Enter', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mountPanel('#pages');
    const row = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
    await userEvent.click(row);
    expect(open).toHaveBeenLastCalledWith('/memorial?0001000', '_blank', 'noopener,noreferrer');

    const other = screen.getByRole('cell', { name: /Anna Bianchi/ }).closest('tr') as HTMLElement;
    other.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith('/memorial?0001001', '_blank', 'noopener,noreferrer');
  });

  it("offers 'Attiva memorial', a full navigation to /memorial-activate", async () => {
    mountPanel('#pages');
    const link = screen.getByRole('link', { name: 'Attiva memorial' });
    expect(link).toHaveAttribute('href', '/memorial-activate');
    await screen.findByRole('cell', { name: /Giuseppe Verdi/ });
  });

  it('shows the server message and retries', async () => {
    let fail = true;
    server.on('GET', '/api/account/getDeceasedByID/42', () =>
      fail
        ? { status: 500, body: failure('Errore imprevisto riprovare piu` tardi', null) }
        : { body: envelope({ deceased_list: [] }) },
    );
    mountPanel('#pages');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore imprevisto riprovare piu` tardi');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non hai ancora lapidi digitali.')).toBeInTheDocument();
  });

  it("shows 'In accettazione' on a page whose transfer waits, and 'Cedi proprietà' on each page without opening it", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mountPanel('#pages');
    const pending = (await screen.findByRole('cell', { name: /Anna Bianchi/ })).closest('tr') as HTMLElement;
    expect(within(pending).getByText('In accettazione')).toBeInTheDocument();
    const mine = screen.getByRole('cell', { name: /Giuseppe Verdi/ }).closest('tr') as HTMLElement;
    expect(within(mine).queryByText('In accettazione')).not.toBeInTheDocument();

    const button = within(mine).getByRole('button', {
      name: 'Cedi proprietà della lapide di Giuseppe Verdi',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cedi proprietà' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('hands a page over: search, pick, SI; the list then shows it waiting for the receiver', async () => {
    let transferred = false;
    server.on('GET', '/api/account/getDeceasedByID/42', () => ({
      body: envelope({
        deceased_list: LIST.map((row) =>
          row.ID === 1000 ? { ...row, ownerPending: transferred ? 1 : 0 } : row,
        ),
      }),
    }));
    server.on('GET', '/api/user/search', () => ({
      body: envelope({ users: [{ ID: 77, name: 'Paolo', surname: 'Neri', username: 'paoloneri' }] }),
    }));
    server.on('POST', '/api/admin/changeOwner', () => {
      transferred = true;
      return { body: envelope({ deceasedIDs: [1000] }) };
    });
    mountPanel('#pages');
    const row = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Cedi proprietà/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cedi proprietà' });
    await userEvent.type(within(dialog).getByLabelText('Cerca l’utente per username'), 'paoloneri');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerca' }));
    // The only match is picked already.
    expect(await within(dialog).findByRole('radio', { name: 'Paolo Neri (paoloneri)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('La richiesta di trasferimento è stata inviata con successo'),
    ).toBeInTheDocument();
    const [post] = received(server, 'POST', '/api/admin/changeOwner');
    expect(JSON.parse(post.body)).toMatchObject({ 'deceased-id': '1000', 'new-owner-id': '77' });
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    const after = (await screen.findByRole('cell', { name: /Giuseppe Verdi/ })).closest('tr') as HTMLElement;
    expect(await within(after).findByText('In accettazione')).toBeInTheDocument();
  });
});

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

function row(overrides: Record<string, unknown> = {}) {
  return {
    seriale: 'RL-A',
    idDefunto: 1000,
    defunto: 'Giuseppe Martinelli',
    idAbbonato: 7,
    abbonato: 'Lucia Verdi',
    termine: '2027-03-05',
    canoneCentesimi: 3000,
    rinnovata: false,
    rinnovoFino: null,
    rinnovoImportoCentesimi: null,
    ...overrides,
  };
}

const ROWS = [
  row(),
  row({ seriale: 'RL-B', defunto: 'Anna Bianchi', termine: '2027-03-20', canoneCentesimi: 4000 }),
  row({
    seriale: 'RL-C',
    defunto: 'Paolo Neri',
    rinnovata: true,
    rinnovoFino: '2028-03-10',
    rinnovoImportoCentesimi: 2500,
    canoneCentesimi: 2500,
  }),
  row({ seriale: 'RL-D', defunto: 'Marta Gialli', canoneCentesimi: null }),
];

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/lampade/lampadaRinnovi', (request) => {
    const month = request.query.get('mese');
    const rows = month === '2027-03' ? ROWS : [];
    return {
      body: envelope({
        mese: month,
        rinnovi: rows,
        total: rows.length,
        nextPage: null,
        riepilogo: {
          lampade: rows.length,
          rinnovate: rows.length ? 1 : 0,
          senzaCanone: rows.length ? 1 : 0,
          previstoCentesimi: rows.length ? 9500 : 0,
          incassatoCentesimi: rows.length ? 2500 : 0,
        },
      }),
    };
  });
  server.on('POST', '/api/lampade/lampadaRinnoviCreate', () => ({
    body: envelope(
      {
        rinnovati: 1,
        giaRinnovati: 0,
        falliti: [
          { seriale: 'RL-B', motivo: 'Il periodo pagato è già stato prolungato con un altro pagamento' },
        ],
      },
      { message: '1 rinnovi registrati' },
    ),
  }));
});

async function openMonth(month: string) {
  mountPanel('#rinnovi');
  const picker = await screen.findByLabelText('Mese');
  await userEvent.clear(picker);
  await userEvent.type(picker, month);
}

describe('#rinnovi', () => {
  it("shows the month's expected and collected fees above the renewals, and which are renewed", async () => {
    await openMonth('2027-03');
    const cards = await screen.findByLabelText('Previsto e incassato del mese');
    expect(within(cards).getByText('95,00 €')).toBeInTheDocument();
    expect(within(cards).getByText('25,00 €')).toBeInTheDocument();
    expect(within(cards).getByText('1 su 4 lampade rinnovate')).toBeInTheDocument();
    expect(within(cards).getByText(/1 lampada senza canone/)).toBeInTheDocument();
    const renewed = (await screen.findByRole('cell', { name: 'RL-C' })).closest('tr') as HTMLElement;
    expect(within(renewed).getByText('Rinnovata fino al 10/03/2028')).toBeInTheDocument();
    expect(within(renewed).queryByRole('checkbox')).toBeNull();
    const noFee = screen.getByRole('cell', { name: 'RL-D' }).closest('tr') as HTMLElement;
    expect(within(noFee).getByText('Canone mancante')).toBeInTheDocument();
    expect(within(noFee).queryByRole('checkbox')).toBeNull();
    expect(received(server, 'GET', '/api/lampade/lampadaRinnovi').at(-1)?.query.get('mese')).toBe('2027-03');
  });

  it('renews the selection in one request after a confirmation with count and total, and lists the failures', async () => {
    await openMonth('2027-03');
    const renew = await screen.findByRole('button', { name: 'Rinnova selezionate (0)' });
    expect(renew).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleziona tutte le lampade da rinnovare della pagina' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rinnova selezionate (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/i pagamenti di 2 lampade per un totale di 70,00 €/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    const status = await screen.findByRole('status', { name: 'Esito dei rinnovi' });
    expect(within(status).getByText('1 rinnovo registrato')).toBeInTheDocument();
    expect(
      within(status).getByText('RL-B: Il periodo pagato è già stato prolungato con un altro pagamento'),
    ).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaRinnoviCreate')).toEqual({
      mese: '2027-03',
      seriali: ['RL-A', 'RL-B'],
    });
    expect(received(server, 'POST', '/api/lampade/lampadaRinnoviCreate')).toHaveLength(1);
    // The list is read again after the renewal.
    await waitFor(() =>
      expect(received(server, 'GET', '/api/lampade/lampadaRinnovi').length).toBeGreaterThan(2),
    );
  });

  it('a single row can be picked, and "No" records nothing', async () => {
    await openMonth('2027-03');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleziona RL-B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rinnova selezionate (1)' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/il pagamento di 1 lampada per un totale di 40,00 €/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(received(server, 'POST', '/api/lampade/lampadaRinnoviCreate')).toHaveLength(0);
  });

  it('says so when no period ends in the month', async () => {
    await openMonth('2027-05');
    expect(await screen.findByText('Nessun rinnovo in scadenza in questo mese')).toBeInTheDocument();
  });
});

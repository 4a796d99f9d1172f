import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, startBackend } from '../../test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startBackend();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const LAMPS = [
  {
    seriale: 'RL-ABCDEFGH23',
    idDefunto: 1000,
    defunto: 'Giuseppe Verdi',
    dataTermineAccensione: '2027-02-28',
    attiva: true,
    nuovoTermine: '2028-02-28',
    importoCentesimi: 3600,
    rinnovabile: true,
  },
  {
    seriale: 'RL-SENZACANONE',
    idDefunto: 1001,
    defunto: 'Anna Bianchi',
    dataTermineAccensione: '2026-01-31',
    attiva: false,
    nuovoTermine: '2027-01-31',
    importoCentesimi: null,
    rinnovabile: false,
  },
];

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/lampade/famiglia', () => ({ body: envelope({ lampade: LAMPS }) }));
  server.on('POST', '/api/lampade/famigliaRinnovo', () => ({
    body: envelope({ orderid: 44, orderKey: 'chiave-44', importoCentesimi: 3600 }),
  }));
});

describe('#lampade of the client panel', () => {
  it("shows each lamp's period and renews it through the pay-online page with the order's key", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mountPanel('#lampade');
    const lamp = await screen.findByRole('listitem', { name: 'Lampada RL-ABCDEFGH23' });
    expect(within(lamp).getByText('Accesa fino al 28/02/2027')).toBeInTheDocument();
    const off = screen.getByRole('listitem', { name: 'Lampada RL-SENZACANONE' });
    expect(within(off).getByText('Spenta: periodo pagato terminato il 31/01/2026')).toBeInTheDocument();
    expect(within(off).getByText(/contattalo per rinnovare/)).toBeInTheDocument();
    expect(within(off).queryByRole('button')).toBeNull();
    await userEvent.click(within(lamp).getByRole('button', { name: 'Rinnova (36,00 €)' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/rinnovo-lampada?ordine=44'));
    expect(sessionStorage.getItem('ricordo.order.44')).toBe('chiave-44');
    const posted = server.requests.filter((request) => request.path === '/api/lampade/famigliaRinnovo');
    expect(JSON.parse(posted[0].body)).toEqual({ seriale: 'RL-ABCDEFGH23' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureDownloads } from '@ricordo/shared-design/back-office';
import { envelope, failure, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startBackend();
  configureDownloads({ origin: server.origin });
});
afterAll(async () => {
  configureDownloads({ origin: '' });
  await server.close();
});

function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    issuerKey: 'partner:7',
    type: 'TD01',
    number: '2027/000001',
    issueDay: '2027-03-05',
    recipient: 'Lucia Verdi',
    totalCents: 2500,
    state: 'da inviare',
    stateLabel: 'Da inviare',
    blockedReason: null,
    sdiNotice: null,
    fileName: 'IT01234567897_00015.xml',
    ...overrides,
  };
}

const BLOCKED = invoice({
  id: 42,
  number: null,
  state: 'bloccata',
  stateLabel: 'Bloccata',
  recipient: 'Mario Bianchi',
  fileName: null,
  blockedReason:
    "Fattura bloccata: manca la partita IVA dell'azienda. Aggiungila in Pannello lampade votive › Pagina partner › Dati azienda.",
});

const saved: Array<{ name: string }> = [];
let blockedNow = true;

beforeEach(() => {
  server.requests.length = 0;
  saved.length = 0;
  blockedNow = true;
  URL.createObjectURL = vi.fn(() => 'blob:test/file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push({ name: this.download });
    else HTMLElement.prototype.click.call(this);
  });
  server.on('GET', '/api/lampade/fatture', (request) => {
    const month = request.query.get('month');
    const state = request.query.get('state');
    let rows =
      month === '2027-03'
        ? [invoice(), blockedNow ? BLOCKED : invoice({ id: 42, number: '2027/000002' })]
        : [];
    if (state) rows = rows.filter((row) => row.state === state);
    return { body: envelope({ invoices: rows, total: rows.length, nextPage: null }) };
  });
  server.on('GET', '/api/lampade/fatture/41/xml', () => ({
    headers: { 'content-type': 'application/xml' },
    body: '<?xml version="1.0"?><p:FatturaElettronica/>',
  }));
  server.on('GET', '/api/lampade/fatture/41/pdf', () => ({
    status: 404,
    body: failure('Fattura non trovata', 'INVOICE_NOT_FOUND'),
  }));
  server.on('GET', '/api/lampade/fatture/zip', () => ({
    headers: { 'content-type': 'application/zip' },
    body: 'PK finto',
  }));
  server.on('POST', '/api/lampade/fatture/42/riprova', () => {
    blockedNow = false;
    return {
      body: envelope({ invoice: invoice({ id: 42, number: '2027/000002' }) }, { message: 'Fattura emessa' }),
    };
  });
});
afterEach(() => vi.restoreAllMocks());

async function openMonth(month: string) {
  mountPanel('#fatture');
  const picker = await screen.findByLabelText('Mese');
  await userEvent.clear(picker);
  await userEvent.type(picker, month);
}

describe('#fatture', () => {
  it("lists the month's invoices with number, date, recipient, total, state and the blocked one's reason", async () => {
    await openMonth('2027-03');
    const issued = (await screen.findByRole('cell', { name: '2027/000001' })).closest('tr') as HTMLElement;
    expect(within(issued).getByText('05/03/2027')).toBeInTheDocument();
    expect(within(issued).getByText('Lucia Verdi')).toBeInTheDocument();
    expect(within(issued).getByText('25,00 €')).toBeInTheDocument();
    expect(within(issued).getByText('Da inviare')).toBeInTheDocument();
    const blocked = screen.getByText('Mario Bianchi').closest('tr') as HTMLElement;
    expect(within(blocked).getByText('Bloccata')).toBeInTheDocument();
    expect(
      within(blocked).getByText(/Pannello lampade votive › Pagina partner › Dati azienda/),
    ).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: /Scarica XML/ })).toBeNull();
    expect(received(server, 'GET', '/api/lampade/fatture').at(-1)?.query.get('month')).toBe('2027-03');
  });

  it("says 'Nessuna fattura in questo mese' for an empty month, and filters by state on the server", async () => {
    await openMonth('2027-04');
    expect(await screen.findByText('Nessuna fattura in questo mese')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica ZIP del mese' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Mese'));
    await userEvent.type(screen.getByLabelText('Mese'), '2027-03');
    await userEvent.selectOptions(screen.getByLabelText('Stato'), 'bloccata');
    await screen.findByText('Mario Bianchi');
    await waitFor(() => expect(screen.queryByText('Lucia Verdi')).toBeNull());
    expect(received(server, 'GET', '/api/lampade/fatture').at(-1)?.query.get('state')).toBe('bloccata');
  });

  it('downloads the XML under its FatturaPA name and the ZIP of the month, and shows a refused PDF', async () => {
    await openMonth('2027-03');
    await userEvent.click(await screen.findByRole('button', { name: 'Scarica XML 2027/000001' }));
    expect(await screen.findByText('Il file XML è stato scaricato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica PDF 2027/000001' }));
    expect(await screen.findByText('Fattura non trovata')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica ZIP del mese' }));
    expect(await screen.findByText('Lo ZIP del mese è stato scaricato')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'IT01234567897_00015.xml' }, { name: 'fatture-2027-03.zip' }]);
    expect(received(server, 'GET', '/api/lampade/fatture/zip')[0].query.get('month')).toBe('2027-03');
  });

  it('tries a blocked invoice again and shows it numbered', async () => {
    await openMonth('2027-03');
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova #42' }));
    expect(await screen.findByText('Fattura emessa')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '2027/000002' })).toBeInTheDocument();
    expect(received(server, 'POST', '/api/lampade/fatture/42/riprova')).toHaveLength(1);
  });
});

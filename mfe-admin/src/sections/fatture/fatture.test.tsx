import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { configureDownloads } from '@ricordo/shared-design/back-office';
import { envelope, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import FattureSection from '.';

let server: TestServer;
const saved: string[] = [];

function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    issuerKey: 'ricordo',
    type: 'TD01',
    number: '2027/000010',
    issueDay: '2027-03-02',
    recipient: 'Anna Bianchi',
    totalCents: 1220,
    state: 'consegnata',
    stateLabel: 'Consegnata',
    blockedReason: null,
    sdiNotice: 'RC ricevuta di consegna',
    fileName: 'IT01234567897_00007.xml',
    ...overrides,
  };
}

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  configureDownloads({ origin: server.origin });
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:test/file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
  server.on('GET', '/api/admin/fatture/emittenti', () => ({
    body: envelope({
      issuers: [
        { key: 'ricordo', name: 'Ricordo' },
        { key: 'partner:3', name: 'Lampade Serene srl' },
      ],
    }),
  }));
  server.on('GET', '/api/admin/fatture', (request) => {
    const issuer = request.query.get('issuer');
    const ricordo = [
      invoice(),
      invoice({
        id: 8,
        type: 'TD04',
        number: '2027/000011',
        state: 'scartata',
        stateLabel: 'Scartata da SDI',
        sdiNotice: 'NS notifica di scarto: 00404: Fattura duplicata',
      }),
    ];
    const partner = [
      invoice({ id: 9, issuerKey: 'partner:3', number: '2027/000001', recipient: 'Lucia Verdi' }),
    ];
    const rows = issuer === 'tutti' ? [...ricordo, ...partner] : issuer === 'partner:3' ? partner : ricordo;
    return { body: envelope({ invoices: rows, total: rows.length, nextPage: null }) };
  });
  server.on('GET', '/api/admin/fatture/7/pdf', () => ({
    headers: { 'content-type': 'application/pdf' },
    body: '%PDF-1.4 finto',
  }));
  server.on('GET', '/api/admin/fatture/zip', () => ({
    headers: { 'content-type': 'application/zip' },
    body: 'PK finto',
  }));
  render(
    <>
      <ToastHost />
      <FattureSection title="Fatture" />
    </>,
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  clearToasts();
  configureApi({ baseUrl: '' });
  configureDownloads({ origin: '' });
  await server.close();
});

describe('#fatture (admin)', () => {
  it("lists Ricordo's invoices of the month, the credit note and SDI's notices", async () => {
    const delivered = (await screen.findByRole('cell', { name: '2027/000010' })).closest('tr') as HTMLElement;
    expect(within(delivered).getByText('Consegnata')).toBeInTheDocument();
    expect(within(delivered).getByText('RC ricevuta di consegna')).toBeInTheDocument();
    expect(within(delivered).getByText('12,20 €')).toBeInTheDocument();
    const note = screen.getByText('Nota di credito').closest('tr') as HTMLElement;
    expect(within(note).getByText('NS notifica di scarto: 00404: Fattura duplicata')).toBeInTheDocument();
    const [request] = server.requests.filter((each) => each.path === '/api/admin/fatture');
    expect(request.query.get('issuer')).toBe('ricordo');
    expect(request.query.get('month')).toMatch(/^\d{4}-\d{2}$/);
    expect(screen.queryByRole('columnheader', { name: 'Emittente' })).toBeNull();
  });

  it("shows every issuer's with the issuer column, and downloads the PDF copy and the month's ZIP of that choice", async () => {
    await screen.findByRole('cell', { name: '2027/000010' });
    await userEvent.selectOptions(screen.getByLabelText('Emittente'), 'tutti');
    const partner = (await screen.findByText('Lucia Verdi')).closest('tr') as HTMLElement;
    expect(within(partner).getByText('Lampade Serene srl')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Emittente' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica PDF 2027/000010' }));
    expect(await screen.findByText('Il pdf è stato scaricato con successo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Scarica ZIP del mese' }));
    expect(await screen.findByText('Lo ZIP del mese è stato scaricato')).toBeInTheDocument();
    expect(saved).toEqual(['fattura-2027-000010.pdf', expect.stringMatching(/^fatture-\d{4}-\d{2}\.zip$/)]);
    const [zip] = server.requests.filter((each) => each.path === '/api/admin/fatture/zip');
    expect(zip.query.get('issuer')).toBe('tutti');
  });
  it("offers every company that issued invoices under 'Emittente': the list and the month's ZIP follow the choice", async () => {
    await screen.findByRole('cell', { name: '2027/000010' });
    const picker = screen.getByRole('combobox', { name: 'Emittente' });
    expect(await within(picker).findByRole('option', { name: 'Lampade Serene srl' })).toBeInTheDocument();
    expect(
      within(picker)
        .getAllByRole('option')
        .map((each) => each.textContent),
    ).toEqual(['Ricordo', 'Lampade Serene srl', 'Tutti gli emittenti']);
    await userEvent.selectOptions(picker, 'Lampade Serene srl');
    expect(await screen.findByText('Lucia Verdi')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '2027/000010' })).toBeNull();
    const lists = server.requests.filter((each) => each.path === '/api/admin/fatture');
    expect(lists[lists.length - 1].query.get('issuer')).toBe('partner:3');
    await userEvent.click(screen.getByRole('button', { name: 'Scarica ZIP del mese' }));
    expect(await screen.findByText('Lo ZIP del mese è stato scaricato')).toBeInTheDocument();
    const [zip] = server.requests.filter((each) => each.path === '/api/admin/fatture/zip');
    expect(zip.query.get('issuer')).toBe('partner:3');
    expect(zip.query.get('month')).toMatch(/^\d{4}-\d{2}$/);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { configureDownloads } from '../download';
import { RecordDownloads } from '.';

// The downloads of the result dialog after a record is saved (spec panels §2 "Memorial forms").
let server: TestServer;
const saved: Array<{ name: string; href: string }> = [];
const PDF = '%PDF-1.4 finto';

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  configureDownloads({ origin: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:test/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  for (const path of ['/api/qrcodes/deceased/00077/sheet.pdf', '/api/obituaryCard/indication/00077'])
    server.on('GET', path, () => ({ headers: { 'content-type': 'application/pdf' }, body: PDF }));
  server.on('GET', '/api/obituaryCard/create/00077', () => ({
    headers: { 'content-type': 'image/jpeg' },
    body: 'jpeg',
  }));
});

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

function mount(record: { ID: number; showPage: number; hasNotice: boolean }) {
  render(
    <>
      <ToastHost />
      <RecordDownloads record={record} />
    </>,
  );
}

describe('RecordDownloads', () => {
  it("offers QR A4, QR grid, 'Manifesto + Cartoncino Qr', the indications and 'Vai al defunto'", async () => {
    mount({ ID: 77, showPage: 1, hasNotice: true });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'QR in formato A4',
      'QR in griglia',
      'Manifesto + Cartoncino Qr',
      'Indicazioni per le condoglianze',
    ]);
    const link = screen.getByRole('link', { name: 'Vai al defunto' });
    expect(link).toHaveAttribute('href', '/memorial?00077');
    expect(link).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'QR in formato A4' }));
    expect(await screen.findByText('Il pdf è stato scaricato con successo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'QR in griglia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Manifesto + Cartoncino Qr' }));
    await waitFor(() =>
      expect(screen.getByText('Il Cartoncino è stato scaricato con successo')).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Indicazioni per le condoglianze' }));
    await waitFor(() => expect(saved).toHaveLength(4));
    const asked = server.requests.map((request) => `${request.path}?${request.query.toString()}`);
    expect(asked).toEqual([
      '/api/qrcodes/deceased/00077/sheet.pdf?layout=a4',
      '/api/qrcodes/deceased/00077/sheet.pdf?layout=grid',
      '/api/obituaryCard/create/00077?format=jpg',
      '/api/obituaryCard/indication/00077?',
    ]);
  });

  it('a notice without a tombstone page has no QR sheets; a refused download says why', async () => {
    server.on('GET', '/api/obituaryCard/indication/00077', () => ({
      status: 404,
      body: failure('Defunto non trovato', 'NOT_FOUND'),
    }));
    mount({ ID: 77, showPage: 0, hasNotice: true });
    expect(screen.queryByRole('button', { name: 'QR in formato A4' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Indicazioni per le condoglianze' }));
    expect(await screen.findByText('Defunto non trovato')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

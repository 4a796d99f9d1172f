import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { configureDownloads } from '@ricordo/shared-design/back-office';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import RichiediQrcodeSection from '.';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  configureDownloads({ origin: server.origin });
});

afterEach(async () => {
  clearToasts();
  configureApi({ baseUrl: '' });
  configureDownloads({ origin: '' });
  await server.close();
});

const made = (ID: number) => ({
  ID,
  code: `ABCDEFGH${ID}`,
  verification_code: `VERIF${ID}`,
  url: `https://ricordo.example/qr/ABCDEFGH${ID}`,
  url_condoglianze: `https://ricordo.example/qr/ABCDEFGH${ID}/condoglianze`,
});

function renderSection() {
  render(
    <>
      <RichiediQrcodeSection title="Nuovi QR code" />
      <ToastHost />
    </>,
  );
  return screen.getByLabelText(/Numero di QR code da generare/);
}

const generateCalls = () => server.requests.filter((request) => request.path === '/api/admin/generateQrcode');

describe('#richiedi-qrcode', () => {
  it('generates the codes with the CSRF header, lists them and links their image and both print sheets', async () => {
    server.on('POST', '/api/admin/generateQrcode', (request) => ({
      body: envelope(
        { qrcodeData: Array.from({ length: Number(request.query.get('amount')) }, (_, i) => made(41 + i)) },
        { message: 'QR code generati con successo' },
      ),
    }));
    const field = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuovi QR code' })).toBeInTheDocument();
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Genera QR code' }));

    const list = await screen.findByRole('region', { name: 'QR code appena generati' });
    expect(within(list).getByText('3 QR code generati')).toBeInTheDocument();
    expect(await within(list).findByText('ABCDEFGH42')).toBeInTheDocument();
    expect(within(list).getByText('VERIF43')).toBeInTheDocument();
    const images = within(list).getAllByRole('link', { name: 'Visualizza qr-code' });
    expect(images.map((link) => link.getAttribute('href'))).toEqual([
      '/api/admin/qrcodes/43/image.png',
      '/api/admin/qrcodes/42/image.png',
      '/api/admin/qrcodes/41/image.png',
    ]);
    const sizes = within(within(list).getByRole('combobox', { name: /Righe per pagina/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '25', '100']);
    expect(within(list).getByRole('combobox', { name: /Righe per pagina/ })).toHaveValue('5');
    expect(within(list).getByRole('link', { name: 'Scarica QR in formato A4 (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/qrcodes/pdf?layout=a4&ids=41,42,43',
    );
    expect(within(list).getByRole('link', { name: 'Scarica QR in griglia (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/qrcodes/pdf?layout=grid&ids=41,42,43',
    );
    expect(await screen.findByText('QR code generati con successo')).toBeInTheDocument();
    const [call] = generateCalls();
    expect(call.query.get('amount')).toBe('3');
    expect(call.headers['x-csrf-token']).toMatch(/^csrf-/);
  });

  it('refuses empty, 0, a decimal and 501 with the spec’s messages, focused, without calling the server', async () => {
    const field = renderSection();
    const submit = screen.getByRole('button', { name: 'Genera QR code' });
    const cases: Array<[string, string]> = [
      ['', 'Campo obbligatorio'],
      ['0', 'Devi inserire un numero superiore allo 0'],
      ['2.5', 'Campo non valido'],
      ['501', 'Il numero massimo di qrCode inseribili e` 500'],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
      await userEvent.click(submit);
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
    }
    expect(generateCalls()).toHaveLength(0);
  });

  it('shows the server’s field message on the field, and its other failures above the form', async () => {
    let calls = 0;
    server.on('POST', '/api/admin/generateQrcode', () =>
      calls++ === 0
        ? {
            status: 400,
            body: {
              ...failure('Il numero massimo di qrCode inseribili e` 500', 'VALIDATION_FAILED'),
              data: { fields: { amount: 'Il numero massimo di qrCode inseribili e` 500' } },
            },
          }
        : { status: 403, body: failure('Accesso negato', 'ACCESS_DENIED') },
    );
    const field = renderSection();
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Genera QR code' }));
    await screen.findByText('Il numero massimo di qrCode inseribili e` 500');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Genera QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accesso negato');
  });

  it('sends one request however many clicks while it works (the button is disabled meanwhile)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(
        () => new Promise<unknown>((resolve) => (answer = resolve)) as ReturnType<typeof api.call>,
      );
    const field = renderSection();
    await userEvent.type(field, '1');
    const submit = screen.getByRole('button', { name: 'Genera QR code' });
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await userEvent.type(field, '{Enter}');
    expect(call).toHaveBeenCalledTimes(1);
    answer(envelope({ qrcodeData: [made(7)] }));
    expect(await screen.findByText('ABCDEFGH7')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(call).toHaveBeenCalledTimes(1);
  });

  describe('the print sheets, saved through the kit download helper', () => {
    const saved: Array<{ name: string; href: string }> = [];

    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:test/sheet');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        // Only the helper's own link (a blob) is recorded; a click on the page's links goes through React.
        if (this.href.startsWith('blob:')) saved.push({ name: this.download, href: this.href });
        else HTMLElement.prototype.click.call(this);
      });
      server.on('POST', '/api/admin/generateQrcode', () => ({
        body: envelope({ qrcodeData: [made(41), made(42), made(43)] }),
      }));
    });

    async function generate() {
      const field = renderSection();
      await userEvent.type(field, '3');
      await userEvent.click(screen.getByRole('button', { name: 'Genera QR code' }));
      return screen.findByRole('region', { name: 'QR code appena generati' });
    }

    it("fetches the A4 sheet and saves it under the server's name, 'Il pdf è stato scaricato con successo'", async () => {
      server.on('GET', '/api/admin/qrcodes/pdf', () => ({
        headers: { 'content-type': 'application/pdf' },
        body: '%PDF-1.4 finto',
      }));
      const list = await generate();
      await userEvent.click(within(list).getByRole('link', { name: 'Scarica QR in formato A4 (PDF)' }));
      expect(await screen.findByText('Il pdf è stato scaricato con successo')).toBeInTheDocument();
      expect(saved).toEqual([{ name: 'qrcode-a4-41-43.pdf', href: 'blob:test/sheet' }]);
      const [request] = server.requests.filter((entry) => entry.path === '/api/admin/qrcodes/pdf');
      expect(request.query.get('layout')).toBe('a4');
      expect(request.query.get('ids')).toBe('41,42,43');
    });

    it("shows the server's refusal of the grid sheet and saves nothing", async () => {
      server.on('GET', '/api/admin/qrcodes/pdf', () => ({
        status: 404,
        body: failure('QR code non trovato', 'NOT_FOUND'),
      }));
      const list = await generate();
      await userEvent.click(within(list).getByRole('link', { name: 'Scarica QR in griglia (PDF)' }));
      expect(await screen.findByText('QR code non trovato')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { configureDownloads } from '../download';
import { CardActions, type CardActionsRecord } from '.';

let server: TestServer;
const saved: Array<{ name: string; href: string }> = [];

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
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

const RECORD: CardActionsRecord = {
  ID: 1000,
  name: 'Anna',
  surname: 'Bellini',
  contoVendita: 0,
  showPage: 1,
  hasNotice: true,
};

async function open(record: CardActionsRecord = RECORD, withPartnerSend = false) {
  render(
    <>
      <ToastHost />
      <CardActions record={record} withPartnerSend={withPartnerSend} buyPath="/compra" />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cartoncini e PDF di Anna Bellini' }));
  return screen.getByRole('dialog', { name: 'Cartoncini e PDF di Anna Bellini' });
}

const PDF = '%PDF-1.4 finto';

describe('CardActions', () => {
  it("downloads 'Manifesto + Cartoncino Qr' as jpg from obituaryCard/create/000{id} and says so", async () => {
    server.on('GET', '/api/obituaryCard/create/0001000', () => ({ body: 'JPEG-DATA' }));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manifesto + Cartoncino Qr (jpg)' }));
    expect(await screen.findByText('Il Cartoncino è stato scaricato con successo')).toBeInTheDocument();
    const request = server.requests.find((item) => item.path === '/api/obituaryCard/create/0001000');
    expect(request?.query.get('format')).toBe('jpg');
    expect(saved).toEqual([{ name: 'cartoncino-anna-bellini.jpg', href: 'blob:test/1' }]);
  });

  it("counts an HTML page with a style element as failure: 'Errore imprevisto', nothing saved", async () => {
    server.on('GET', '/api/obituaryCard/create/0001000', () => ({
      body: '<html><div style="color:red">errore</div><style>p{}</style></html>',
    }));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manifesto + Cartoncino Qr (pdf)' }));
    expect(await screen.findByText('Errore imprevisto')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("downloads the manifesto PDFs (A3, 70×100), the indications and both tombstone cards: 'Il pdf è stato scaricato con successo'", async () => {
    for (const path of [
      '/api/obituaries/manifestPdf/0001000',
      '/api/obituaryCard/indication/0001000',
      '/api/deceasedCard/0001000',
      '/api/deceasedCard2/0001000',
    ])
      server.on('GET', path, () => ({ body: PDF }));
    const dialog = await open();
    for (const label of [
      'Manifesto PDF A3',
      'Manifesto PDF 70×100',
      'Indicazioni per le condoglianze',
      'Cartoncino lapide digitale',
      'Cartoncino lapide digitale (secondo formato)',
    ]) {
      await userEvent.click(within(dialog).getByRole('button', { name: label }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: label })).not.toBeDisabled());
    }
    await waitFor(() => expect(saved).toHaveLength(5));
    expect(saved.map((item) => item.name)).toEqual([
      'manifesto-anna-bellini-A3.pdf',
      'manifesto-anna-bellini-70x100.pdf',
      'indicazioni-anna-bellini.pdf',
      'lapide-anna-bellini.pdf',
      'lapide-anna-bellini-2.pdf',
    ]);
    const formats = server.requests
      .filter((item) => item.path === '/api/obituaries/manifestPdf/0001000')
      .map((item) => item.query.get('format'));
    expect(formats).toEqual(['A3', '70x100']);
    expect(screen.getAllByText('Il pdf è stato scaricato con successo').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal of a PDF, else 'Errore generico... riprovare'", async () => {
    server.on('GET', '/api/obituaryCard/indication/0001000', () => ({
      status: 403,
      body: failure('Non puoi scaricare questo documento', 'FORBIDDEN'),
    }));
    server.on('GET', '/api/deceasedCard/0001000', () => ({ status: 500, body: 'Internal error' }));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indicazioni per le condoglianze' }));
    expect(await screen.findByText('Non puoi scaricare questo documento')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cartoncino lapide digitale' }));
    expect(await screen.findByText('Errore generico... riprovare')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("refuses the condolence book while the sale is on account, with 'Procedi all'acquisto', without asking the server", async () => {
    const dialog = await open({ ...RECORD, contoVendita: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Libro delle condoglianze (pdf)' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale",
    );
    expect(within(dialog).getByRole('link', { name: "Procedi all'acquisto" })).toHaveAttribute(
      'href',
      '/compra',
    );
    expect(server.requests.some((item) => item.path.startsWith('/api/pdfBook'))).toBe(false);
  });

  it("follows the book's data.pdf once paid, and shows the purchase prompt on the server's PURCHASE_REQUIRED", async () => {
    server.on('GET', '/api/pdfBook/0001000', () => ({ body: envelope({ pdf: '/media/books/1000.pdf' }) }));
    server.on('GET', '/media/books/1000.pdf', () => ({ body: PDF }));
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Libro delle condoglianze (pdf)' }));
    expect(await screen.findByText('Il pdf è stato scaricato con successo')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'libro-condoglianze-1000.pdf', href: expect.stringMatching(/^blob:/) }]);

    server.on('GET', '/api/pdfBook/0001000', () => ({
      status: 402,
      body: failure(
        "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale",
        'PURCHASE_REQUIRED',
      ),
    }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Libro delle condoglianze (pdf)' }));
    expect(await within(dialog).findByRole('link', { name: "Procedi all'acquisto" })).toBeInTheDocument();
  });

  it('offers only the notice downloads for a notice without tombstone page, and partnerSend on request', async () => {
    server.on('POST', '/api/partnerSend/0001000', () => ({
      body: envelope(null, { message: 'I dati della pagina sono stati inviati ai tuoi contatti' }),
    }));
    const dialog = await open({ ...RECORD, showPage: 0 }, true);
    expect(
      within(dialog).queryByRole('button', { name: /Libro delle condoglianze/ }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Cartoncino lapide/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia i dati della pagina' }));
    expect(
      await screen.findByText('I dati della pagina sono stati inviati ai tuoi contatti'),
    ).toBeInTheDocument();
  });

  describe('the phone modal (sendCard)', () => {
    it("keeps 'Invia' disabled while the number is empty or longer than 9 characters, then sends and says 'Successo'", async () => {
      server.on('POST', '/api/obituaries/sendCard', () => ({
        body: envelope(null, { message: 'Messaggio con il contatto di whatsapp inviato con successo' }),
      }));
      const dialog = await open();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invia il cartoncino su WhatsApp' }));
      const phone = await screen.findByRole('dialog', { name: 'Invia il cartoncino su WhatsApp' });
      const send = within(phone).getByRole('button', { name: 'Invia' });
      expect(send).toBeDisabled();
      await userEvent.type(within(phone).getByLabelText('Numero di telefono'), '3471234567');
      expect(send).toBeDisabled();
      await userEvent.type(within(phone).getByLabelText('Numero di telefono'), '{Backspace}');
      expect(send).toBeEnabled();
      await userEvent.click(send);
      const done = await screen.findByRole('dialog', { name: 'Successo' });
      expect(done).toHaveTextContent('Messaggio con il contatto di whatsapp inviato con successo');
      const sent = server.requests.find((item) => item.path === '/api/obituaries/sendCard');
      expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ deceasedID: '0001000', phone: '347123456' });
      expect(sent?.headers['x-csrf-token']).toMatch(/^csrf-/);
    });

    it("shows the server's message on failure, and 'Errore riprova tra poco' when there is none", async () => {
      server.on('POST', '/api/obituaries/sendCard', () => ({
        status: 400,
        body: failure('Numero di telefono non valido', 'VALIDATION_FAILED'),
      }));
      const dialog = await open();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invia il cartoncino su WhatsApp' }));
      const phone = await screen.findByRole('dialog', { name: 'Invia il cartoncino su WhatsApp' });
      await userEvent.type(within(phone).getByLabelText('Numero di telefono'), '12');
      await userEvent.click(within(phone).getByRole('button', { name: 'Invia' }));
      expect(await within(phone).findByRole('alert')).toHaveTextContent('Numero di telefono non valido');

      server.on('POST', '/api/obituaries/sendCard', () => ({ status: 503, body: failure('', null) }));
      await userEvent.click(within(phone).getByRole('button', { name: 'Invia' }));
      await waitFor(() =>
        expect(within(phone).getByRole('alert')).toHaveTextContent('Errore riprova tra poco'),
      );
    });
  });
});

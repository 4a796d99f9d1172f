import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { PartnerPageEditor } from './PartnerPageEditor';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

const PAGE = { ID: 7, name: 'Onoranze Funebri Bellini', description: '<p>Dal 1962</p>', logo: null };
const WAIT = { timeout: 4000 };

beforeEach(() => {
  server.requests.length = 0;
  clearToasts();
  server.on('GET', '/api/partners/ownPartnerPage', () => ({ body: envelope(PAGE) }));
  server.on('POST', '/api/partners/partnerEdit', (request) =>
    request.body.includes('Preso')
      ? {
          status: 403,
          body: failure(
            "Devi essere loggato come partner o amministratore per poter effettuare l'operazione",
            'ACCESS_DENIED',
          ),
        }
      : { body: envelope(null, { message: 'Modifica salvata con successo' }) },
  );
});

const edits = () =>
  server.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/partners/partnerEdit',
  );
const field = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

describe('PartnerPageEditor', () => {
  it('loads the own page, links it in a new tab and saves the name through partnerEdit', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PartnerPageEditor />
        <ToastHost />
      </>,
    );
    const name = await screen.findByLabelText('Nome', {}, WAIT);
    expect(name).toHaveValue('Onoranze Funebri Bellini');
    const link = screen.getByRole('link', { name: 'Visualizza pagina' });
    expect(link).toHaveAttribute('href', '/partner-page?7');
    expect(link).toHaveAttribute('target', '_blank');

    await user.clear(name);
    await user.type(name, 'Bellini & Figli');
    await user.click(screen.getAllByRole('button', { name: 'Salva' })[0]);
    expect(await screen.findByText('Modifica salvata con successo', {}, WAIT)).toBeInTheDocument();
    const body = edits()[0].body;
    expect(field(body, 'partnerid')).toBe('7');
    expect(field(body, 'edit-type')).toBe('name');
    expect(field(body, 'content')).toBe('Bellini & Figli');
  });

  it("refuses an empty name with 'Non pui lasciare vuoto il campo' without calling the server", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PartnerPageEditor />
        <ToastHost />
      </>,
    );
    const name = await screen.findByLabelText('Nome', {}, WAIT);
    await user.clear(name);
    await user.click(screen.getAllByRole('button', { name: 'Salva' })[0]);
    expect(await screen.findByText('Non pui lasciare vuoto il campo', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica logo' }));
    expect(screen.getAllByText('Non pui lasciare vuoto il campo')).toHaveLength(2);
    expect(edits()).toHaveLength(0);
  });

  it("shows the server's message (ACCESS_DENIED)", async () => {
    const user = userEvent.setup();
    render(
      <>
        <PartnerPageEditor />
        <ToastHost />
      </>,
    );
    const name = await screen.findByLabelText('Nome', {}, WAIT);
    await user.clear(name);
    await user.type(name, 'Preso');
    await user.click(screen.getAllByRole('button', { name: 'Salva' })[0]);
    expect(
      await screen.findByText(
        "Devi essere loggato come partner o amministratore per poter effettuare l'operazione",
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('uploads the logo as the file of edit-logo', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PartnerPageEditor />
        <ToastHost />
      </>,
    );
    const input = await screen.findByLabelText('Logo', {}, WAIT);
    await user.upload(input, new File([new Uint8Array(2048)], 'logo.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Carica logo' }));
    expect(await screen.findByText('Modifica salvata con successo', {}, WAIT)).toBeInTheDocument();
    const body = edits()[0].body;
    expect(field(body, 'edit-type')).toBe('edit-logo');
    expect(body).toContain('name="file"; filename="logo.jpg"');
  });
});

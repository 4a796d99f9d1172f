import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  renderRemoteAt,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from '../../export-app';
import AddGiftScreen from '.';

let server: TestServer;
const WAIT = { timeout: 4000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  server.on('GET', '/api/deceased/deceasedData/00012', () => ({
    body: envelope({ ID: 12, name: 'Anna', surname: 'Bianchi' }),
  }));
  server.on('POST', '/api/admin/dedicAdmin', () => ({
    body: envelope({ ID: 5, deceasedID: 12, status: 'accepted' }, { message: 'Dono aggiunto con successo' }),
  }));
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

function renderScreen(path = '/aggiungi-dono-admin?00012') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/aggiungi-dono-admin" element={<AddGiftScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastHost />
    </MemoryRouter>,
  );
}

const posted = () => server.requests.filter((request) => request.path === '/api/admin/dedicAdmin');
/** The value of one text field of a recorded multipart body. */
const field = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];

describe('/aggiungi-dono-admin', () => {
  it('is the screen mfe_admin draws when the shell mounts it at /aggiungi-dono-admin', async () => {
    renderRemoteAt(RemoteApp, '/aggiungi-dono-admin', '/aggiungi-dono-admin?00012');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aggiungi dono' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Dono per Anna Bianchi', {}, WAIT)).toBeInTheDocument();
  });

  it('adds a signed candle published at once, then goes back to #pages', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Dono per Anna Bianchi', {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Dedica' }), 'Con affetto');
    await user.type(screen.getByRole('textbox', { name: /Firma/ }), 'La redazione');
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    expect(await screen.findByText('Dono aggiunto con successo', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin-panel#pages'), WAIT);
    const [request] = posted();
    expect(field(request.body, 'dedic-type')).toBe('dedica-cero');
    expect(field(request.body, 'deceased-id')).toBe('00012');
    expect(field(request.body, 'dedic')).toBe('Con affetto');
    expect(field(request.body, 'dedic-sign')).toBe('La redazione');
    expect(field(request.body, 'publish')).toBe('accepted');
    // Left as they come: no insert-time (the server takes now), the owner told.
    expect(field(request.body, 'insert-time')).toBeUndefined();
    expect(field(request.body, 'notification-flag')).toBe('1');
    // dedic-type comes before everything else: the server reads it before any file.
    expect(request.body.indexOf('name="dedic-type"')).toBeLessThan(
      request.body.indexOf('name="deceased-id"'),
    );
  });

  it('a photo gift needs its file; anonymous and pending as chosen', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'Dedica con foto' }, WAIT));
    await user.click(screen.getByRole('radio', { name: 'In attesa di approvazione del titolare' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    expect(await screen.findByText('Carica almeno un file', {}, WAIT)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ricordo.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/^Foto/), photo);
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    await waitFor(() => expect(posted()).toHaveLength(1), WAIT);
    const body = posted()[0].body;
    expect(field(body, 'dedic-sign')).toBe('0');
    expect(field(body, 'publish')).toBe('pending');
    expect(body).toContain('filename="ricordo.jpg"');
  });

  it("shows the server's field messages and its other refusals", async () => {
    server.on('POST', '/api/admin/dedicAdmin', () => ({
      status: 400,
      body: {
        ...failure('Dati non validi', 'VALIDATION_FAILED'),
        data: { fields: { publish: 'Devi effettuare una scelta' } },
      },
    }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi dono' }, WAIT));
    expect(await screen.findByText('Devi effettuare una scelta', {}, WAIT)).toBeInTheDocument();

    server.on('POST', '/api/admin/dedicAdmin', () => ({
      status: 404,
      body: failure('Defunto con id 12 non trovato, verra` reinderizzatto alla home', 'DECEASED_NOT_FOUND'),
    }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    expect(await screen.findByText(/Defunto con id 12 non trovato/, {}, WAIT)).toBeInTheDocument();
  });

  it('without a deceased id in the address it says the field is not valid', () => {
    renderScreen('/aggiungi-dono-admin');
    expect(screen.getByText('Campo non valido')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('sends the time given (insert-time, unix ms) and notification-flag 0 when the owner is not to be told', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Dono per Anna Bianchi', {}, WAIT)).toBeInTheDocument();
    const time = screen.getByLabelText(/^Data e ora/);
    await user.clear(time);
    await user.type(time, '2026-02-01T10:30');
    const notify = screen.getByRole('checkbox', { name: 'Avvisa il titolare della pagina' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    await waitFor(() => expect(posted()).toHaveLength(1), WAIT);
    const [request] = posted();
    // 10:30 on Rome's wall clock, whatever this process's zone.
    expect(field(request.body, 'insert-time')).toBe(String(Date.parse('2026-02-01T09:30:00Z')));
    expect(field(request.body, 'notification-flag')).toBe('0');
  });

  it("shows the server's message under the time it refused", async () => {
    server.on('POST', '/api/admin/dedicAdmin', () => ({
      status: 400,
      body: {
        ...failure('Dati non validi', 'VALIDATION_FAILED'),
        data: { fields: { 'insert-time': 'Campo non valido' } },
      },
    }));
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Dono per Anna Bianchi', {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Data e ora/), '2030-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Aggiungi dono' }));
    expect(await screen.findByText('Campo non valido', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data e ora/)).toHaveAccessibleDescription(/Campo non valido/);
  });
});

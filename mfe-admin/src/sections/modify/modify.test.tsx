import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, configureApi, sessionStore, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import ModifySection from '.';

let server: TestServer;
let saved: { manifestoEmail: string | null; manifestoWapp: string | null };

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  clearToasts();
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ username: 'adminricordo', permissions: { platformAccess: 1 }, partnertype: null }),
    expiringMemorials: [],
  });
  saved = { manifestoEmail: 'manifesti@ricordo.it', manifestoWapp: '+39-3331234567' };
  server.on('GET', '/api/content/getManifestConfig', () => ({ body: envelope(saved) }));
  server.on('POST', '/api/admin/setManifestConfig', (request) => {
    const body = JSON.parse(request.body) as { manifestoEmail: string; manifestoWapp: string };
    saved = { manifestoEmail: body.manifestoEmail, manifestoWapp: body.manifestoWapp };
    return { body: envelope(saved, { message: 'Configurazione aggiornata con successo' }) };
  });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

async function openManifestBlock() {
  render(
    <>
      <ModifySection title="Impostazioni account" />
      <ToastHost />
    </>,
  );
  expect(screen.getByRole('button', { name: /Cambia password/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Dati account/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Contatti manifesto e lapide/ }));
  return screen.findByRole('form', { name: 'Contatti manifesto e lapide' }, { timeout: 4000 });
}

const posts = () =>
  server.requests
    .filter((request) => request.path === '/api/admin/setManifestConfig')
    .map((request) => JSON.parse(request.body) as unknown);

describe('#modify manifesto and tombstone contact data', () => {
  it('shows the saved values and saves changes with Salva', async () => {
    const form = await openManifestBlock();
    const mail = await within(form).findByLabelText(/Email manifesto/, {}, { timeout: 4000 });
    expect(mail).toHaveValue('manifesti@ricordo.it');
    expect(within(form).getByRole('textbox', { name: /Numero WhatsApp/ })).toHaveValue('3331234567');

    await userEvent.clear(mail);
    await userEvent.type(mail, 'necrologi@ricordo.it');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));

    expect(
      await screen.findByText('Configurazione aggiornata con successo', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(posts()).toEqual([{ manifestoEmail: 'necrologi@ricordo.it', manifestoWapp: '+39-3331234567' }]);
  });

  it('refuses empty and malformed fields with the spec messages before calling the server', async () => {
    const form = await openManifestBlock();
    const mail = await within(form).findByLabelText(/Email manifesto/, {}, { timeout: 4000 });
    const wapp = within(form).getByRole('textbox', { name: /Numero WhatsApp/ });
    await userEvent.clear(mail);
    await userEvent.clear(wapp);
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findAllByText('Campo obbligatorio')).toHaveLength(2);

    await userEvent.type(mail, 'manifesti@');
    await userEvent.type(wapp, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Mail non valida')).toBeInTheDocument();
    expect(within(form).getByText('Numero di telefono non valido')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("shows the server's field message on the field", async () => {
    server.on('POST', '/api/admin/setManifestConfig', () => ({
      status: 400,
      body: {
        ...failure('Numero di telefono non valido', 'VALIDATION_FAILED'),
        data: { fields: { manifestoWapp: 'Numero di telefono non valido' } },
      },
    }));
    const form = await openManifestBlock();
    await within(form).findByLabelText(/Email manifesto/, {}, { timeout: 4000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(within(form).getByText('Numero di telefono non valido')).toBeInTheDocument(), {
      timeout: 4000,
    });
  });
});

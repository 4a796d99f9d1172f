import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, renderRemoteAt, type TestServer } from '@ricordo/shared-design/testing';
import { INVITATION_PATH } from '../app';
import RemoteApp from '../export-app';
import { clientUser, lastPosted, received, startBackend } from '../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

const OPEN = { state: 'open', role: 'manager', deceasedName: 'Giuseppe Verdi', fromName: 'Paola Verdi' };

function openLink(look: Record<string, unknown> = OPEN) {
  server.on('POST', '/api/page-invitations/look', () => ({ body: envelope(look) }));
  renderRemoteAt(RemoteApp, INVITATION_PATH, `${INVITATION_PATH}?token=tok123`);
}

beforeEach(() => {
  server.requests.length = 0;
  sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
});

describe('/invito-pagina', () => {
  it('signed out: signs in on the page, then accepts the invitation', async () => {
    server.on('POST', '/api/auth/login', () => ({
      body: envelope(null, { session: { userdata: clientUser(), acting: null } }),
    }));
    server.on('POST', '/api/page-invitations/accept', () => ({
      body: envelope(
        { deceasedID: 1000, role: 'manager' },
        { message: 'Invito accettato: ora gestisci questa pagina' },
      ),
    }));
    openLink();
    expect(
      await screen.findByText('Paola Verdi ti invita a gestire la pagina di Giuseppe Verdi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Non hai un account? Registrati' })).toHaveAttribute(
      'href',
      '/registrazione',
    );
    await userEvent.type(screen.getByLabelText('Username o e-mail'), 'giulianeri');
    await userEvent.type(screen.getByLabelText('Password'), 'Segreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi e accetta' }));
    expect(await screen.findByText('Invito accettato: ora gestisci questa pagina')).toBeInTheDocument();
    expect(lastPosted(server, '/api/page-invitations/accept')).toEqual({ token: 'tok123' });
    expect(screen.getByRole('link', { name: 'Vai al tuo pannello' })).toHaveAttribute(
      'href',
      '/client-panel#pages',
    );
  });

  it('signed in: accepts with one button', async () => {
    sessionStore.setState({ status: 'authenticated', user: clientUser(), expiringMemorials: [] });
    server.on('POST', '/api/page-invitations/accept', () => ({
      body: envelope(
        { deceasedID: 1000, role: 'manager' },
        { message: 'Invito accettato: ora gestisci questa pagina' },
      ),
    }));
    openLink();
    await userEvent.click(await screen.findByRole('button', { name: "Accetta l'invito" }));
    expect(await screen.findByText('Invito accettato: ora gestisci questa pagina')).toBeInTheDocument();
  });

  it("an expired link says 'Invito scaduto' and asks the owner for a new one", async () => {
    server.on('POST', '/api/page-invitations/ask-again', () => ({
      body: envelope(null, { message: 'Abbiamo chiesto al proprietario di inviarti un nuovo invito' }),
    }));
    openLink({ ...OPEN, state: 'expired' });
    expect(await screen.findByText('Invito scaduto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chiedi un nuovo invito' }));
    expect(
      await screen.findByText('Abbiamo chiesto al proprietario di inviarti un nuovo invito'),
    ).toBeInTheDocument();
    expect(received(server, 'POST', '/api/page-invitations/ask-again')).toHaveLength(1);
  });

  it("a link used meanwhile says 'Invito già usato' when accepted", async () => {
    sessionStore.setState({ status: 'authenticated', user: clientUser(), expiringMemorials: [] });
    server.on('POST', '/api/page-invitations/accept', () => ({
      status: 410,
      body: failure('Invito già usato', 'INVITATION_USED'),
    }));
    openLink();
    await userEvent.click(await screen.findByRole('button', { name: "Accetta l'invito" }));
    expect(await screen.findByText('Invito già usato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiedi un nuovo invito' })).toBeInTheDocument();
  });

  it("an unknown link says 'Invito non valido'", async () => {
    server.on('POST', '/api/page-invitations/look', () => ({
      status: 404,
      body: failure('Invito non valido', 'INVITATION_INVALID'),
    }));
    renderRemoteAt(RemoteApp, INVITATION_PATH, `${INVITATION_PATH}?token=nessuno`);
    expect(await screen.findByText('Invito non valido')).toBeInTheDocument();
  });
});

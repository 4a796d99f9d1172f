import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { lastPosted, mountPanel, openBlock, startBackend } from '../../test-utils';

let server: TestServer;

beforeAll(async () => {
  server = await startBackend();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/account/getDeceasedByID/42', () => ({ body: envelope({ deceased_list: [] }) }));
});

function form(name: string) {
  return within(screen.getByRole('form', { name }));
}

describe('#account', () => {
  it("uses the back office's account blocks: 'Cambia password' posts from the panel", async () => {
    server.on('POST', '/api/account/changePassword', () => ({
      body: envelope(null, { message: 'Password cambiata correttamente' }),
    }));
    mountPanel('#account');
    await openBlock('Cambia password');
    const f = form('Cambia password');
    await userEvent.type(f.getByLabelText(/^Password attuale/), 'vecchia-password');
    await userEvent.type(f.getByLabelText(/^Nuova password/), 'NuovaPassword1');
    await userEvent.type(f.getByLabelText(/^Conferma nuova password/), 'NuovaPassword1');
    await userEvent.click(f.getByRole('button', { name: 'Salva nuova password' }));

    expect(await screen.findByText('Password cambiata correttamente')).toBeInTheDocument();
    expect(lastPosted(server, '/api/account/changePassword')).toMatchObject({
      'new-password': 'NuovaPassword1',
    });
  });
});

describe('#account › Le mie lapidi digitali', () => {
  it('lists my deceased, each opening its memorial in a new tab', async () => {
    server.on('GET', '/api/account/getDeceasedByID/42', () => ({
      body: envelope({
        deceased_list: [
          {
            ID: 1000,
            name: 'Giuseppe',
            surname: 'Verdi',
            dateOfBirth: null,
            dateOfDeath: null,
            photo: null,
            memorialID: 0,
            expirationDate: null,
          },
        ],
      }),
    }));
    mountPanel('#account');
    await openBlock('Le mie lapidi digitali');
    const link = await screen.findByRole('link', { name: /Giuseppe Verdi/ });
    expect(link).toHaveAttribute('href', '/memorial?0001000');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Gestisci le mie lapidi digitali' })).toHaveAttribute(
      'href',
      '/client-panel#pages',
    );
  });
});

describe('#account › Accessi degli amministratori', () => {
  it('tells the user when an administrator acted on the account, and why', async () => {
    // 1767222000 = 01/01/2026 00:00 in Rome.
    server.on('GET', '/api/account/acting-notices', () => ({
      body: envelope({
        notices: [
          {
            adminUsername: 'adminricordo',
            startedAt: 1767222000,
            endedAt: 1767222000 + 15 * 60,
            reason: 'Richiesta telefonica del cliente',
            changes: 1,
          },
        ],
      }),
    }));
    mountPanel('#account');
    await openBlock('Accessi degli amministratori');
    const list = await screen.findByRole('list', { name: 'Accessi degli amministratori' });
    expect(list).toHaveTextContent("L'amministratore adminricordo ha usato il tuo account");
    expect(list).toHaveTextContent('Dal 01/01/2026 00:00 al 01/01/2026 00:15');
    expect(list).toHaveTextContent('Motivo: Richiesta telefonica del cliente');
    expect(list).toHaveTextContent('1 modifica');
  });

  it('says so when nobody did', async () => {
    server.on('GET', '/api/account/acting-notices', () => ({ body: envelope({ notices: [] }) }));
    mountPanel('#account');
    await openBlock('Accessi degli amministratori');
    expect(
      await screen.findByText('Nessun amministratore ha usato il tuo account.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

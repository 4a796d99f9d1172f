import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, loadUserPicker } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { TransferDialog } from './TransferDialog';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  // The panels open the dialog once the kit's user picker is loaded (useUserPickerReady); here it is loaded
  // first, so that each test meets the dialog drawn.
  await loadUserPicker();
});

afterAll(async () => {
  await server.close();
});

const PENDING =
  'Il caro selezionato è stato già trasferito e sta aspettando la risposta del ricevente, desidera procedere lo stesso?';

const USERS = [
  { ID: 41, name: 'Maria', surname: 'Rossi', username: 'mariarossi' },
  { ID: 42, name: 'Mario', surname: 'Rossi', username: 'mariorossi7' },
];

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/user/search', (request) =>
    request.query.get('q') === 'rossi'
      ? { body: envelope({ users: USERS }) }
      : { status: 404, body: failure('Utente non trovato', 'USER_NOT_FOUND') },
  );
  server.on('POST', '/api/admin/changeOwner', () => ({
    body: envelope(
      { deceasedIDs: [1000] },
      { message: 'La richiesta di trasferimento è stata inviata con successo' },
    ),
  }));
});

const posted = () =>
  server.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/admin/changeOwner')
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

function open(deceasedIds = [1000]) {
  const onClose = vi.fn();
  const onTransferred = vi.fn();
  render(<TransferDialog deceasedIds={deceasedIds} open onClose={onClose} onTransferred={onTransferred} />);
  return { onClose, onTransferred, dialog: screen.getByRole('dialog', { name: 'Cedi proprietà' }) };
}

async function searchFor(text: string) {
  const field = screen.getByLabelText('Cerca l’utente per username');
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
}

describe('TransferDialog', () => {
  it('explains the function, finds users by username, lists full name and username, warns, and sends on SI', async () => {
    const { dialog, onTransferred } = open();
    expect(dialog).toHaveAccessibleDescription(
      'Con questa funzione cedi la proprietà della lapide digitale a un altro utente: sarà lui a curarla e ad accogliere le dediche.',
    );
    expect(within(dialog).getByRole('note')).toHaveTextContent('l’operazione è irreversibile');
    await searchFor('rossi');
    const list = await screen.findByRole('radiogroup', { name: 'Scegli l’utente a cui cedere la proprietà' });
    expect(within(list).getByRole('radio', { name: 'Maria Rossi (mariarossi)' })).not.toBeChecked();
    await userEvent.click(within(list).getByRole('radio', { name: 'Mario Rossi (mariorossi7)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));

    expect(
      await screen.findByText('La richiesta di trasferimento è stata inviata con successo'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      { 'deceased-id': '1000', 'new-owner-id': '42', 'change-type': 'deceased', force: '0' },
    ]);
    const post = server.requests.find((request) => request.path === '/api/admin/changeOwner');
    expect(post?.headers['x-csrf-token']).toMatch(/^csrf-/);
    expect(onTransferred).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty search with "Campo non valido" and shows "Utente non trovato" under the field', async () => {
    open();
    await searchFor('');
    const field = screen.getByLabelText('Cerca l’utente per username');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Campo non valido'));
    expect(field).toHaveFocus();
    expect(server.requests.filter((request) => request.path === '/api/user/search')).toHaveLength(0);

    await searchFor('nessuno');
    expect(await screen.findByText('Utente non trovato')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to pick a user before sending', async () => {
    open();
    await searchFor('rossi');
    await screen.findByRole('radiogroup', { name: 'Scegli l’utente a cui cedere la proprietà' });
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Scegli un utente dalla lista')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('PENDING_REQUEST opens the force dialog with its text; SI resends with force=1, NO sends nothing more', async () => {
    let calls = 0;
    server.on('POST', '/api/admin/changeOwner', () =>
      calls++ === 0
        ? { status: 409, body: failure(PENDING, 'PENDING_REQUEST') }
        : { body: envelope({ deceasedIDs: [7, 8] }) },
    );
    const { onTransferred } = open([7, 8]);
    expect(screen.getByRole('dialog', { name: 'Cedi proprietà' })).toHaveAccessibleDescription(
      expect.stringContaining('delle lapidi digitali selezionate'),
    );
    await searchFor('rossi');
    await userEvent.click(await screen.findByRole('radio', { name: 'Maria Rossi (mariarossi)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));

    const force = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(force).toHaveAccessibleDescription(PENDING);
    await userEvent.click(within(force).getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('La richiesta di trasferimento è stata inviata con successo'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      { 'deceased-id': '[7,8]', 'new-owner-id': '41', 'change-type': 'qrcode', force: '0' },
      { 'deceased-id': '[7,8]', 'new-owner-id': '41', 'change-type': 'qrcode', force: '1' },
    ]);
    expect(onTransferred).toHaveBeenCalledTimes(1);
  });

  it('NO in the force dialog goes back without sending; other refusals show the server message', async () => {
    server.on('POST', '/api/admin/changeOwner', () => ({
      status: 409,
      body: failure(PENDING, 'PENDING_REQUEST'),
    }));
    const { onClose } = open();
    await searchFor('rossi');
    await userEvent.click(await screen.findByRole('radio', { name: 'Maria Rossi (mariarossi)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    const force = await screen.findByRole('dialog', { name: 'Attenzione' });
    await userEvent.click(within(force).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: 'Attenzione' })).not.toBeInTheDocument();
    expect(posted()).toHaveLength(1);

    server.on('POST', '/api/admin/changeOwner', () => ({
      status: 404,
      body: failure('defunto non trovato', 'DECEASED_NOT_FOUND'),
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('defunto non trovato');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<TransferDialog deceasedIds={[1]} open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

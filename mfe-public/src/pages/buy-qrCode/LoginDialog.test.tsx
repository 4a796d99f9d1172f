import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, makeUser } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { LoginDialog } from './LoginDialog';

const server = setUpTestServer();

function open(onClose = vi.fn(), onLoggedIn = vi.fn()) {
  render(
    <MemoryRouter>
      <LoginDialog open onClose={onClose} onLoggedIn={onLoggedIn} notice="Email già registrata" />
    </MemoryRouter>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Accedi' }), onClose, onLoggedIn };
}

describe('LoginDialog', () => {
  it("says 'Riempi tutti i campi' and sends nothing when a field is empty", async () => {
    const { dialog } = open();
    expect(dialog).toHaveTextContent('Email già registrata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accedi' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Riempi tutti i campi');
    expect(server().requests.filter((request) => request.path === '/api/auth/login')).toHaveLength(0);
  });

  it("shows 'Credenziali errate' and stays open; a right password logs in and closes it", async () => {
    let attempts = 0;
    server().on('POST', '/api/auth/login', () => {
      attempts += 1;
      return attempts === 1
        ? { status: 401, body: failure('Credenziali errate', 'WRONG_CREDENTIALS') }
        : { body: envelope({ expiring_memorial: [] }, { session: { userdata: makeUser() } }) };
    });
    const user = userEvent.setup();
    const { dialog, onClose, onLoggedIn } = open();
    await user.type(within(dialog).getByLabelText('Username o email'), 'mariarossi');
    await user.type(within(dialog).getByLabelText('Password'), 'sbagliata1');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Credenziali errate');
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'giusta123');
    await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'mariarossi' }));
    expect(sessionStore.getState().status).toBe('authenticated');
  });
});

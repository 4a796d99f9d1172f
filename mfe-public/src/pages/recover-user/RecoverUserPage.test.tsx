import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { fakeBackend, posted, renderPublic } from '../../test-support';

const SENT = "Se i dati sono corretti riceverai l'username";

beforeEach(() => sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('recover username', () => {
  it("by e-mail: 'Email non valida', then the server's message", async () => {
    fakeBackend((url) => (url.pathname === '/api/account/recoverUserData' ? { message: SENT } : undefined));
    renderPublic('/recover-user');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(email).toHaveAccessibleDescription('Email non valida');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'example.it');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        path: '/api/account/recoverUserData',
        body: { 'recover-type': 'email', 'recover-email': 'maria@example.it', 'recover-telephone': '' },
      },
    ]);
  });

  it("by phone: 'Telefono non valido' for a short number, then sends it with its dial code", async () => {
    fakeBackend((url) => (url.pathname === '/api/account/recoverUserData' ? { message: SENT } : undefined));
    renderPublic('/recover-user');
    await userEvent.click(await screen.findByRole('radio', { name: 'Telefono' }));
    const phone = screen.getByRole('textbox', { name: 'Telefono' });
    await userEvent.type(phone, '33312');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(phone).toHaveAccessibleDescription('Telefono non valido');
    await userEvent.type(phone, '34567');
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(posted[0].body).toEqual({
      'recover-type': 'telephone',
      'recover-email': '',
      'recover-telephone': '+39-3331234567',
    });
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, renderPublic } from '../../test-support';

afterEach(() => vi.unstubAllGlobals());

describe('products', () => {
  it('lists the products, with Aggiungi defunto only for partners', async () => {
    fakeBackend();
    sessionStore.setState({
      status: 'authenticated',
      user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' }),
    });
    renderPublic('/products');
    expect(await screen.findByRole('link', { name: /Acquista targa digitale/ })).toHaveAttribute(
      'href',
      '/buy-qrCode',
    );
    expect(screen.getByRole('link', { name: /Attiva targa digitale/ })).toHaveAttribute(
      'href',
      '/activate-qrCode',
    );
    expect(screen.getByRole('link', { name: /Attiva memorial/ })).toHaveAttribute(
      'href',
      '/servizio-memorial',
    );
    expect(screen.getByRole('link', { name: /Aggiungi defunto/ })).toHaveAttribute(
      'href',
      '/partner-panel#aggiungi-defunto',
    );
  });

  it('has no Aggiungi defunto for a client', async () => {
    fakeBackend();
    sessionStore.setState({ status: 'authenticated', user: makeUser() });
    renderPublic('/products');
    await screen.findByRole('link', { name: /Attiva memorial/ });
    expect(screen.queryByRole('link', { name: /Aggiungi defunto/ })).toBeNull();
  });
});

describe('registration outcome', () => {
  it('says where the link went', async () => {
    fakeBackend();
    renderPublic('/esito-registrazione?contact=%2B39-3331234567');
    expect(await screen.findByText(/Ti abbiamo inviato un messaggio a \+39-3331234567/)).toBeInTheDocument();
    expect(screen.getByText(/WhatsApp o SMS/)).toBeInTheDocument();
  });
});

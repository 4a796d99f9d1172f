import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, renderPublic } from '../test-support';

beforeEach(() => {
  sessionStore.setState({ status: 'authenticated', user: makeUser(), expiringMemorials: [] });
  fakeBackend();
});
afterEach(() => vi.unstubAllGlobals());

describe('public-only pages for a logged-in user (spec public §2, §6)', () => {
  it.each([
    '/login',
    '/registrazione',
    '/forgot-password',
    '/recupera-password?token=a',
    '/reset-password?token=a',
    '/recover-user',
    '/registerComplete?token=a',
    '/terms',
    '/buy-terms',
    '/privacy',
    '/contact',
  ])('%s goes to /products', async (path) => {
    const { location } = renderPublic(path);
    expect(await screen.findByRole('heading', { name: 'Prodotti' })).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  it('waits for the session before deciding', async () => {
    sessionStore.setState({ status: 'unknown', user: null });
    const { location } = renderPublic('/login');
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    sessionStore.getState().setSession(makeUser());
    await vi.waitFor(() => expect(location()).toBe('/products'));
  });

  it('lets a visitor who was seen logged out stay on the page they logged in from', async () => {
    sessionStore.setState({ status: 'anonymous', user: null });
    const { location } = renderPublic('/registrazione');
    expect(await screen.findByRole('heading', { name: 'Registrati' })).toBeInTheDocument();
    sessionStore.getState().setSession(makeUser());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location()).toBe('/registrazione');
  });
});

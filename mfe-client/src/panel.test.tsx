import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

const BASE = '/client-panel';

let location: () => string | null;

function renderAt(path: string) {
  ({ location } = renderRemoteAt(RemoteApp, BASE, path));
}

beforeEach(() => {
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({
      name: 'Giulia',
      surname: 'Neri',
      username: 'giulianeri',
      email: 'giulia@example.it',
      telephone: '3470000000',
      permissions: { platformAccess: 0 },
      partnertype: null,
    }),
    expiringMemorials: [],
  });
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mfe_client panel', () => {
  it('is drawn by mfe_client, with its title', () => {
    renderAt(`${BASE}#account`);
    expect(document.querySelector('[data-remote="mfe_client"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('lists the spec sections in its navigation', () => {
    renderAt(`${BASE}#account`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    const hashes = within(nav)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').hash);
    expect(hashes).toEqual(['#account', '#pages', '#dedic']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `${BASE}#account`);
  });

  it('falls back to #account for an unknown hash', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#account`);
  });

  it('sends a deeper path back to the default section', () => {
    renderAt(`${BASE}/something`);
    expect(location()).toBe(`${BASE}#account`);
  });

  it('shows the collapsible blocks of #account in the order of spec panels §2', () => {
    renderAt(`${BASE}#account`);
    const section = screen.getByRole('region', { name: 'Il mio account' });
    expect(
      within(section)
        .getAllByRole('button', { expanded: false })
        .map((b) => b.textContent),
    ).toEqual([
      'Cambia password+',
      'Preferenza di contatto+',
      'Dati account+',
      'Preferenze notifiche+',
      'Le mie lapidi digitali+',
    ]);
  });
});

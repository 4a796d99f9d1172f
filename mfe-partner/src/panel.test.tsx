import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

const BASE = '/partner-panel';

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
      permissions: { platformAccess: 2 },
      partnertype: 'partner',
    }),
    expiringMemorials: [],
  });
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mfe_partner panel', () => {
  it('is drawn by mfe_partner, with its title', () => {
    renderAt(`${BASE}#deceased`);
    expect(document.querySelector('[data-remote="mfe_partner"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('lists the spec sections in its navigation', () => {
    renderAt(`${BASE}#deceased`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    const hashes = within(nav)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').hash);
    expect(hashes).toEqual([
      '#deceased',
      '#pages',
      '#dedic',
      '#partner-page',
      '#account',
      '#qrcode',
      '#aggiungi-necrologio',
      '#aggiungi-defunto',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `${BASE}#deceased`);
  });

  it('falls back to #deceased for an unknown hash', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#deceased`);
  });

  it('sends a deeper path back to the default section', () => {
    renderAt(`${BASE}/something`);
    expect(location()).toBe(`${BASE}#deceased`);
  });
});

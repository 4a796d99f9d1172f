import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

const BASE = '/lampade-panel';

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
      partnertype: 'gestorelampade',
    }),
    expiringMemorials: [],
  });
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mfe_lampade panel', () => {
  it('is drawn by mfe_lampade, with its title', () => {
    renderAt(`${BASE}#lampade`);
    expect(document.querySelector('[data-remote="mfe_lampade"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('lists the spec sections in its navigation', () => {
    renderAt(`${BASE}#lampade`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    const hashes = within(nav)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').hash);
    expect(hashes).toEqual([
      '#lampade',
      '#partner-page',
      '#account',
      '#aggiungi-lampada',
      '#aggiungi-abbonato',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `${BASE}#lampade`);
  });

  it('falls back to #lampade for an unknown hash', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#lampade`);
  });

  it('sends a deeper path back to the default section', () => {
    renderAt(`${BASE}/something`);
    expect(location()).toBe(`${BASE}#lampade`);
  });
});

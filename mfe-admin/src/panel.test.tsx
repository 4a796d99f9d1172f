import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';

const BASE = '/admin-panel';

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
      permissions: { platformAccess: 1 },
      partnertype: null,
    }),
    expiringMemorials: [],
  });
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('mfe_admin panel', () => {
  it('is drawn by mfe_admin, with its title', () => {
    renderAt(`${BASE}#qrcode`);
    expect(document.querySelector('[data-remote="mfe_admin"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('lists the spec sections in its navigation', () => {
    renderAt(`${BASE}#qrcode`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    const hashes = within(nav)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').hash);
    expect(hashes).toEqual([
      '#qrcode',
      '#richiedi-qrcode',
      '#dedic',
      '#necrologi',
      '#partners',
      '#pages',
      '#aggiungi-defunto',
      '#aggiungi-necrologi',
      '#modify',
      '#messaggi',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `${BASE}#qrcode`);
  });

  it('falls back to #qrcode for an unknown hash', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#qrcode`);
  });

  it('sends a deeper path back to the default section', () => {
    renderAt(`${BASE}/something`);
    expect(location()).toBe(`${BASE}#qrcode`);
  });

  it('opens a deceased section reached from a row, with its DeceasedID', () => {
    renderAt(`${BASE}?DeceasedID=0001000#visualizza-dediche`);
    expect(screen.getByRole('heading', { level: 2, name: 'Dediche del defunto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al defunto' })).toHaveAttribute('href', '/memorial?0001000');
  });

  it('sends a deceased section without DeceasedID to #pages', () => {
    renderAt(`${BASE}#modifica-memorial`);
    expect(location()).toBe(`${BASE}#pages`);
  });
});

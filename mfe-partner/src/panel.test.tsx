import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import RemoteApp from './export-app';

const BASE = '/partner-panel';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Mounts the remote the way the shell does: under its base path, inside the shell's router. */
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStore.setState({
    status: 'authenticated',
    user: {
      user_id: 11,
      name: 'Giulia',
      surname: 'Neri',
      username: 'giulianeri',
      email: 'giulia@example.it',
      telephone: '3470000000',
      cf: null,
      preferred_contact: { type: 'email' },
      notificationPreference: {
        activeNotification: false,
        notificationFrequency: 'never',
        notificationList: [],
      },
      permissions: { platformAccess: 2 },
      partnertype: 'partner',
      addresses: [],
    },
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

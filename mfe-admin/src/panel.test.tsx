import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import RemoteApp from './export-app';

const BASE = '/admin-panel';

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
      notificationPreference: { activeNotification: false, notificationFrequency: 'never', notificationList: [] },
      permissions: { platformAccess: 1 },
      partnertype: null,
      addresses: [],
    },
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
    expect(hashes).toEqual(['#qrcode', '#richiedi-qrcode', '#dedic', '#necrologi', '#partners', '#pages', '#aggiungi-defunto', '#aggiungi-necrologi', '#modify']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `${BASE}#qrcode`);
  });

  it('falls back to #qrcode for an unknown hash', () => {
    renderAt(`${BASE}#nonexistent`);
    expect(location()).toBe(`${BASE}#qrcode`);
  });

  it('falls back to #qrcode for an empty hash', () => {
    renderAt(BASE);
    expect(location()).toBe(`${BASE}#qrcode`);
  });

  it('sends a deeper path back to the default section', () => {
    renderAt(`${BASE}/something`);
    expect(location()).toBe(`${BASE}#qrcode`);
  });

  it('shows the section a navigation link points to', async () => {
    renderAt(`${BASE}#qrcode`);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Dediche da approvare' }));
    expect(location()).toBe(`${BASE}#dedic`);
    expect(screen.getByRole('heading', { level: 2, name: 'Dediche da approvare' })).toBeInTheDocument();
  });

  it('follows a hash changed outside the router (hashchange)', async () => {
    window.history.replaceState(null, '', `${BASE}#qrcode`);
    render(
      <BrowserRouter>
        <Routes>
          <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
        </Routes>
      </BrowserRouter>,
    );
    await act(async () => {
      window.location.hash = '#dedic';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dediche da approvare' })).toBeInTheDocument();
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

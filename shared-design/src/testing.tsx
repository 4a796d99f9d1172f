// Test helpers for the apps that use the kit (`@ricordo/shared-design/testing`). Not part of the main
// entry, so nothing here reaches a browser bundle.
import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RemoteAppProps, Role, UserData } from './api/types';
import { PANEL_DEFAULT_HASH, PANEL_PATHS } from './session/roles';
import { sessionStore } from './session/session-store';

export { makeExpiring, makeUser, qrAdminRow } from './test/fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Mounts a remote the way the shell does — under its base path, inside the host's router — at `path`.
 * Returns a reader of the router's current location (path, query and hash).
 */
export function renderRemoteAt(RemoteApp: ComponentType<RemoteAppProps>, basePath: string, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<RemoteApp basePath={basePath} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

// A real HTTP server standing in for the backend, and the location answers it can serve (kit tests and
// remote tests use the same ones).
export { startTestServer, envelope, failure } from './test/test-server';
export type { TestServer, RecordedRequest, Reply, Handler } from './test/test-server';
export {
  serveLocations,
  countRequests,
  REGIONS,
  PROVINCES,
  COMUNI,
  COUNTRIES,
} from './test/location-fixtures';

export interface PanelTestSpec {
  /** The remote's `./app` default export (src/export-app.tsx). */
  RemoteApp: ComponentType<RemoteAppProps>;
  /** The remote's name, as the frame writes it on its root ('mfe_admin'). */
  remote: string;
  /** Whose panel: its path and default section come from PANEL_PATHS and PANEL_DEFAULT_HASH. */
  role: Role;
  /** The panel's title (the h1). */
  title: string;
  /** The panel's sections (src/sections.ts; the back-office entry's PanelSection). */
  sections: ReadonlyArray<{ hash: string; label: string; load: () => Promise<{ default: unknown }> }>;
  /** The hashes the navigation must list, in order (spec panels §2): the test's own expectation. */
  navigation: readonly string[];
  /** Logged in before each case. */
  user: UserData;
  /** The section holding the back office's account blocks ('#account'; the admin's '#modify'). */
  accountHash?: string;
}

/**
 * The checks every panel shares, as one `describe` block for a remote's src/panel.test.tsx: drawn by the
 * remote with its title, the navigation's hashes in order with the default one current, an unknown hash and
 * a deeper path sent to the default section, and sections loaded lazily (each module's default export is
 * the section; the default one renders under its label), and the account blocks where `accountHash` says.
 * Add the panel's own cases after it.
 */
export function describePanel(spec: PanelTestSpec): void {
  const base = PANEL_PATHS[spec.role];
  const defaultHash = PANEL_DEFAULT_HASH[spec.role];
  const renderAt = (path: string) => renderRemoteAt(spec.RemoteApp, base, path);

  describe(`${spec.remote} panel (common checks)`, () => {
    beforeEach(() => {
      sessionStore.setState({ status: 'authenticated', user: spec.user, expiringMemorials: [] });
    });

    afterEach(() => window.history.replaceState(null, '', '/'));

    it(`is drawn by ${spec.remote}, with its title`, () => {
      renderAt(`${base}${defaultHash}`);
      expect(document.querySelector(`[data-remote="${spec.remote}"]`)).not.toBeNull();
      expect(screen.getByRole('heading', { level: 1, name: spec.title })).toBeInTheDocument();
    });

    it('lists the spec sections in its navigation, in order, the default one current', () => {
      renderAt(`${base}${defaultHash}`);
      const nav = screen.getByRole('navigation', { name: 'Sezioni del pannello' });
      const hashes = within(nav)
        .getAllByRole('link')
        .map((link) => new URL(link.getAttribute('href') ?? '', 'http://x').hash);
      expect(hashes).toEqual(spec.navigation);
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
        'href',
        `${base}${defaultHash}`,
      );
    });

    it(`falls back to ${defaultHash} for an unknown hash`, () => {
      const { location } = renderAt(`${base}#nonexistent`);
      expect(location()).toBe(`${base}${defaultHash}`);
    });

    it('sends a deeper path back to the default section', () => {
      const { location } = renderAt(`${base}/something`);
      expect(location()).toBe(`${base}${defaultHash}`);
    });

    it('loads its sections lazily: each module default-exports the section, the default one renders', async () => {
      for (const section of spec.sections) {
        const module = await section.load();
        expect(typeof module.default, section.hash).toBe('function');
      }
      const opened = spec.sections.find((section) => section.hash === defaultHash);
      expect(opened, `a section for ${defaultHash}`).toBeDefined();
      renderAt(`${base}${defaultHash}`);
      const region = screen.getByRole('region', { name: opened?.label });
      expect(
        await within(region).findByRole('heading', { level: 2, name: opened?.label }),
      ).toBeInTheDocument();
    });

    const { accountHash } = spec;
    if (accountHash) {
      it(`offers the account blocks 'Cambia password' and 'Dati account' in ${accountHash}`, async () => {
        const section = spec.sections.find((candidate) => candidate.hash === accountHash);
        renderAt(`${base}${accountHash}`);
        const region = screen.getByRole('region', { name: section?.label });
        for (const block of ['Cambia password', 'Dati account']) {
          const button = await within(region).findByRole('button', { name: new RegExp(`^${block}`) });
          expect(button).toHaveAttribute('aria-expanded', 'false');
        }
      });
    }
  });
}

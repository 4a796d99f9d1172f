import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PANEL_PATHS, sessionStore } from '@ricordo/shared-design';
import { describePanel, makeUser, renderRemoteAt } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';
import { SECTIONS } from './sections';

const USER = makeUser({
  name: 'Giulia',
  surname: 'Neri',
  username: 'giulianeri',
  email: 'giulia@example.it',
  telephone: '3470000000',
  permissions: { platformAccess: 0 },
  partnertype: null,
});

describePanel({
  RemoteApp,
  remote: 'mfe_client',
  role: 'client',
  title: 'Il mio pannello',
  sections: SECTIONS,
  navigation: ['#account', '#pages', '#dedic', '#ricorrenze', '#lampade'],
  user: USER,
  accountHash: '#account',
});

describe('mfe_client panel', () => {
  const BASE = PANEL_PATHS.client;

  beforeEach(() => {
    sessionStore.setState({ status: 'authenticated', user: USER, expiringMemorials: [] });
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the collapsible blocks of #account in the order of spec panels §2, then the admins' access notices", async () => {
    renderRemoteAt(RemoteApp, BASE, `${BASE}#account`);
    const section = screen.getByRole('region', { name: 'Il mio account' });
    await within(section).findByRole('heading', { level: 2, name: 'Il mio account' });
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
      'I miei dati+',
      // The client finds when and why an administrator acted for it (docs/contracts.md "Acting for a user").
      'Accessi degli amministratori+',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  permissions: { platformAccess: 1 },
  partnertype: null,
});

describePanel({
  RemoteApp,
  remote: 'mfe_admin',
  role: 'admin',
  title: 'Pannello amministratore',
  sections: SECTIONS,
  navigation: [
    '#qrcode',
    '#richiedi-qrcode',
    '#dedic',
    '#necrologi',
    '#partners',
    '#pages',
    '#deceased',
    '#aggiungi-defunto',
    '#aggiungi-necrologi',
    '#modify',
    '#audit',
    '#messaggi',
    '#contabilita',
    '#fatture',
  ],
  user: USER,
  accountHash: '#modify',
});

describe('mfe_admin panel', () => {
  const BASE = PANEL_PATHS.admin;

  beforeEach(() => {
    sessionStore.setState({ status: 'authenticated', user: USER, expiringMemorials: [] });
  });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a deceased section whose deceased cannot load to #pages', async () => {
    // No backend answers here: the list of #visualizza-dediche fails (its own tests serve it).
    const { location } = renderRemoteAt(RemoteApp, BASE, `${BASE}?DeceasedID=0001000#visualizza-dediche`);
    // First the 'Errore' alert says why (spec public §8.16); closing it goes back.
    const alert = await screen.findByRole('dialog', { name: 'Errore' }, { timeout: 4000 });
    expect(location()).toBe(`${BASE}?DeceasedID=0001000#visualizza-dediche`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
  });

  it('sends a deceased section without DeceasedID to #pages', async () => {
    const { location } = renderRemoteAt(RemoteApp, BASE, `${BASE}#modifica-memorial`);
    await waitFor(() => expect(location()).toBe(`${BASE}#pages`));
  });
});

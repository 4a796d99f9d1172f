import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { renderPublic } from '../../test-support';

afterEach(() => sessionStore.setState({ status: 'unknown', user: null }));

function signIn(platformAccess: 1 | 2) {
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ permissions: { platformAccess }, partnertype: platformAccess === 2 ? 'partner' : null }),
    expiringMemorials: [],
  });
}

describe('/post-add and /nuovo-necrologio', () => {
  it('/post-add says the deceased was added and leads a partner back to #deceased or to add another', async () => {
    signIn(2);
    renderPublic('/post-add');
    expect(
      await screen.findByRole('heading', { name: 'Defunto inserito con successo!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Il defunto verra' caricato al piu' presto")).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Torna al pannello di controllo' })).toHaveAttribute(
      'href',
      '/partner-panel#deceased',
    );
    expect(screen.getByRole('link', { name: 'Aggiungine un altro' })).toHaveAttribute(
      'href',
      '/partner-panel#aggiungi-defunto',
    );
  });

  it('/nuovo-necrologio says the notice was added and leads an admin to #necrologi', async () => {
    signIn(1);
    renderPublic('/nuovo-necrologio');
    expect(
      await screen.findByRole('heading', { name: 'Necrologio inserito con successo!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Il necrologio verra' caricato al piu' presto")).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Torna al pannello di controllo' })).toHaveAttribute(
      'href',
      '/admin-panel#necrologi',
    );
    expect(screen.getByRole('link', { name: 'Aggiungine un altro' })).toHaveAttribute(
      'href',
      '/admin-panel#aggiungi-necrologi',
    );
  });

  it('opened without a session, offers the way home', async () => {
    renderPublic('/nuovo-necrologio');
    expect(await screen.findByRole('link', { name: 'Torna alla home' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Aggiungine un altro' })).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, sessionStore } from '@ricordo/shared-design';
import {
  envelope,
  makeUser,
  serveLocations,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import AggiungiDefuntoSection from '../aggiungi-defunto';
import AggiungiNecrologioSection from '.';

let server: TestServer;
const WAIT = { timeout: 4000 };

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  serveLocations(server);
  server.on('GET', '/api/obituaries/manifestBg', () => ({ body: envelope({ backgrounds: [] }) }));
  server.on('GET', '/api/obituaries/sentences', () => ({ body: envelope({ groups: [] }) }));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ username: 'partnerdemo', permissions: { platformAccess: 2 }, partnertype: 'partner' }),
    expiringMemorials: [],
  });
});

describe('partner panel: #aggiungi-necrologio and #aggiungi-defunto (spec panels §2)', () => {
  it("'Aggiungi necrologio' is the notice only, without the partner selector", async () => {
    render(
      <MemoryRouter>
        <AggiungiNecrologioSection title="Aggiungi necrologio" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Dati Manifesto' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dati Defunto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dati Lapide Digitale' })).toBeNull();
    expect(screen.queryByLabelText('Partner')).toBeNull();
    expect(screen.queryByLabelText('Pubblica anche il necrologio (Dati Manifesto)')).toBeNull();
  });

  it("'Aggiungi defunto' has the notice and the tombstone; the notice can be left out", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AggiungiDefuntoSection title="Aggiungi defunto" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Dati Manifesto' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dati Lapide Digitale' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Partner')).toBeNull();
    await user.click(screen.getByLabelText('Pubblica anche il necrologio (Dati Manifesto)'));
    expect(screen.queryByRole('heading', { name: 'Dati Manifesto' })).toBeNull();
    await user.click(screen.getByLabelText(/Aggiungi il servizio memorial/));
    expect(screen.getByText('Carica immagine 1 di 10')).toBeInTheDocument();
    expect(screen.getByText('Carica video')).toBeInTheDocument();
  });
});

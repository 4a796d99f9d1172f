import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, serveLocations } from '@ricordo/shared-design/testing';
import { adminPanelServer } from '../../test-utils';
import AggiungiDefuntoSection from '../aggiungi-defunto';
import AggiungiNecrologioSection from '.';

const server = adminPanelServer();
const WAIT = { timeout: 4000 };

beforeEach(() => {
  serveLocations(server);
  server.on('GET', '/api/obituaries/manifestBg', () => ({ body: envelope({ backgrounds: [] }) }));
  server.on('GET', '/api/obituaries/sentences', () => ({ body: envelope({ groups: [] }) }));
  server.on('GET', '/api/admin/partnerOptions', () => ({
    body: envelope({ items: [{ ID: 3, name: 'Onoranze Funebri Demo' }], total: 1 }),
  }));
});

describe('admin panel: #aggiungi-necrologi and #aggiungi-defunto (spec panels §2)', () => {
  it("'Aggiungi necrologio' for any partner, 'Nessuno' first", async () => {
    render(
      <MemoryRouter>
        <AggiungiNecrologioSection title="Aggiungi necrologio" />
      </MemoryRouter>,
    );
    const partner = await screen.findByLabelText('Partner', {}, WAIT);
    expect(partner).toHaveValue('-1');
    expect(within(partner).getByRole('option', { name: 'Nessuno' })).toBeInTheDocument();
    expect(await within(partner).findByRole('option', { name: 'Onoranze Funebri Demo' }, WAIT)).toHaveValue(
      '3',
    );
    expect(screen.getByRole('heading', { name: 'Dati Manifesto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dati Lapide Digitale' })).toBeNull();
  });

  it("'Aggiungi defunto' starts with the tombstone; the notice is one tick away", async () => {
    render(
      <MemoryRouter>
        <AggiungiDefuntoSection title="Aggiungi defunto" />
      </MemoryRouter>,
    );
    expect(await screen.findByLabelText('Partner', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dati Lapide Digitale' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dati Manifesto' })).toBeNull();
    expect(screen.getByLabelText('Pubblica anche il necrologio (Dati Manifesto)')).not.toBeChecked();
  });
});

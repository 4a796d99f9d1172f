import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import PartnersSection from '.';
import type { AdminPartner } from './partners-api';

let server: TestServer;

const partner = (ID: number, overrides: Partial<AdminPartner> = {}): AdminPartner => ({
  ID,
  name: `Onoranze ${ID}`,
  type: 'partner',
  username: `onoranze${ID}`,
  status: 'pending',
  active: 0,
  VAT: `IT0000000000${ID}`,
  SDI: 'M5UXCR1',
  CF: null,
  email: `of${ID}@example.com`,
  telephone: null,
  mobile: null,
  website: null,
  address: 'Via Dante 5, 20121',
  logo: null,
  requestedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

let requests: AdminPartner[];
let partners: AdminPartner[];

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  requests = [partner(12), partner(11)];
  partners = [partner(7, { status: 'active', active: 1 }), partner(5, { status: 'disabled' })];
  server.on('GET', '/api/admin/partners', (request) => {
    const items = request.query.get('list') === 'partners' ? partners : requests;
    return { body: envelope({ items, total: items.length, page: 1, maxResults: 5 }) };
  });
  for (const path of ['acceptPartner', 'denyPartner', 'downgradePartner'])
    server.on('POST', `/api/admin/${path}`, () => ({ body: envelope(null, { message: 'ok' }) }));
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

function renderSection() {
  render(
    <>
      <PartnersSection title="Partner" />
      <ToastHost />
    </>,
  );
}

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
const posted = (path: string) => requestsTo(path).map((request) => JSON.parse(request.body) as unknown);

describe('#partners', () => {
  it('reads both lists, 5 rows a page at first, and offers 5/10/25/100', async () => {
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Richieste di registrazione' });
    expect(await within(waiting).findByText('Onoranze 12')).toBeInTheDocument();
    const accepted = screen.getByRole('region', { name: 'Partner' });
    expect(await within(accepted).findByText('Onoranze 7')).toBeInTheDocument();
    const lists = requestsTo('/api/admin/partners').map((request) => [
      request.query.get('list'),
      request.query.get('page'),
      request.query.get('maxResults'),
    ]);
    expect(lists).toEqual(
      expect.arrayContaining([
        ['requests', '1', '5'],
        ['partners', '1', '5'],
      ]),
    );
    const sizes = within(waiting).getByRole('combobox');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '100']);
  });

  it('accepts a request after the confirmation, toasts and reloads both lists', async () => {
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Richieste di registrazione' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Accetta Onoranze 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sei sicuro di voler accettare il partner Onoranze 12?');
    const loadsBefore = requestsTo('/api/admin/partners').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('accettato', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(posted('/api/admin/acceptPartner')).toEqual([{ partnerid: '12' }]);
    await waitFor(() => expect(requestsTo('/api/admin/partners').length).toBe(loadsBefore + 2), {
      timeout: 4000,
    });
  });

  it("puts the focus on the accepted partner's row in the partners table once both lists are back", async () => {
    server.on('POST', '/api/admin/acceptPartner', () => {
      requests = requests.filter((item) => item.ID !== 12);
      partners = [partner(12, { status: 'active', active: 1 }), ...partners];
      return { body: envelope(null, { message: 'ok' }) };
    });
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Richieste di registrazione' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Accetta Onoranze 12' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    const accepted = screen.getByRole('region', { name: 'Partner' });
    await waitFor(
      () => expect(within(accepted).getByRole('button', { name: 'Disabilita Onoranze 12' })).toHaveFocus(),
      {
        timeout: 4000,
      },
    );
  });

  it('denies nothing when the confirmation is refused; denies after yes', async () => {
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Richieste di registrazione' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Rifiuta Onoranze 11' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(posted('/api/admin/denyPartner')).toEqual([]);
    await userEvent.click(within(waiting).getByRole('button', { name: 'Rifiuta Onoranze 11' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sei sicuro di voler rifiutare la richiesta di Onoranze 11?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('rifiutato', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(posted('/api/admin/denyPartner')).toEqual([{ partnerid: '11' }]);
  });

  it('disables an active partner, enables a disabled one, links the page of an active one', async () => {
    renderSection();
    const accepted = await screen.findByRole('region', { name: 'Partner' });
    expect(await within(accepted).findByRole('link', { name: 'Pagina partner' })).toHaveAttribute(
      'href',
      '/partner-page?7',
    );
    await userEvent.click(within(accepted).getByRole('button', { name: 'Disabilita Onoranze 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sei sicuro di voler disabilitare il partner Onoranze 7?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('Elemento modificato con successo', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(posted('/api/admin/downgradePartner')).toEqual([{ partnerid: '7' }]);
    // the list reloads after the action
    await userEvent.click(
      await within(accepted).findByRole('button', { name: 'Riattiva Onoranze 5' }, { timeout: 4000 }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(posted('/api/admin/acceptPartner')).toEqual([{ partnerid: '5' }]), {
      timeout: 4000,
    });
  });

  it('shows the server message when an action fails, and No connection for a list that fails', async () => {
    server.on('POST', '/api/admin/acceptPartner', () => ({
      status: 409,
      body: failure('La richiesta non è in attesa', 'INVALID_PARTNER_STATE'),
    }));
    server.on('GET', '/api/admin/partners', (request) =>
      request.query.get('list') === 'partners'
        ? { status: 500, body: failure('Errore', 'INTERNAL') }
        : { body: envelope({ items: requests, total: 2, page: 1, maxResults: 5 }) },
    );
    renderSection();
    const accepted = await screen.findByRole('region', { name: 'Partner' });
    expect(await within(accepted).findByRole('alert')).toHaveTextContent('No connection');
    const waiting = screen.getByRole('region', { name: 'Richieste di registrazione' });
    await userEvent.click(await within(waiting).findByRole('button', { name: 'Accetta Onoranze 12' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Si' }));
    expect(
      await screen.findByText('La richiesta non è in attesa', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("opens the partner page editor of an active partner in a modal ('Modifica pagina')", async () => {
    server.on('GET', '/api/partners/getPartnerPage/7', () => ({
      body: envelope({
        ID: 7,
        name: 'Onoranze 7',
        type: 'partner',
        description: null,
        headerText: null,
        logo: null,
        website: null,
        email: null,
        telephone: null,
        mobile: null,
        address: null,
        social: [],
        media: [],
        video: null,
        obituaries: [],
      }),
    }));
    renderSection();
    const accepted = await screen.findByRole('region', { name: 'Partner' });
    await userEvent.click(
      await within(accepted).findByRole('button', { name: 'Modifica pagina Onoranze 7' }, { timeout: 4000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica pagina: Onoranze 7' });
    expect(
      await within(dialog).findByRole('button', { name: 'Modifica nome' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Visualizza pagina' })).toHaveAttribute(
      'href',
      '/partner-page?7',
    );
    expect(within(accepted).queryByRole('button', { name: 'Modifica pagina Onoranze 5' })).toBeNull();
  });

  it('says so when there is no request', async () => {
    requests = [];
    renderSection();
    const waiting = await screen.findByRole('region', { name: 'Richieste di registrazione' });
    expect(
      await within(waiting).findByText('Nessun elemento corrispondente ai criteri di ricerca'),
    ).toBeInTheDocument();
  });
});

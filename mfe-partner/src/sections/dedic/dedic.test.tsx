import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, PANEL_PATHS, sessionStore, ToastHost } from '@ricordo/shared-design';
import {
  envelope,
  failure,
  makeUser,
  startTestServer,
  type TestServer,
} from '@ricordo/shared-design/testing';
import RemoteApp from '../../export-app';

const BASE = PANEL_PATHS.partner;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

const dedication = (ID: number, giver: string, overrides: Record<string, unknown> = {}) => ({
  ID,
  type: 'dedica-cero',
  text: `Un pensiero ${ID}`,
  time: 1_763_000_000,
  showAuthor: giver,
  media: null,
  status: 'pending',
  deceased: { ID: 1001, name: 'Anna', surname: 'Bellini' },
  giver: { name: giver, surname: 'Verdi' },
  ...overrides,
});

let pending = [
  dedication(11, 'Paolo'),
  dedication(12, 'Lucia', { type: 'dedica-foto', media: { filename: '/media/d/12.jpg', type: 'photo' } }),
];
const lists = () => server.requests.filter((request) => request.path === '/api/partnerPanel/dedications');

beforeEach(() => {
  pending = [
    dedication(11, 'Paolo'),
    dedication(12, 'Lucia', { type: 'dedica-foto', media: { filename: '/media/d/12.jpg', type: 'photo' } }),
  ];
  server.requests.length = 0;
  server.on('GET', '/api/partnerPanel/dedications', () => ({
    body: envelope({ dedications: pending, total: pending.length, page: 1, maxResults: 5 }),
  }));
  server.on('GET', '/api/partnerPanel/summary', () => ({
    body: envelope({
      tombstones: 0,
      notices: 0,
      dedications: pending.length,
      qrcodes: { total: 0, temporaryAvailable: 0 },
    }),
  }));
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner', user_id: 9 }),
    expiringMemorials: [],
  });
});

function mount() {
  render(
    <MemoryRouter initialEntries={[{ pathname: BASE, hash: '#dedic' }]}>
      <ToastHost />
      <Routes>
        <Route path={`${BASE}/*`} element={<RemoteApp basePath={BASE} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('#dedic (partner)', () => {
  it('lists the pending dedications on the partner’s deceased with the review columns', async () => {
    mount();
    const table = await screen.findByRole('table', { name: 'Dediche in attesa di accettazione' });
    const row = (await within(table).findByText('Un pensiero 12')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Anna Bellini');
    expect(within(row).getByRole('link', { name: /Guarda la foto/ })).toHaveAttribute(
      'href',
      '/media/d/12.jpg',
    );
    expect(row).toHaveTextContent('Firma: Lucia');
    expect(lists()[0].query.get('page')).toBe('1');
  });

  it("accepts after the confirmation ('accettato'), sending dedic and isAccepted, and reloads", async () => {
    server.on('POST', '/api/partnerPanel/evaluateDedic', (request) => {
      const body = JSON.parse(request.body) as { dedic: string };
      pending = pending.filter((item) => String(item.ID) !== body.dedic);
      return { body: envelope({ ID: 11, status: 'accepted', deceasedID: 1001 }) };
    });
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Accetta la dedica di Paolo Verdi' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('accettato')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Un pensiero 11')).not.toBeInTheDocument());
    const sent = server.requests.find((request) => request.path === '/api/partnerPanel/evaluateDedic');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ dedic: '11', isAccepted: 'active' });
  });

  it("refuses with 'deny' and shows a refusal from the server", async () => {
    server.on('POST', '/api/partnerPanel/evaluateDedic', () => ({
      status: 404,
      body: failure('Dedica non trovata', 'NOT_FOUND'),
    }));
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Rifiuta la dedica di Lucia Verdi' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
    );
    expect(await screen.findByText('Dedica non trovata')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/partnerPanel/evaluateDedic');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ dedic: '12', isAccepted: 'deny' });
  });

  it('says when nothing waits', async () => {
    pending = [];
    mount();
    expect(await screen.findByText('Nessuna dedica in attesa di accettazione.')).toBeInTheDocument();
  });

  it("shows 'No connection' when the list fails", async () => {
    server.on('GET', '/api/partnerPanel/dedications', () => ({ status: 500, body: failure('x', null) }));
    mount();
    expect(await screen.findByText('No connection')).toBeInTheDocument();
  });
});

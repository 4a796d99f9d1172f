import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import AuditSection from '.';
import { changes, type AuditEntry } from './audit-api';
import { auditEntry } from './audit-fixture';

let server: TestServer;

const entry = auditEntry;

let entries: AuditEntry[];

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  entries = [
    entry(9, {
      actedUserId: 4,
      actedUsername: 'clientedemo',
      action: 'acting.accountNotificationPreference',
      actionLabel: 'Modifica come utente (accountNotificationPreference)',
      onBehalf: true,
      targetType: 'user',
      targetId: '4',
      oldValues: { notificationFrequency: 'daily' },
      newValues: { notificationFrequency: 'weekly' },
      reason: 'Richiesta telefonica del cliente',
    }),
    entry(8),
    entry(7, {
      actedUserId: 3,
      actedUsername: 'partnerdemo',
      action: 'acceptPartner',
      actionLabel: 'Partner accettato',
      targetType: 'partner',
      targetId: '12',
    }),
  ];
  server.on('GET', '/api/admin/audit', (request) => {
    const user = request.query.get('user');
    const rows = user ? entries.filter((row) => row.actedUsername === user) : entries;
    return { body: envelope({ entries: rows, total: rows.length, nextPage: null }) };
  });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

const audits = () => server.requests.filter((request) => request.path === '/api/admin/audit');

describe('#audit', () => {
  it('lists the admin, the acted user, the action, the target, old → new values and the reason, 5 a page first', async () => {
    render(<AuditSection title="Registro attività" />);
    const table = await screen.findByRole('table', {}, { timeout: 4000 });
    const row = within(table)
      .getByText('Modifica come utente (accountNotificationPreference)')
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('adminricordo')).toBeInTheDocument();
    expect(within(row).getByText('clientedemo')).toBeInTheDocument();
    expect(within(row).getByText('user #4')).toBeInTheDocument();
    expect(within(row).getByText('notificationFrequency: daily → weekly')).toBeInTheDocument();
    expect(within(row).getByText('Richiesta telefonica del cliente')).toBeInTheDocument();
    expect(audits()[0].query.get('page')).toBe('1');
    expect(audits()[0].query.get('maxResults')).toBe('5');
    const sizes = within(screen.getByRole('combobox', { name: /Righe per pagina/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '25', '100']);
  });

  it("shows each action's Italian label, and 'Per conto di' only when the admin acted as the user", async () => {
    render(<AuditSection title="Registro attività" />);
    const table = await screen.findByRole('table', {}, { timeout: 4000 });
    expect(within(table).queryByText('acceptPartner')).toBeNull();
    expect(within(table).queryByText('qrcode.generate')).toBeNull();
    const acted = within(table).getByRole('columnheader', { name: 'Per conto di' });
    const column = [...(acted.parentElement?.children ?? [])].indexOf(acted);
    const cellOf = (text: string) =>
      (within(table).getByText(text).closest('tr') as HTMLElement).querySelectorAll('td, th')[column];
    expect(cellOf('Partner accettato')).toHaveTextContent(/^—$/);
    expect(within(table).getByText('partner #12 · account partnerdemo')).toBeInTheDocument();
    expect(cellOf('Modifica come utente (accountNotificationPreference)')).toHaveTextContent(/^clientedemo$/);
    expect(cellOf('QR code generati')).toHaveTextContent(/^—$/);
  });

  it('offers the actions and target types of the log as filter choices', async () => {
    server.on('GET', '/api/admin/audit/vocabulary', () => ({
      body: envelope({
        actions: ['acceptPartner', 'qrcode.delete'],
        actionLabels: { acceptPartner: 'Partner accettato', 'qrcode.delete': 'QR code eliminato' },
        targetTypes: ['partner', 'qrcode'],
      }),
    }));
    render(<AuditSection title="Registro attività" />);
    const form = screen.getByRole('search');
    const action = await within(form).findByRole('combobox', { name: 'Azione' }, { timeout: 4000 });
    expect(
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutti', 'Partner accettato', 'QR code eliminato']);
    await userEvent.selectOptions(action, 'acceptPartner');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tipo di oggetto' }), 'partner');
    await userEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(audits().at(-1)?.query.get('action')).toBe('acceptPartner'), {
      timeout: 4000,
    });
    expect(audits().at(-1)?.query.get('targetType')).toBe('partner');
  });

  it('filters by user, action and target on the server (text boxes when the choices cannot load), and says when nothing matches', async () => {
    render(<AuditSection title="Registro attività" />);
    await screen.findByRole('table', {}, { timeout: 4000 });
    const form = screen.getByRole('search');
    await userEvent.type(within(form).getByLabelText(/Utente/), 'nessuno');
    await userEvent.type(within(form).getByLabelText('Azione'), 'acceptPartner');
    await userEvent.type(within(form).getByLabelText('Tipo di oggetto'), 'partner');
    await userEvent.type(within(form).getByLabelText('Id oggetto'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    expect(
      await screen.findByText('Nessun elemento corrispondente ai criteri di ricerca', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const last = audits().at(-1);
    expect([
      last?.query.get('user'),
      last?.query.get('action'),
      last?.query.get('targetType'),
      last?.query.get('targetId'),
      last?.query.get('page'),
    ]).toEqual(['nessuno', 'acceptPartner', 'partner', '7', '1']);
  });

  it("shows 'No connection' when the log cannot be read", async () => {
    server.on('GET', '/api/admin/audit', () => ({ status: 500, body: failure('Errore', null) }));
    render(<AuditSection title="Registro attività" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No connection'), {
      timeout: 4000,
    });
  });

  it('writes each changed field as before → after', () => {
    expect(
      changes({ oldValues: { status: 'pending', n: 1 }, newValues: { status: 'active', n: 2, extra: true } }),
    ).toEqual(['status: pending → active', 'n: 1 → 2', 'extra: true']);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@ricordo/shared-design';
import { envelope, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import AuditSection from '.';
import { pagingTotal, type AuditEntry } from './audit-api';
import { auditEntry } from './audit-fixture';

let server: TestServer;

const entry = (ID: number): AuditEntry => auditEntry(ID, { actionLabel: `Azione ${ID}` });

/** The log the fake server holds: ids 12 down to 1. */
const LOG = Array.from({ length: 12 }, (_, index) => entry(12 - index));

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  // The server's keyset paging, as the backend does it: after → older rows, before → newer rows.
  server.on('GET', '/api/admin/audit', (request) => {
    const size = Number(request.query.get('maxResults'));
    const after = request.query.get('after');
    const before = request.query.get('before');
    let rows: AuditEntry[];
    if (after !== null) rows = LOG.filter((row) => row.ID < Number(after)).slice(0, size);
    else if (before !== null) rows = LOG.filter((row) => row.ID > Number(before)).slice(-size);
    else rows = LOG.slice((Number(request.query.get('page')) - 1) * size).slice(0, size);
    const older = rows.length > 0 && LOG.some((row) => row.ID < rows[rows.length - 1].ID);
    const newer = rows.length > 0 && LOG.some((row) => row.ID > rows[0].ID);
    return {
      body: envelope({
        entries: rows,
        total: LOG.length,
        totalAtLeast: false,
        nextPage: null,
        nextAfter: older ? rows[rows.length - 1].ID : null,
        previousBefore: newer ? rows[0].ID : null,
      }),
    };
  });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

const audits = () => server.requests.filter((request) => request.path === '/api/admin/audit');
const shownIds = (table: HTMLElement) =>
  within(table)
    .getAllByText(/^Azione \d+$/)
    .map((cell) => Number(cell.textContent?.replace('Azione ', '')));

describe('#audit paging', () => {
  it('asks the next page by the last row (after) and the previous by the first (before)', async () => {
    render(<AuditSection title="Registro attività" />);
    const table = await screen.findByRole('table', {}, { timeout: 4000 });
    expect(shownIds(table)).toEqual([12, 11, 10, 9, 8]);
    const next = screen.getByRole('button', { name: 'Pagina successiva' });
    await userEvent.click(next);
    await waitFor(() => expect(shownIds(screen.getByRole('table'))).toEqual([7, 6, 5, 4, 3]), {
      timeout: 4000,
    });
    expect(audits().at(-1)?.query.get('after')).toBe('8');
    expect(screen.getByText(/6–10 di 12/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(shownIds(screen.getByRole('table'))).toEqual([2, 1]), { timeout: 4000 });
    expect(audits().at(-1)?.query.get('after')).toBe('3');
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await waitFor(() => expect(shownIds(screen.getByRole('table'))).toEqual([7, 6, 5, 4, 3]), {
      timeout: 4000,
    });
    expect(audits().at(-1)?.query.get('before')).toBe('2');
    expect(audits().at(-1)?.query.get('after')).toBeNull();
  });

  it('starts again at page one, by number, when the page size or a filter changes', async () => {
    render(<AuditSection title="Registro attività" />);
    await screen.findByRole('table', {}, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(audits().at(-1)?.query.get('after')).toBe('8'), { timeout: 4000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Righe per pagina/ }), '10');
    await waitFor(() => expect(audits().at(-1)?.query.get('maxResults')).toBe('10'), { timeout: 4000 });
    expect([audits().at(-1)?.query.get('page'), audits().at(-1)?.query.get('after')]).toEqual(['1', null]);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(audits().at(-1)?.query.get('after')).toBe('3'), { timeout: 4000 });
    const form = screen.getByRole('search');
    await userEvent.type(within(form).getByLabelText('Id oggetto'), '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(audits().at(-1)?.query.get('targetId')).toBe('7'), { timeout: 4000 });
    expect([audits().at(-1)?.query.get('page'), audits().at(-1)?.query.get('after')]).toEqual(['1', null]);
  });

  it("says 'di oltre 10.000' past the server's count and keeps the next page open until the last", async () => {
    server.on('GET', '/api/admin/audit', () => ({
      body: envelope({
        entries: LOG.slice(0, 5),
        total: 10000,
        totalAtLeast: true,
        nextPage: 2,
        nextAfter: 8,
        previousBefore: null,
      }),
    }));
    render(<AuditSection title="Registro attività" />);
    await screen.findByRole('table', {}, { timeout: 4000 });
    expect(screen.getByText(/1–5 di oltre 10\.000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeEnabled();
    const page = { entries: [1, 2], total: 10000, totalAtLeast: true };
    expect(pagingTotal({ ...page, nextAfter: 5 }, 12_000)).toEqual({ total: 12_003, totalAtLeast: true });
    expect(pagingTotal({ ...page, nextAfter: null }, 12_000)).toEqual({ total: 12_002, totalAtLeast: false });
    expect(pagingTotal({ ...page, totalAtLeast: false, nextAfter: null }, 0)).toEqual({
      total: 10000,
      totalAtLeast: false,
    });
  });
});

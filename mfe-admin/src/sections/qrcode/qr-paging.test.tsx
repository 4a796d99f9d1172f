import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, type Schema } from '@ricordo/shared-design';
import { envelope, qrAdminRow, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { QrAdministration } from './QrAdministration';

type Row = Schema<'QrAdminRowDto'>;

let server: TestServer;

/** The codes the fake server holds: ids 40 down to 1, every third one temporary. */
const CODES = Array.from({ length: 40 }, (_, index) =>
  qrAdminRow(40 - index, { temporary: (40 - index) % 3 === 0 ? 1 : 0 }),
);
/** The permanent ones (the table asks temporary=0 by default), newest first: 27 codes. */
const PERMANENT = CODES.filter((row) => row.temporary === 0).map((row) => row.ID);
const TEMPORARY = CODES.filter((row) => row.temporary === 1).map((row) => row.ID);

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  // The server's keyset paging, as the backend does it: after → older codes, before → newer codes.
  server.on('GET', '/api/admin/qrcodes', (request) => {
    const size = Number(request.query.get('maxResults'));
    const after = request.query.get('after');
    const before = request.query.get('before');
    const temporary = request.query.get('temporary');
    const list = CODES.filter((row) => temporary === null || row.temporary === Number(temporary));
    let rows: Row[];
    if (after !== null) rows = list.filter((row) => row.ID < Number(after)).slice(0, size);
    else if (before !== null) rows = list.filter((row) => row.ID > Number(before)).slice(-size);
    else rows = list.slice((Number(request.query.get('page')) - 1) * size).slice(0, size);
    const older = rows.length > 0 && list.some((row) => row.ID < rows[rows.length - 1].ID);
    const newer = rows.length > 0 && list.some((row) => row.ID > rows[0].ID);
    return {
      body: envelope({
        qrcodes: rows,
        total: list.length,
        totalAtLeast: false,
        nextAfter: older ? rows[rows.length - 1].ID : null,
        previousBefore: newer ? rows[0].ID : null,
        page: Number(request.query.get('page')),
        maxResults: size,
      }),
    };
  });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

const lists = () => server.requests.filter((request) => request.path === '/api/admin/qrcodes');
const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByText(/^PLAQUE\d+$/)
    .map((cell) => Number(cell.textContent?.replace('PLAQUE', '')));
const cursor = () => {
  const last = lists().at(-1)!.query;
  return { page: last.get('page'), after: last.get('after'), before: last.get('before') };
};

describe('admin QR table paging', () => {
  it('asks the next page by the last row (after), the previous by the first (before)', async () => {
    render(<QrAdministration onChanged={() => {}} />);
    await screen.findByRole('table', {}, { timeout: 4000 });
    await waitFor(() => expect(shownIds()).toEqual(PERMANENT.slice(0, 10)), { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(shownIds()).toEqual(PERMANENT.slice(10, 20)), { timeout: 4000 });
    expect(cursor()).toEqual({ page: '2', after: String(PERMANENT[9]), before: null });
    expect(screen.getByText(/11–20 di 27/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(shownIds()).toEqual(PERMANENT.slice(20)), { timeout: 4000 });
    expect(cursor()).toEqual({ page: '3', after: String(PERMANENT[19]), before: null });
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    await waitFor(() => expect(shownIds()).toEqual(PERMANENT.slice(10, 20)), { timeout: 4000 });
    expect(cursor()).toEqual({ page: '2', after: null, before: String(PERMANENT[20]) });
  });

  it('starts again at page one, without a cursor, when the Temporanei toggle or the page size changes', async () => {
    render(<QrAdministration onChanged={() => {}} />);
    await screen.findByRole('table', {}, { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(cursor().after).not.toBeNull(), { timeout: 4000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Temporanei' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('temporary')).toBe('1'), { timeout: 4000 });
    expect(cursor()).toEqual({ page: '1', after: null, before: null });
    await waitFor(() => expect(shownIds()).toEqual(TEMPORARY.slice(0, 10)), { timeout: 4000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Temporanei' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('temporary')).toBe('0'), { timeout: 4000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(cursor().after).toBe(String(PERMANENT[9])), { timeout: 4000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Righe per pagina/ }), '25');
    await waitFor(() => expect(lists().at(-1)?.query.get('maxResults')).toBe('25'), { timeout: 4000 });
    expect(cursor()).toEqual({ page: '1', after: null, before: null });
  });
});

// 'Scarica i miei dati': the ZIP of the person's own data saved under the server's name, or the reason shown.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, sessionStore, ToastHost } from '@ricordo/shared-design';
import { failure, makeUser, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { configureDownloads } from '../download';
import { MyDataExport } from '.';

let server: TestServer;
let saved: Array<{ blob: Blob; name: string }> = [];

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureDownloads({ origin: server.origin });
});

afterAll(async () => {
  configureDownloads({ origin: '' });
  await server.close();
});

beforeEach(() => {
  saved = [];
  sessionStore.setState({
    status: 'authenticated',
    user: makeUser({ username: 'Giulia.Neri' }),
    expiringMemorials: [],
  });
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:data';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

describe("'Scarica i miei dati'", () => {
  it('asks for the account export and saves it as ricordo-i-miei-dati-{username}.zip', async () => {
    // The kit's test server answers strings as text/html: a plain text stands in for the ZIP's bytes here.
    server.on('GET', '/api/account/export.zip', () => ({ body: 'PK-archive' }));
    render(
      <>
        <MyDataExport />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByText('I tuoi dati sono stati scaricati')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['ricordo-i-miei-dati-giulia-neri.zip']);
  });

  it("shows the server's message when the export is refused", async () => {
    server.on('GET', '/api/account/export.zip', () => ({
      status: 401,
      body: failure('Sessione scaduta, accedi di nuovo', 'NOT_LOGGED_IN'),
    }));
    render(<MyDataExport />);
    await userEvent.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByText('Sessione scaduta, accedi di nuovo')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

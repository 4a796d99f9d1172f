/// <reference types="node" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@ricordo/shared-design';
import { configureDownloads } from '@ricordo/shared-design/back-office';
import type { OwnedTombstone } from '../../panel/my-deceased';
import { FamilyDownloads } from './FamilyDownloads';

/**
 * A real HTTP server that streams the archive in two halves, as the backend does while it makes it: the
 * test decides when the second half goes (or the client leaves first).
 */
interface ZipServer {
  origin: string;
  sendRest: () => void;
  closedEarly: Promise<boolean>;
  close: () => Promise<void>;
}

const HALF = 256 * 1024;

async function startZipServer(book: { status: number; body: string }): Promise<ZipServer> {
  let release: () => void = () => undefined;
  let closedEarly: (value: boolean) => void = () => undefined;
  const closed = new Promise<boolean>((resolve) => (closedEarly = resolve));
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', window.location.origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.url?.endsWith('/book.pdf')) {
      res.writeHead(book.status, {
        'Content-Type': book.status === 200 ? 'application/pdf' : 'application/json',
      });
      res.end(book.body);
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="ricordo-verdi-giuseppe.zip"',
      'X-Estimated-Length': String(4 * HALF),
    });
    res.write(Buffer.alloc(HALF, 1));
    res.on('close', () => closedEarly(!res.writableFinished));
    release = () => res.end(Buffer.alloc(HALF, 2));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sendRest: () => release(),
    closedEarly: closed,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const ROW = { ID: 1000, name: 'Giuseppe', surname: 'Verdi' } as OwnedTombstone;

let zipServer: ZipServer | null = null;
let saved: Blob[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:archive';
  });
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow the link to the saved file; the Blob handed to it is what is checked.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  configureDownloads({ origin: '' });
  await zipServer?.close();
  zipServer = null;
});

async function mount(book = { status: 200, body: '%PDF-1.7' }) {
  zipServer = await startZipServer(book);
  configureDownloads({ origin: zipServer.origin });
  render(
    <>
      <FamilyDownloads row={ROW} />
      <ToastHost />
    </>,
  );
}

describe("'Scarica tutto'", () => {
  it('shows the bytes received against the estimate, then saves the ZIP under its name', async () => {
    await mount();
    await userEvent.click(screen.getByRole('button', { name: /Scarica tutto di Giuseppe Verdi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Scarica tutto di Giuseppe Verdi' });
    expect(await screen.findByText('Scaricati 256 kB di circa 1 MB')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('25%');

    zipServer!.sendRest();
    expect(await screen.findByText('Download completato: ricordo-verdi-giuseppe.zip')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(1);
    expect(saved[0].size).toBe(2 * HALF);
  });

  it("stops the download with 'Annulla': nothing is saved and the server sees the client leave", async () => {
    await mount();
    await userEvent.click(screen.getByRole('button', { name: /Scarica tutto di Giuseppe Verdi/ }));
    await screen.findByText('Scaricati 256 kB di circa 1 MB');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByText('Download annullato')).toBeInTheDocument();
    expect(await zipServer!.closedEarly).toBe(true);
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("'Libro delle condoglianze'", () => {
  it("shows the server's reason when the book cannot be printed yet", async () => {
    const message =
      "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale";
    await mount({
      status: 402,
      body: JSON.stringify({ response: 'fail', result: 'fail', message, errorCode: 'PURCHASE_REQUIRED' }),
    });
    await userEvent.click(screen.getByRole('button', { name: /libro delle condoglianze di Giuseppe Verdi/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('saves the PDF', async () => {
    await mount();
    await userEvent.click(screen.getByRole('button', { name: /libro delle condoglianze di Giuseppe Verdi/ }));
    expect(await screen.findByText('Il pdf è stato scaricato con successo')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

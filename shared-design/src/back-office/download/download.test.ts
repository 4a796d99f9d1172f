import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { configureDownloads, downloadFile } from '.';

let server: TestServer;
const saved: Blob[] = [];

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureDownloads({ origin: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test/1';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadFile', () => {
  it("saves a text answer byte for byte: a CSV keeps its byte order mark and its accents ('Quantità')", async () => {
    server.on('GET', '/api/admin/books/export', () => ({ body: '\uFEFFProdotto;Quantità\nCero;2\n' }));
    await downloadFile('/api/admin/books/export', 'ricordo-ordini-2026-11.csv');
    expect(saved).toHaveLength(1);
    const bytes = await bytesOf(saved[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFProdotto;Quantità\nCero;2\n',
    );
  });

  it('still refuses an HTML error page, saving nothing', async () => {
    server.on('GET', '/api/admin/books/export', () => ({ body: '<html><style>p{}</style>errore</html>' }));
    await expect(downloadFile('/api/admin/books/export', 'x.csv')).rejects.toThrow();
    expect(saved).toEqual([]);
  });
});

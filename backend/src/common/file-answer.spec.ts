import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendFile, type FileAnswer } from './file-answer';

function serve(file: FileAnswer) {
  const app = express();
  app.get('/file', (_req, res) => sendFile(res, file));
  return request(app).get('/file');
}

describe('sendFile: every download of the API', () => {
  it('offers a saved file by a name cleaned of what a header could carry, never cached', async () => {
    const response = await serve({
      body: Buffer.from('%PDF-1.7'),
      type: 'application/pdf',
      filename: 'manifesto-D\'Angelo "x"\r\n-1.pdf',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="manifesto-DAngelox-1.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(response.body as Buffer).toString()).toBe('%PDF-1.7');
  });

  it('shows an inline file, and a public image keeps its own cache rule and no name', async () => {
    const inline = await serve({
      body: Buffer.from([1, 2]),
      type: 'image/png',
      filename: 'qrcode-0001.png',
      disposition: 'inline',
    });
    expect(inline.headers['content-disposition']).toBe('inline; filename="qrcode-0001.png"');
    const poster = await serve({ body: Buffer.from([3]), type: 'image/jpeg', cache: 'public, max-age=300' });
    expect(poster.headers['content-disposition']).toBeUndefined();
    expect(poster.headers['cache-control']).toBe('public, max-age=300');
  });
});

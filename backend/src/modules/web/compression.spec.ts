// Compressed delivery: build-time `.br`/`.gz` copies of the shell and remote files (written by the real
// deploy/rspack/precompress.mjs), on-the-fly compression of the HTML page, never of media.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { negotiateEncoding } from './content-encoding';

let testApp: TestApp;
let root: string;
let shellDist: string;
let remoteDir: string;
let mediaDir: string;

const INDEX =
  '<!doctype html><html><head><title>Ricordo</title><!--ricordo:registry--></head><body><div id="root"></div><!--ricordo:ssr--></body></html>';
/** Big enough to be worth compressing, varied enough that the copies differ. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "ricordo";`).join(
  '\n',
);
const STYLE = Array.from({ length: 200 }, (_, i) => `.rc-item-${i} { margin: ${i}px; }`).join('\n');

interface RawAnswer {
  response: { status: number; headers: IncomingHttpHeaders };
  body: Buffer;
}

/** The bytes as sent, whatever their encoding (supertest would decode them). */
function raw(path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    get(`${testApp.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveAnswer({
          response: { status: res.statusCode ?? 0, headers: res.headers },
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-encoding-'));
  shellDist = join(root, 'shell-dist');
  remoteDir = join(root, 'remotes', 'mfe_public', '1.0.0');
  mediaDir = join(root, 'media');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(remoteDir, { recursive: true });
  mkdirSync(join(mediaDir, 'docs'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX);
  writeFileSync(join(shellDist, 'main.3f9a1c2b.js'), SCRIPT);
  writeFileSync(join(shellDist, 'tiny.0a1b2c3d.js'), 'console.log(1)');
  writeFileSync(join(remoteDir, '412.a1b2c3d4.css'), STYLE);
  writeFileSync(join(remoteDir, 'only-gzip.a1b2c3d4.js'), SCRIPT);
  writeFileSync(join(mediaDir, 'docs', 'note.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${STYLE}</svg>`);
  // The very module the rspack builds use (a path in a variable: it is plain JavaScript, not typed).
  const precompressPath = resolve(__dirname, '../../../../deploy/rspack/precompress.mjs');
  const { precompressFile } = (await import(precompressPath)) as {
    precompressFile: (file: string) => Promise<boolean>;
  };
  for (const file of [
    join(shellDist, 'main.3f9a1c2b.js'),
    join(shellDist, 'tiny.0a1b2c3d.js'),
    join(remoteDir, '412.a1b2c3d4.css'),
  ])
    await precompressFile(file);
  await precompressFile(join(remoteDir, 'only-gzip.a1b2c3d4.js'));
  rmSync(join(remoteDir, 'only-gzip.a1b2c3d4.js.br'));
  // The pages are drawn by the public remote's render entry (the contract's test entry).
  publishTestRenderEntry(join(root, 'remotes'), '1.0.0');
  testApp = await startTestApp({ shellDist, publishDir: join(root, 'remotes'), mediaDir });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('negotiateEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0.9', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('build-time compressed files', () => {
  it('sends the brotli copy with the type, caching and Vary of the file, and it decodes to the file', async () => {
    const { response, body } = await raw('/static/shell/main.3f9a1c2b.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const { response, body } = await raw('/remotes/mfe_public/1.0.0/412.a1b2c3d4.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(body).toString()).toBe(STYLE);
  });

  it('falls back to gzip when only that copy exists, and to the file itself without one', async () => {
    const gz = await raw('/remotes/mfe_public/1.0.0/only-gzip.a1b2c3d4.js', 'br, gzip');
    expect(gz.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const tiny = await raw('/static/shell/tiny.0a1b2c3d.js', 'br, gzip');
    expect(tiny.response.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const { response, body } = await raw('/static/shell/main.3f9a1c2b.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.toString()).toBe(SCRIPT);
    expect(body.equals(readFileSync(join(shellDist, 'main.3f9a1c2b.js')))).toBe(true);
  });

  it('never compresses media', async () => {
    const { response, body } = await raw('/media/docs/note.svg', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toContain('<svg');
  });
});

describe('the HTML page', () => {
  it('is compressed on the fly with brotli, else gzip, and varies on Accept-Encoding', async () => {
    const br = await raw('/memorial?0001000', 'br, gzip');
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(br.response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.response.headers['content-type']).toMatch(/text\/html/);
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toContain('<h1>Giuseppe Martinelli</h1>');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    expect(br.response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

    const gz = await raw('/memorial-book?0001000', 'gzip');
    expect(gz.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('data-ssr-page="memorial-book"');

    const plain = await raw('/partner-page?1', 'identity');
    expect(plain.response.status).toBe(200);
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1>Onoranze Funebri Bellini</h1>');
  });

  it('keeps the 404 status of an unknown partner when compressed', async () => {
    const { response, body } = await raw('/partner-page?999999', 'br');
    expect(response.status).toBe(404);
    expect(brotliDecompressSync(body).toString()).toContain('Partner non trovato');
  });
});

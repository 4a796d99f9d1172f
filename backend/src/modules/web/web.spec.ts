import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { PageCacheService } from '../deceased/page-cache.service';
import { TEST_SHELL_INDEX } from '../../test-support/test-shell';
import { publishTestRenderEntry } from '../../test-support/render-entry';
import { sendFileOutcome } from './static-files.middleware';

let testApp: TestApp;
let root: string;
let shellDist: string;
let publishDir: string;

function writeRegistry(remotes: object) {
  const file = join(publishDir, 'registry.json');
  writeFileSync(file, JSON.stringify({ remotes, history: {} }));
  // A distinct mtime, as a later deploy would give it.
  const when = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  utimesSync(file, when, when);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-web-'));
  shellDist = join(root, 'shell-dist');
  publishDir = join(root, 'remotes');
  mkdirSync(join(shellDist, 'js'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), TEST_SHELL_INDEX);
  writeFileSync(join(shellDist, 'js', 'main.3f9a1c2b.js'), 'console.log("shell")');
  writeFileSync(join(shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(publishDir, 'mfe_public', '1.0.0'), { recursive: true });
  writeFileSync(join(publishDir, 'mfe_public', '1.0.0', 'mf-manifest.json'), '{"name":"mfe_public"}');
  writeFileSync(join(publishDir, 'mfe_public', '1.0.0', 'remoteEntry.js'), 'var mfe_public;');
  writeFileSync(join(publishDir, 'mfe_public', '1.0.0', '412.a1b2c3d4.js'), 'chunk');
  writeFileSync(join(publishDir, 'secret.txt'), 'not for the web');
  testApp = await startTestApp({ shellDist, publishDir });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('HTML shell', () => {
  it('serves index.html for app routes with an empty registry when none is published', async () => {
    const response = await request(testApp.url).get('/memorial?1000').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<script id="ricordo-registry" type="application/json">{}</script>');
    expect(response.text).not.toContain('<!--ricordo:registry-->');
  });

  it('admits only the page nonce for inline styles, fresh on every answer', async () => {
    const first = await request(testApp.url).get('/home').expect(200);
    const second = await request(testApp.url).get('/home').expect(200);
    const nonceOf = (text: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(text)?.[1];
    const nonce = nonceOf(first.text);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.text)).not.toBe(nonce);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.headers['content-security-policy']).toContain("script-src 'self';");
    const api = await request(testApp.url).get('/api/health/live').expect(200);
    expect(api.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('inlines only the remotes of registry.json, with < escaped, and sees a new registry at once', async () => {
    writeRegistry({ mfe_public: { version: '1.0.0', entry: '/remotes/mfe_public/1.0.0/mf-manifest.json' } });
    const first = await request(testApp.url).get('/admin-panel').expect(200);
    expect(first.text).toContain(
      '<script id="ricordo-registry" type="application/json">{"mfe_public":{"version":"1.0.0","entry":"/remotes/mfe_public/1.0.0/mf-manifest.json"}}</script>',
    );
    expect(first.text).not.toContain('history');

    writeRegistry({ mfe_public: { version: '1.0.1</script><script>alert(1)</script>', entry: '/x' } });
    const second = await request(testApp.url).get('/').expect(200);
    expect(second.text).toContain('"version":"1.0.1\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    expect(second.text).not.toContain('<script>alert(1)');
  });

  it('sends the security headers', async () => {
    const response = await request(testApp.url).get('/').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
  });
});

describe('server-rendered memorial page', () => {
  // The public remote's render entry draws it (here the contract's test entry, whose markup is
  // the name and the data; the real pages' markup is tested in mfe-public src/ssr/render.test.tsx).
  beforeAll(() => publishTestRenderEntry(publishDir, '1.0.0'));

  it('answers /memorial?0001000 with the render entry page, its photo preload first, and the page data', async () => {
    const response = await request(testApp.url).get('/memorial?0001000').expect(200);
    const html = response.text;
    expect(html).toContain('<title>Giuseppe Martinelli - Ricordo</title>');
    expect(html).not.toContain('<title>Ricordo</title>');
    expect(html).toContain(
      '<div id="ricordo-ssr" data-ssr-page="memorial" data-ssr-render="1"><h1>Giuseppe Martinelli</h1>',
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/memorial\?0001000">/);
    // The photo's preload comes before the registry and everything else in <head>.
    const preload = html.indexOf('<link rel="preload" as="image" href="/media/demo/deceased-1000.jpg">');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('ricordo-registry'));
    const data = JSON.parse(
      /<script id="ricordo-ssr-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );
    expect(data).toMatchObject({
      ID: 1000,
      name: 'Giuseppe',
      surname: 'Martinelli',
      dateOfBirth: '1931-03-12',
      dateOfDeath: '2019-11-02',
      graveyardName: 'Cimitero Monumentale',
      photo: ['/media/demo/deceased-1000.jpg'],
    });
    expect(data.memorialMedia).toHaveLength(3);
    expect(data.dedic.some((dedication: { status: string }) => dedication.status === 'pending')).toBe(true);
    // The nonce of the cached page is fresh per answer and the critical style carries it.
    const again = await request(testApp.url).get('/memorial?1000').expect(200);
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(again.text)?.[1];
    expect(again.text).toContain(`<style nonce="${nonce}">`);
    expect(response.text).not.toContain(`<style nonce="${nonce}">`);
  });

  it('sees a change after invalidate', async () => {
    const dataSource = testApp.app.get(DataSource);
    const cache = testApp.app.get(PageCacheService);
    await request(testApp.url).get('/memorial?1000').expect(200);
    await dataSource.query("UPDATE deceased SET aphorism = '</script><b>x</b>' WHERE id = 1000");
    try {
      const cached = (await request(testApp.url).get('/memorial?1000').expect(200)).text;
      expect(cached).not.toContain('\\u003c/script>\\u003cb>x');
      await cache.invalidate(1000);
      const html = (await request(testApp.url).get('/memorial?1000').expect(200)).text;
      expect(html).toContain('\\u003c/script>\\u003cb>x\\u003c/b>');
      expect(html).not.toContain('<b>x</b>');
    } finally {
      await dataSource.query(
        "UPDATE deceased SET aphorism = 'Sol chi non lascia eredità d''affetti poca gioia ha dell''urna.' WHERE id = 1000",
      );
      await cache.invalidate(1000);
    }
  });

  it('answers the plain shell for an unknown or invalid id', async () => {
    for (const path of ['/memorial?999999', '/memorial?abc', '/memorial']) {
      const html = (await request(testApp.url).get(path).expect(200)).text;
      expect(html).not.toContain('ricordo-ssr-data');
      expect(html).toContain('<title>Ricordo</title>');
    }
  });
});

describe('GET /api/web/version', () => {
  it('answers the shell fingerprint the page carries and the published remote versions', async () => {
    writeRegistry({ mfe_public: { version: '2.0.0', entry: '/remotes/mfe_public/2.0.0/mf-manifest.json' } });
    const page = await request(testApp.url).get('/home').expect(200);
    const loaded = /<meta name="ricordo-shell-version" content="([0-9a-f]{16})">/.exec(page.text)?.[1];
    const response = await request(testApp.url).get('/api/web/version').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data).toEqual({ shell: loaded, remotes: { mfe_public: '2.0.0' } });
    writeRegistry({ mfe_public: { version: '2.0.1', entry: '/remotes/mfe_public/2.0.1/mf-manifest.json' } });
    const after = await request(testApp.url).get('/api/web/version').expect(200);
    expect(after.body.data.remotes).toEqual({ mfe_public: '2.0.1' });
    writeRegistry({});
  });
});

describe('static files', () => {
  it('serves the shell build, hashed files immutable, others revalidated', async () => {
    const hashed = await request(testApp.url).get('/static/shell/js/main.3f9a1c2b.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.text).toBe('console.log("shell")');
    const plain = await request(testApp.url).get('/static/shell/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves remote builds: entry files no-cache, chunks immutable', async () => {
    const manifest = await request(testApp.url).get('/remotes/mfe_public/1.0.0/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(testApp.url).get('/remotes/mfe_public/1.0.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(testApp.url).get('/remotes/mfe_public/1.0.0/412.a1b2c3d4.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/mfe_public/1.0.0/missing.js',
    '/remotes/Mfe_Public/1.0.0/remoteEntry.js',
    '/remotes/shell/1.0.0/remoteEntry.js',
    '/remotes/mfe_public/../secret.txt',
    '/remotes/mfe_public/1.0.0/..%2F..%2Fsecret.txt',
    '/remotes/mfe_public/..%2F/secret.txt',
    '/remotes/mfe_public/..',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/static/shell/..%2Findex.html',
  ])('answers 404 for %s and never leaves its folder', async (path) => {
    const response = await request(testApp.url).get(path);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('not for the web');
    expect(response.text).not.toContain('root:');
  });

  it('answers a malformed URL encoding with 400 in the envelope', async () => {
    const response = await request(testApp.url).get('/media/%E0%A4%A').expect(400);
    expect(response.body).toMatchObject({ response: 'fail', errorCode: 'BAD_REQUEST' });
  });

  it('serves media with a day of caching and nosniff', async () => {
    const response = await request(testApp.url).get('/media/demo/deceased-1000.jpg').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('sendFileOutcome', () => {
  const failure = (message: string, fields: { status?: number; code?: string }) =>
    Object.assign(new Error(message), fields);

  it('ends quietly when the file went out or the client left before it did', () => {
    expect(sendFileOutcome(undefined, true)).toBe('done');
    // Express' sendFile reports a client that closed the connection as ECONNABORTED, with no status.
    expect(sendFileOutcome(failure('Request aborted', { code: 'ECONNABORTED' }), false)).toBe('done');
    expect(sendFileOutcome(failure('read failed', { code: 'EIO' }), true)).toBe('done');
  });

  it('answers 404 for a refused or missing file and passes a server fault on', () => {
    expect(sendFileOutcome(failure('Not Found', { status: 404, code: 'ENOENT' }), false)).toBe('not-found');
    expect(sendFileOutcome(failure('Forbidden', { status: 403 }), false)).toBe('not-found');
    expect(sendFileOutcome(failure('read failed', { code: 'EIO' }), false)).toBe('failed');
  });
});

describe('without a shell build', () => {
  let bare: TestApp;

  beforeAll(async () => {
    bare = await startTestApp({ shellDist: join(root, 'nothing-here'), demoMode: false });
  });

  afterAll(async () => {
    await bare?.close();
  });

  it('answers an Italian 503 page', async () => {
    const response = await request(bare.url).get('/').expect(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('Ricordo è in aggiornamento, riprova tra poco');
  });
});

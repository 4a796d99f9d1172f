import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_SHELL_INDEX } from '../../test-support/test-shell';

let testApp: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ricordo-short-link-'));
  const shellDist = join(root, 'shell-dist');
  const publishDir = join(root, 'remotes');
  const version = join(publishDir, 'mfe_public', '1.0.0');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), TEST_SHELL_INDEX);
  mkdirSync(join(version, 'ssr'), { recursive: true });
  writeFileSync(join(version, 'remoteEntry.js'), 'var mfe_public;');
  writeFileSync(join(version, 'ssr', 'render.cjs'), 'module.exports = { secret: 1 };');
  writeFileSync(join(version, 'ssr', 'remoteEntry.js'), 'var inner;');
  testApp = await startTestApp({ shellDist, publishDir });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a poster's short link", () => {
  it.each([
    ['/0001003', '/memorial?0001003'],
    ['/1003', '/memorial?1003'],
    ['/0001003.html', '/memorial?0001003'],
  ])('%s answers 301 to %s in one hop', async (path, location) => {
    const response = await request(testApp.url).get(path).expect(301);
    expect(response.headers.location).toBe(location);
    const head = await request(testApp.url).head(path).expect(301);
    expect(head.headers.location).toBe(location);
  });

  it.each(['/1003a', '/1003.htm', '/12/34', '/home', '/memorial'])('leaves %s to the shell', async (path) => {
    const response = await request(testApp.url).get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps API paths as they are', async () => {
    await request(testApp.url).get('/api/1003').expect(404);
  });
});

describe('the server render entry', () => {
  it.each([
    '/remotes/mfe_public/1.0.0/ssr/render.cjs',
    '/remotes/mfe_public/1.0.0/ssr/remoteEntry.js',
    '/remotes/mfe_public/1.0.0/ssr/',
    '/remotes/mfe_public/1.0.0/%73sr/render.cjs',
    '/remotes/mfe_public/1.0.0/./ssr/render.cjs',
    '/remotes/mfe_public/1.0.0/x/..%2Fssr/render.cjs',
  ])('is never served: %s', async (path) => {
    const response = await request(testApp.url).get(path).expect(404);
    expect(response.text).not.toContain('secret');
  });

  it('still serves the browser entry beside it', async () => {
    const response = await request(testApp.url).get('/remotes/mfe_public/1.0.0/remoteEntry.js').expect(200);
    expect(response.text).toBe('var mfe_public;');
  });
});

#!/usr/bin/env node
// Exercises deploy/nginx/ricordo.conf for real: renders it for a temporary prefix (loopback ports, this
// repository's shell/dist, a scratch publish dir), starts two built backend instances (SQLite, one data dir
// each) and Debian's nginx as the current user, then checks the cache rules of docs/contracts.md, the proxy
// to the backends, and that requests keep succeeding while one instance is stopped.
// Usage: node deploy/scripts/nginx-check.mjs   (needs /usr/sbin/nginx and a built platform)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { ROOT as root } from '../lib/apps.mjs';
import { startBackendInstance } from '../lib/backend-instance.mjs';
import { freePort, startNginxSite } from '../lib/nginx-site.mjs';

const prefix = mkdtempSync(join(tmpdir(), 'ricordo-nginx-'));
const children = [];

async function startBackend(port) {
  const dataDir = join(prefix, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const { child, ready } = startBackendInstance({
    port,
    instanceId: port,
    env: { DEMO_MODE: '0', PAYMENTS_TEST_CHECKOUT: '1', DATA_DIR: dataDir, OUTBOX_WORKER: '0' },
  });
  children.push(child);
  await ready;
  return child;
}

try {
  const [listen, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
  // A published remote on disk, as deploy/scripts/publish.mjs lays it out.
  const publish = join(prefix, 'data/remotes/mfe_check/1.0.0');
  mkdirSync(publish, { recursive: true });
  writeFileSync(join(publish, 'mf-manifest.json'), '{}');
  writeFileSync(join(publish, 'chunk.abc123.js'), 'export {};');
  mkdirSync(join(publish, 'ssr'), { recursive: true });
  writeFileSync(join(publish, 'ssr/render.cjs'), 'module.exports = {};');
  writeFileSync(join(publish, 'ssr/remoteEntry.js'), 'export {};');
  writeFileSync(join(prefix, 'data/remotes/registry.json'), '{"remotes":{}}');

  const [, second] = await Promise.all([startBackend(a), startBackend(b)]);
  const { child: nginx, url: base } = await startNginxSite({
    prefix,
    listen,
    backendPorts: [a, b],
    dataRoot: join(prefix, 'data'),
  });
  children.push(nginx);

  // Static shell: hashed files immutable, pre-compressed sibling served.
  const asset = execFileSync('ls', [join(root, 'shell/dist')], { encoding: 'utf8' })
    .split('\n')
    .find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  const shellRes = await fetch(`${base}/static/shell/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(shellRes.status, 200);
  assert.match(shellRes.headers.get('cache-control'), /immutable/);
  assert.equal(shellRes.headers.get('content-encoding'), 'gzip');
  // Remotes: manifest and registry never cached, the rest immutable.
  const manifest = await fetch(`${base}/remotes/mfe_check/1.0.0/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  const registry = await fetch(`${base}/remotes/registry.json`);
  assert.equal(registry.headers.get('cache-control'), 'no-cache');
  const chunk = await fetch(`${base}/remotes/mfe_check/1.0.0/chunk.abc123.js`);
  assert.equal(chunk.status, 200);
  assert.match(chunk.headers.get('cache-control'), /immutable/);
  // The server render entry is never served, whatever its file name or spelling of the path.
  for (const path of [
    'ssr/render.cjs',
    'ssr/remoteEntry.js',
    './ssr/render.cjs',
    'x/../ssr/render.cjs',
    'ssr/',
  ])
    assert.equal((await fetch(`${base}/remotes/mfe_check/1.0.0/${path}`)).status, 404, path);
  // HTML and API through the upstream.
  const html = await fetch(`${base}/`);
  assert.equal(html.status, 200);
  assert.match(await html.text(), /<html/i);

  // Both instances answer in turn (X-Ricordo-Instance from INSTANCE_ID).
  const seen = new Set();
  for (let i = 0; i < 6; i++)
    seen.add((await fetch(`${base}/api/health/ready`)).headers.get('x-ricordo-instance'));
  assert.deepEqual([...seen].sort(), [String(a), String(b)].sort());
  // A browser's form through the proxy on a port of its own: the backend's CSRF check compares the Origin
  // with the Host it got from nginx, so that Host keeps the port (a foreign origin is still refused).
  const tokenRes = await fetch(`${base}/api/auth/securitytoken`);
  const cookie = tokenRes.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { data } = await tokenRes.json();
  const loginFrom = (origin) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json', 'x-csrf-token': data._csrf },
      body: JSON.stringify({ email: 'nobody', password: 'wrong-password' }),
    });
  assert.notEqual((await loginFrom(base)).status, 403, 'same-origin form refused by the CSRF check');
  assert.equal((await loginFrom('http://elsewhere.example')).status, 403);
  // One instance stopped: nginx retries on the other, no request fails.
  second.kill('SIGTERM');
  await new Promise((r) => second.once('exit', r));
  let failed = 0;
  for (let i = 0; i < 20; i++) if (!(await fetch(`${base}/api/health/ready`)).ok) failed++;
  assert.equal(failed, 0, `${failed} of 20 requests failed with one instance down`);
  console.log('nginx-check: cache rules, proxy, same-origin forms and one-instance-down retry OK');
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(prefix, { recursive: true, force: true });
}

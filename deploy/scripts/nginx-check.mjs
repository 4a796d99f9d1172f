#!/usr/bin/env node
// Exercises deploy/nginx/ricordo.conf for real: renders it for a temporary prefix (loopback ports, this
// repository's shell/dist, a scratch publish dir), starts two built backend instances (SQLite, one data dir
// each) and Debian's nginx as the current user, then checks the cache rules of docs/contracts.md, the proxy
// to the backends, and that requests keep succeeding while one instance is stopped.
// Usage: node deploy/scripts/nginx-check.mjs   (needs /usr/sbin/nginx and a built platform)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '../..');
const prefix = mkdtempSync(join(tmpdir(), 'ricordo-nginx-'));
const children = [];

function freePort() {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function startBackend(port) {
  const dataDir = join(prefix, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: '0',
      PAYMENTS_TEST_CHECKOUT: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      OUTBOX_WORKER: '0',
      INSTANCE_ID: String(port),
      MQTT_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

try {
  const [listen, a, b] = await Promise.all([freePort(), freePort(), freePort()]);
  // A published remote on disk, as deploy/scripts/publish.mjs lays it out.
  const publish = join(prefix, 'data/remotes/mfe_check/1.0.0');
  mkdirSync(publish, { recursive: true });
  writeFileSync(join(publish, 'mf-manifest.json'), '{}');
  writeFileSync(join(publish, 'chunk.abc123.js'), 'export {};');
  writeFileSync(join(prefix, 'data/remotes/registry.json'), '{"remotes":{}}');

  const site = readFileSync(join(root, 'deploy/nginx/ricordo.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${a}`)
    .replace('server 127.0.0.1:3002', `server 127.0.0.1:${b}`)
    .replaceAll('/srv/ricordo/shell/dist/', `${root}/shell/dist/`)
    .replaceAll('/srv/ricordo/data', join(prefix, 'data'));
  writeFileSync(join(prefix, 'site.conf'), site);
  mkdirSync(join(prefix, 'logs'));
  const tmp = join(prefix, 'tmp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    // Run as root (CI), nginx would drop its workers to nobody, who cannot read the work tree.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  include ${prefix}/site.conf;
}
`,
  );
  const nginxArgs = ['-p', prefix, '-c', join(prefix, 'nginx.conf')];
  execFileSync('/usr/sbin/nginx', [...nginxArgs, '-t'], { stdio: 'inherit' });

  startBackend(a);
  const second = startBackend(b);
  await Promise.all([
    waitFor(`http://127.0.0.1:${a}/api/health/ready`),
    waitFor(`http://127.0.0.1:${b}/api/health/ready`),
  ]);
  const nginx = spawn('/usr/sbin/nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(nginx);
  const base = `http://127.0.0.1:${listen}`;
  await waitFor(`${base}/api/health/ready`, 10_000);

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
  // HTML and API through the upstream.
  const html = await fetch(`${base}/`);
  assert.equal(html.status, 200);
  assert.match(await html.text(), /<html/i);

  // Both instances answer in turn (X-Ricordo-Instance from INSTANCE_ID).
  const seen = new Set();
  for (let i = 0; i < 6; i++)
    seen.add((await fetch(`${base}/api/health/ready`)).headers.get('x-ricordo-instance'));
  assert.deepEqual([...seen].sort(), [String(a), String(b)].sort());
  // One instance stopped: nginx retries on the other, no request fails.
  second.kill('SIGTERM');
  await new Promise((r) => second.once('exit', r));
  let failed = 0;
  for (let i = 0; i < 20; i++) if (!(await fetch(`${base}/api/health/ready`)).ok) failed++;
  assert.equal(failed, 0, `${failed} of 20 requests failed with one instance down`);
  console.log('nginx-check: cache rules, proxy and one-instance-down retry OK');
} finally {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(prefix, { recursive: true, force: true });
}

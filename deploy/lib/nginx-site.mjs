// Runs deploy/nginx/ricordo.conf for real on loopback, as the current user: the site is rendered for a
// scratch prefix (listen port, upstream instances, this repository's shell/dist, a publish root) and
// Debian's nginx is started in the foreground. Used by deploy/scripts/nginx-check.mjs and the scale-out
// browser test's cluster (e2e/support/scale-cluster.mjs).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

export const NGINX_BIN = '/usr/sbin/nginx';
const SITE = join(ROOT, 'deploy/nginx/ricordo.conf');
const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m;

/** A loopback port free right now. */
export function freePort() {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url, ms = 60_000) {
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

/**
 * The site of deploy/nginx/ricordo.conf listening on 127.0.0.1:`listen`, proxying to the loopback
 * `backendPorts` (the upstream's server options kept), with /srv/ricordo/data → `dataRoot` (its
 * `remotes/` is the publish dir) and /srv/ricordo/shell/dist/ → this repository's shell build.
 */
export function renderSite({ listen, backendPorts, dataRoot }) {
  const site = readFileSync(SITE, 'utf8');
  const [line, indent, options = ''] = UPSTREAM_SERVER.exec(site) ?? [];
  if (!line) throw new Error(`${SITE}: no "server 127.0.0.1:PORT" line in the upstream`);
  const servers = backendPorts.map((port) => `${indent}server 127.0.0.1:${port}${options};\n`).join('');
  let first = true;
  return site
    .replace(new RegExp(UPSTREAM_SERVER.source, 'gm'), () => (first ? ((first = false), servers) : ''))
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replaceAll('/srv/ricordo/shell/dist/', `${ROOT}/shell/dist/`)
    .replaceAll('/srv/ricordo/data', dataRoot);
}

/**
 * Writes the rendered site and a minimal nginx.conf under `prefix`, checks them with `nginx -t` and starts
 * nginx in the foreground. Returns the child process and the proxy's base URL once it answers
 * `/api/health/ready` (so the backends must be up first). Stop it with `child.kill('SIGTERM')`.
 */
export async function startNginxSite({ prefix, listen, backendPorts, dataRoot, stdio = 'inherit' }) {
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'site.conf'), renderSite({ listen, backendPorts, dataRoot }));
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const tmp = join(prefix, 'tmp');
  mkdirSync(tmp, { recursive: true });
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
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf')];
  execFileSync(NGINX_BIN, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio });
  const url = `http://127.0.0.1:${listen}`;
  try {
    await waitFor(`${url}/api/health/ready`, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { child, url };
}

#!/usr/bin/env node
// The backend suite and a start of the built platform under Node 24 LTS (DESIGN "Tests": production images
// use it), beside the machine's Node. Node 24 comes from the npm registry's `node-<platform>-<arch>` package
// (binary and headers); a copy of the tree gets its own `npm ci` under it, so native addons (better-sqlite3,
// argon2) are built for Node 24's ABI without touching the main tree's, and better-sqlite3 is 13 there (12
// aborts on Node 24). The built front ends are copied, not rebuilt: they are static files.
//   node deploy/scripts/test-node24.mjs [--report <vitest json file>]
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/apps.mjs';
import { mustRun, run } from '../lib/run.mjs';

const NODE_24 = '24.21.0';
const SQLITE_DRIVER_FOR_24 = '13.0.3';
const { values } = parseArgs({ options: { report: { type: 'string' } } });
// Outside the tree, so no linter, formatter or test runner of the tree ever reads the copy.
const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'ricordo-node24');
const runtime = join(cache, 'runtime', 'node_modules', `node-${process.platform}-${process.arch}`);
const tree = join(cache, 'tree');

// 1. The runtime.
if (!existsSync(join(runtime, 'bin', 'node'))) {
  console.log(`node24: installing node-${process.platform}-${process.arch}@${NODE_24}`);
  await mustRun('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--no-save',
    '--prefix',
    join(cache, 'runtime'),
    `node-${process.platform}-${process.arch}@${NODE_24}`,
  ]);
}
const env = {
  ...process.env,
  PATH: `${join(runtime, 'bin')}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
  // Native addons compile against Node 24's own headers, whatever the user's npmrc says.
  npm_config_nodedir: runtime,
};

// 2. A copy of the tree (sources and built front ends), with its own dependencies for Node 24.
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'coverage']);
rmSync(tree, { recursive: true, force: true });
cpSync(ROOT, tree, {
  recursive: true,
  filter: (source) => {
    const path = relative(ROOT, source);
    if (path === '') return true;
    const parts = path.split(sep);
    return !parts.some((part) => SKIP.has(part)) && parts[0] !== 'data' && path !== join('e2e', '.tmp');
  },
});
await mustRun('node', ['--version'], { env, cwd: tree });
// No install scripts: the only native addons are argon2 and better-sqlite3 13, both loading prebuilt N-API
// binaries shipped in their packages; better-sqlite3 12's compile (about 100 s) would be thrown away.
await mustRun('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { env, cwd: tree });
// better-sqlite3 12 (pinned for the machines' Node 20) aborts on Node 24 (backend/src/database/sqlite-driver.ts);
// a Node 24 install takes 13, as deploy/README.md says. Only this copy's manifest and lockfile change.
await mustRun(
  'npm',
  [
    'install',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--workspace',
    'backend',
    `better-sqlite3@${SQLITE_DRIVER_FOR_24}`,
  ],
  { env, cwd: tree },
);

// 3. The backend suite, on the embedded SQLite.
const reportArgs = values.report
  ? ['--reporter=default', '--reporter=json', `--outputFile.json=${values.report}`]
  : [];
const suite = await run('npm', ['exec', '--workspace', 'backend', '--', 'vitest', 'run', ...reportArgs], {
  env: { ...env, TEST_MYSQL_URL: '' },
  cwd: tree,
});

// 4. `npm start`'s start of the built platform: health, the memorial page and a login answer.
const started = await startPlatform();
console.log(
  `node24: backend suite ${suite === 0 ? 'passed' : 'failed'}; platform start ${started ? 'passed' : 'failed'}`,
);
process.exit(suite === 0 && started ? 0 : 1);

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-node24-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', [join(tree, 'deploy', 'scripts', 'start-local.mjs')], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: '1',
      MQTT_URL: '0',
      OUTBOX_WORKER: '0',
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ready = await fetch(`${url}/api/health/ready`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the platform did not get ready');
      await new Promise((wait) => setTimeout(wait, 500));
    }
    const page = await fetch(`${url}/memorial?0001000`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('Giuseppe Martinelli'))
      throw new Error(`the memorial page answered ${page.status} without the demo memorial`);
    const security = await fetch(`${url}/api/auth/securitytoken`);
    const cookie = security.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const { data } = await security.json();
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': data._csrf, Cookie: cookie },
      body: JSON.stringify({ email: 'clientedemo', password: 'RicordoDemo2026' }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    console.log(`node24: platform started on Node ${NODE_24}: health, memorial page and login answered`);
    return true;
  } catch (error) {
    console.error(`node24: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// `npm test`: every check of the platform, in the order a failure is cheapest to find:
// format, lint, types, unit and component tests, backend integration tests on SQLite (and on MariaDB when
// TEST_MYSQL_URL is set), production builds of every app, the nginx recipe for real, browser tests in
// Chromium, the scale-out journey (two instances on MariaDB behind nginx; needs TEST_MYSQL_URL's server),
// and the backend suite plus a start of the built platform under Node 24 LTS.
// Ends with one line "total: N passed, N failed" summed from the runners' JSON reports.
//   npm test                      everything
//   npm test -- --only unit,e2e   some steps (format, lint, types, unit, backend, build, nginx, e2e, scale,
//                                 node24)
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, ROOT } from '../lib/apps.mjs';
import { run } from '../lib/run.mjs';
import { ensureInstalled } from '../lib/install.mjs';

await ensureInstalled();
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only ? new Set(values.only.split(',')) : null;
const reports = join(ROOT, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each step's wall time, printed at the end: where CI's minutes go (two cores, a 45-minute aim). */
const timings = [];
const startedAt = Date.now();
const since = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  return true;
}

async function step(name, label, command, args, env) {
  if (only && !only.has(name)) return;
  console.log(`\n▶ ${label}`);
  const start = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  timings.push(`${label}: ${since(start)}`);
  if (code !== 0) failures.push(label);
}

/** A step started now and awaited later, its output kept in `<reports>/<name>.log` and printed at the end. */
function background(name, label, command, args) {
  if (only && !only.has(name)) return Promise.resolve();
  console.log(`\n▶ ${label} (beside the next steps; output at the end)`);
  const logFile = join(reports, `${name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', log, log] });
  const start = Date.now();
  return new Promise((resolveStep) => {
    const finish = (code) => {
      closeSync(log);
      timings.push(`${label} (beside others): ${since(start)}`);
      console.log(`\n▶ ${label}: output`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      if (code !== 0) failures.push(label);
      resolveStep();
    };
    child.on('error', () => finish(1));
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

function vitestArgs(workspace, reportName) {
  return [
    'exec',
    '--workspace',
    workspace,
    '--',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, `${reportName}.json`)}`,
  ];
}

await step('format', 'format (prettier --check)', 'npx', ['prettier', '--check', '.']);
await step('lint', 'lint (eslint)', 'npx', ['eslint', '.']);
await step('types', 'type check', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);

for (const workspace of ['shared-design', 'shell', ...REMOTE_APPS, 'deploy']) {
  await step('unit', `unit tests: ${workspace}`, 'npm', vitestArgs(workspace, workspace));
}

const mysqlUrl = process.env.TEST_MYSQL_URL;
await step('backend', 'backend tests on SQLite', 'npm', vitestArgs('backend', 'backend-sqlite'), {
  TEST_MYSQL_URL: '',
});
if (mysqlUrl) {
  await step('backend', 'backend tests on MariaDB', 'npm', vitestArgs('backend', 'backend-mariadb'), {
    TEST_MYSQL_URL: mysqlUrl,
    TEST_DB_ENGINE: 'mysql',
  });
} else if (!only || only.has('backend')) {
  console.log('\nTEST_MYSQL_URL is not set: backend tests ran on SQLite only (CI sets it).');
}

await step('build', 'production builds of every app', 'node', [
  join(ROOT, 'deploy', 'scripts', 'build-all.mjs'),
]);
// The Node 24 run (a copy of the tree with its own npm ci, the backend suite, a start of the built platform)
// shares nothing with the steps after the build but the CPU, so it runs beside them; the browser tests hold
// under that load. Its output goes to a log printed when it ends.
const node24 = background('node24', 'backend tests and platform start under Node 24', 'node', [
  join(ROOT, 'deploy', 'scripts', 'test-node24.mjs'),
  '--report',
  join(reports, 'backend-node24.json'),
]);
await step('nginx', 'nginx recipe: cache rules, proxy, one instance down', 'node', [
  join(ROOT, 'deploy', 'scripts', 'nginx-check.mjs'),
]);
await step('e2e', 'browser tests (Playwright, Chromium)', 'npm', ['test', '--workspace', 'e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
});
if (mysqlUrl) {
  // The same server as the MariaDB backend tests, a database of the journey's own.
  const scaleUrl = new URL(mysqlUrl);
  scaleUrl.pathname = '/ricordo_scale';
  await step(
    'scale',
    'scale-out: two instances on MariaDB behind nginx',
    'npm',
    ['run', 'test:scale', '--workspace', 'e2e'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e-scale.json'), SCALE_MYSQL_URL: scaleUrl.toString() },
  );
}

await node24;

for (const file of [
  'shared-design',
  'shell',
  ...REMOTE_APPS,
  'deploy',
  'backend-sqlite',
  'backend-mariadb',
  'backend-node24',
]) {
  countVitest(join(reports, `${file}.json`));
}
countPlaywright(join(reports, 'e2e.json'));
countPlaywright(join(reports, 'e2e-scale.json'));

console.log(`\nsteps' wall time:\n  ${timings.join('\n  ')}\n  all: ${since(startedAt)}`);
console.log('');
if (failures.length > 0) console.log(`failed steps: ${failures.join('; ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

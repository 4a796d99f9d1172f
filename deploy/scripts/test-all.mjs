#!/usr/bin/env node
// `npm test`: every check of the platform, in the order a failure is cheapest to find:
// format, lint, types (one after another, beside the unit and component tests), unit and component tests,
// backend integration tests on SQLite, production builds of every app, the nginx recipe for real, browser
// tests in Chromium, the scale-out journey (two instances on MariaDB behind nginx; needs TEST_MYSQL_URL's server);
// beside the browser tests, the backend suite on MariaDB (when TEST_MYSQL_URL is set) and then the backend
// suite plus a start of the built platform under Node 24 LTS.
// Ends with one line "total: N passed, N failed" summed from the runners' JSON reports.
//   npm test                      everything
//   npm test -- --only unit,e2e   some steps (format, lint, types, unit, backend, build, nginx, e2e, scale,
//                                 node24)
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
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
/** Each failed test, `<report>: <title> — <first line of its error>`, printed last: CI shows the output's tail. */
const failedTests = [];
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '') ?? '';
/** Each step's wall time, printed at the end: where CI's minutes go (two cores, a 45-minute aim). */
const timings = [];
const startedAt = Date.now();
const since = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push(
          `${file.name.replace(ROOT + '/', '')}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
        );
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(
          `${spec.file}:${spec.line}: ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, []);
  return true;
}

/**
 * Runs one step. With `log` (a lane's file descriptor) its output goes there and its time is marked as spent
 * beside other steps.
 */
async function step(name, label, command, args, { env = {}, log } = {}) {
  if (only && !only.has(name)) return;
  if (log === undefined) console.log(`\n▶ ${label}`);
  else writeSync(log, `\n▶ ${label}\n`);
  const start = Date.now();
  const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
  const code = await run(command, args, { env: { ...process.env, ...env }, stdio });
  timings.push(`${label}${log === undefined ? '' : ' (beside others)'}: ${since(start)}`);
  if (code !== 0) failures.push(label);
}

/**
 * Steps run one after another beside the steps that follow (two cores: a single-threaded step leaves one
 * idle), their output kept in `<reports>/<name>.log`. Await the returned function to print that output.
 */
function lane(name, label, body) {
  const logFile = join(reports, `${name}.log`);
  const log = openSync(logFile, 'w');
  const done = body(log).finally(() => closeSync(log));
  return async () => {
    await done;
    const output = readFileSync(logFile, 'utf8');
    if (output === '') return; // its steps were left out (--only)
    console.log(`\n▶ ${label}: output`);
    process.stdout.write(output);
  };
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

// Format, lint and types are single-threaded; the unit tests use both cores but start a runner per workspace.
const staticChecks = lane('static', 'format, lint and type check', async (log) => {
  await step('format', 'format (prettier --check)', 'npx', ['prettier', '--check', '.'], { log });
  await step('lint', 'lint (eslint)', 'npx', ['eslint', '.'], { log });
  await step('types', 'type check', 'npm', ['run', 'typecheck', '--workspaces', '--if-present'], { log });
});

for (const workspace of ['shared-design', 'shell', ...REMOTE_APPS, 'deploy']) {
  await step('unit', `unit tests: ${workspace}`, 'npm', vitestArgs(workspace, workspace));
}
await staticChecks();

const mysqlUrl = process.env.TEST_MYSQL_URL;
await step('backend', 'backend tests on SQLite', 'npm', vitestArgs('backend', 'backend-sqlite'), {
  env: { TEST_MYSQL_URL: '' },
});
if (!mysqlUrl && (!only || only.has('backend'))) {
  console.log('\nTEST_MYSQL_URL is not set: backend tests ran on SQLite only (CI sets it).');
}

await step('build', 'production builds of every app', 'node', [
  join(ROOT, 'deploy', 'scripts', 'build-all.mjs'),
]);
// The backend suite on MariaDB, then the Node 24 run (a copy of the tree with its own npm ci, the backend
// suite, a start of the built platform), share nothing with the steps after the build but the CPU, so they
// run one after the other beside them: the browser tests are the longest step and hold under that load (one
// suite beside them at a time). Their output goes to a log printed when they end.
const besideBrowser = lane('beside-browser', 'backend tests on MariaDB and under Node 24', async (log) => {
  if (mysqlUrl) {
    await step('backend', 'backend tests on MariaDB', 'npm', vitestArgs('backend', 'backend-mariadb'), {
      env: { TEST_MYSQL_URL: mysqlUrl, TEST_DB_ENGINE: 'mysql' },
      log,
    });
  }
  await step(
    'node24',
    'backend tests and platform start under Node 24',
    'node',
    [join(ROOT, 'deploy', 'scripts', 'test-node24.mjs'), '--report', join(reports, 'backend-node24.json')],
    { log },
  );
});
await step('nginx', 'nginx recipe: cache rules, proxy, one instance down', 'node', [
  join(ROOT, 'deploy', 'scripts', 'nginx-check.mjs'),
]);
await step('e2e', 'browser tests (Playwright, Chromium)', 'npm', ['test', '--workspace', 'e2e'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
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
    {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e-scale.json'),
        SCALE_MYSQL_URL: scaleUrl.toString(),
      },
    },
  );
}

await besideBrowser();

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
if (failedTests.length > 0) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

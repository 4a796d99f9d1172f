#!/usr/bin/env node
// (b) Hot JSON: autocannon on GET /api/deceased/deceasedData/1000 of the real backend, against a bare
// Express server (a process of its own) returning the same bytes with the same headers, in the same run.
// Rounds alternate (platform, bare, platform, bare, …) so drift hits both. Goal: ≥ 0.9× bare rps (issue 25; DESIGN says 0.8×).
// Also (DESIGN "Performance") the memorial page's HTML as the backend serves it from its page cache (GET
// /memorial?0001000), against the same bytes written as a file into the media folder and served by the same
// backend as a static file (/media/bench/memorial.html). Goal: ≥ 0.7× the static file's rps.
//   node bench/api-throughput.mjs [--seconds 10] [--rounds 3] [--connections 20]
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, ratio, startPlatform } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const BENCH = dirname(fileURLToPath(import.meta.url));
const PATH = '/api/deceased/deceasedData/1000';
const PAGE = '/memorial?0001000';
const STATIC_PAGE = '/media/bench/memorial.html';

const platform = await startPlatform({ port: 3601 });
const sample = await fetch(platform.url + PATH);
const body = Buffer.from(await sample.arrayBuffer());
const copied = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'referrer-policy',
];
const headers = Object.fromEntries(
  copied.map((name) => [name, sample.headers.get(name)]).filter(([, v]) => v),
);

// The page as autocannon receives it (no Accept-Encoding: identity), the second answer from the page cache.
await fetch(platform.url + PAGE, { headers: { 'accept-encoding': 'identity' } });
const pageSample = await fetch(platform.url + PAGE, { headers: { 'accept-encoding': 'identity' } });
const pageBody = Buffer.from(await pageSample.arrayBuffer());
mkdirSync(join(platform.dataDir, 'media', 'bench'), { recursive: true });
writeFileSync(join(platform.dataDir, 'media', 'bench', 'memorial.html'), pageBody);
const staticSample = await fetch(platform.url + STATIC_PAGE, { headers: { 'accept-encoding': 'identity' } });
if (!staticSample.ok || Buffer.from(await staticSample.arrayBuffer()).length !== pageBody.length)
  throw new Error(`${STATIC_PAGE} is not served as the same bytes (${staticSample.status})`);

// The floor runs in a process of its own, as the backend does: in this process it would share an event loop
// with autocannon, and the ratio would flatter the platform.
const bareBody = join(platform.dataDir, 'bare-body.json');
writeFileSync(bareBody, body);
const bare = spawn(
  process.execPath,
  [join(BENCH, 'lib', 'bare-express.mjs'), '3602', PATH, bareBody, JSON.stringify(headers)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolveReady, rejectReady) => {
  bare.once('exit', (code) => rejectReady(new Error(`bare Express exited (${code})`)));
  bare.stdout.once('data', () => resolveReady());
});

function load(url) {
  return new Promise((resolveRun, rejectRun) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? rejectRun(error) : resolveRun(result),
    );
  });
}

const TARGETS = [
  ['platform', platform.url + PATH],
  ['bare', `http://127.0.0.1:3602${PATH}`],
  ['memorialPage', platform.url + PAGE],
  ['staticFile', platform.url + STATIC_PAGE],
];
const runs = Object.fromEntries(TARGETS.map(([name]) => [name, []]));
try {
  for (const [, url] of TARGETS) await load(url); // warm-up: JIT, caches, connection pools
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of TARGETS) {
      const result = await load(url);
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      runs[name].push({ rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 });
    }
  }
} finally {
  bare.kill('SIGTERM');
  await platform.stop();
}

const summary = (name) => ({
  rpsMedian: median(runs[name].map((run) => run.rps)),
  p99MedianMs: median(runs[name].map((run) => run.p99)),
  p50MedianMs: median(runs[name].map((run) => run.p50)),
  runs: runs[name],
});
const platformSummary = summary('platform');
const bareSummary = summary('bare');
const pageSummary = summary('memorialPage');
const staticSummary = summary('staticFile');
report('api-throughput', {
  path: PATH,
  bodyBytes: body.length,
  settings: { seconds, rounds, connections },
  platform: platformSummary,
  bareExpress: bareSummary,
  ratios: {
    rps: ratio(platformSummary.rpsMedian, bareSummary.rpsMedian),
    p99: ratio(platformSummary.p99MedianMs, bareSummary.p99MedianMs),
  },
  goal: 'rps ratio ≥ 0.9',
  memorialHtml: {
    path: PAGE,
    staticCopy: STATIC_PAGE,
    bodyBytes: pageBody.length,
    pageCache: pageSummary,
    staticFile: staticSummary,
    ratios: {
      rps: ratio(pageSummary.rpsMedian, staticSummary.rpsMedian),
      p99: ratio(pageSummary.p99MedianMs, staticSummary.p99MedianMs),
    },
    goal: 'rps ratio ≥ 0.7',
  },
});

#!/usr/bin/env node
// (i) A flood of hostile manifesto previews: a funeral home previews notices whose five texts are
// each one unbroken word at the form's limit, 20 at once, while visitors open another family's memorial.
// Baseline in the same run: the same memorial requests on the quiet platform just before. Goals: one such
// preview renders in < 300 ms (median, alone), the memorial's p99 during the flood < 3x its quiet p99, and the
// backend's event-loop delay p99 during the flood < 50 ms (read from its /metrics, the pool's own gauge).
//
//   node bench/manifesto-flood.mjs [--previews 20] [--memorial-requests 400] [--port 3620]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { median, percentile, ratio, startPlatform } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const { values } = parseArgs({
  options: {
    previews: { type: 'string', default: '20' },
    'memorial-requests': { type: 'string', default: '400' },
    port: { type: 'string', default: '3620' },
  },
});
const PREVIEWS = Number(values.previews);
const MEMORIAL_REQUESTS = Number(values['memorial-requests']);
const TEXT_LIMIT = 4000;
const METRICS_TOKEN = 'bench-manifesto-flood';

const round = (value) => Math.round(value * 10) / 10;

/** A session of the demo partner: cookies kept, CSRF token at hand. */
async function partnerSession(url) {
  const jar = new Map();
  const call = async (path, init = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${url}${path}`, { ...init, headers: { ...init.headers, cookie } });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const csrf = async () => (await (await call('/api/auth/securitytoken')).json()).data._csrf;
  const login = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await csrf() },
    body: JSON.stringify({ email: 'partnerdemo', password: 'RicordoDemo2026' }),
  });
  if (!login.ok) throw new Error(`partner login answered ${login.status}`);
  return { call, token: await csrf() };
}

/** The hostile notice: every text block one unbroken word at the limit (a different letter per block). */
function hostileForm() {
  const form = new FormData();
  form.set('name', 'Giuseppina');
  form.set('surname', 'Esposito');
  form.set('gender', 'F');
  form.set('age', '87');
  form.set('bg', '5');
  const blocks = ['first_sentence', 'family', 'thanks', 'funeral_info', 'announce'];
  blocks.forEach((field, index) => {
    const word = String.fromCharCode(97 + index).repeat(TEXT_LIMIT);
    form.set(field, JSON.stringify({ value: word, bold: index % 2 === 0, red: false }));
  });
  return form;
}

async function preview(session) {
  const started = performance.now();
  const response = await session.call('/api/obituaries/createManifest', {
    method: 'POST',
    headers: { 'x-csrf-token': session.token, accept: 'image/jpeg' },
    body: hostileForm(),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - started, bytes };
}

/**
 * Memorial requests, `concurrency` at a time: `count` of them, and more while `busy()` says the flood goes on;
 * each one's time in ms.
 */
async function memorialLoad(url, count, { concurrency = 4, busy = () => false } = {}) {
  const times = [];
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count || busy()) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${url}/memorial?0001000`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, statuses };
}

/** The backend's own event-loop delay p99 (ms) of its last seconds, as its /metrics exposes it. */
async function eventLoopP99Ms(url) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const body = await response.text();
  const line = body
    .split('\n')
    .find((entry) => entry.startsWith('ricordo_event_loop_delay_seconds{stat="p99"}'));
  if (!line) throw new Error('/metrics has no ricordo_event_loop_delay_seconds{stat="p99"}');
  return round(Number(line.split(/\s+/).at(-1)) * 1000);
}

/** The worst event-loop p99 read once a second while `work` runs (the backend keeps a few seconds). */
async function worstLoopP99While(url, work) {
  const readings = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      readings.push(await eventLoopP99Ms(url));
      await new Promise((resolvePause) => setTimeout(resolvePause, 1000));
    }
  })();
  const result = await work;
  running = false;
  await sampler;
  readings.push(await eventLoopP99Ms(url));
  return { result, worst: Math.max(...readings), readings };
}

const platform = await startPlatform({ port: Number(values.port), env: { METRICS_TOKEN } });
try {
  const session = await partnerSession(platform.url);
  // Warm-up: the page cache, fonts, the pool's workers.
  await memorialLoad(platform.url, 50);
  const warm = await preview(session);
  if (warm.status !== 200) throw new Error(`the hostile preview answered ${warm.status}`);

  const alone = [];
  for (let run = 0; run < 5; run++) alone.push((await preview(session)).ms);

  const quietRun = await worstLoopP99While(platform.url, memorialLoad(platform.url, MEMORIAL_REQUESTS));
  const quiet = quietRun.result;
  const quietLoopP99 = quietRun.worst;

  const floodStarted = performance.now();
  let flooding = true;
  const flood = Promise.all(Array.from({ length: PREVIEWS }, () => preview(session))).finally(() => {
    flooding = false;
  });
  const floodRun = await worstLoopP99While(
    platform.url,
    Promise.all([memorialLoad(platform.url, MEMORIAL_REQUESTS, { busy: () => flooding }), flood]),
  );
  const [loaded, previews] = floodRun.result;
  const floodLoopP99 = floodRun.worst;
  const floodMs = performance.now() - floodStarted;

  const quietP99 = percentile(quiet.times, 99);
  const loadedP99 = percentile(loaded.times, 99);
  const previewStatuses = {};
  for (const { status } of previews) previewStatuses[status] = (previewStatuses[status] ?? 0) + 1;
  report('manifesto-flood', {
    previews: PREVIEWS,
    memorialRequests: MEMORIAL_REQUESTS,
    hostilePreviewAloneMs: { median: round(median(alone)), samples: alone.map(round) },
    previewStatuses,
    floodPreviewMs: {
      median: round(median(previews.map((entry) => entry.ms))),
      max: round(Math.max(...previews.map((entry) => entry.ms))),
    },
    floodWallMs: round(floodMs),
    memorial: {
      quiet: { p50: round(percentile(quiet.times, 50)), p99: round(quietP99), statuses: quiet.statuses },
      flood: { p50: round(percentile(loaded.times, 50)), p99: round(loadedP99), statuses: loaded.statuses },
    },
    eventLoopDelayP99Ms: { quiet: quietLoopP99, flood: floodLoopP99 },
    ratios: { 'memorial p99 flood / quiet': ratio(loadedP99, quietP99) },
    goals: {
      'hostile preview alone < 300 ms (median)': median(alone) < 300,
      'memorial p99 during the flood < 3x quiet': loadedP99 < 3 * quietP99,
      'event-loop delay p99 during the flood < 50 ms': floodLoopP99 !== null && floodLoopP99 < 50,
    },
  });
} finally {
  await platform.stop();
}

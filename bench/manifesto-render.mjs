#!/usr/bin/env node
// (h) Manifesto render time: the WhatsApp JPEG and the A3 print PDF of one notice, through the
// backend's own render-pool jobs (manifesto-jobs.ts, called in this thread: photo cropped by sharp, layout,
// background by librsvg, text from a glyph atlas, JPEG by libjpeg-turbo; pdfmake with real text), warm, median
// of 20. Baseline in the same process,
// rounds alternated: the same pipeline rendering an empty layout (the background alone: no symbol, photo,
// text or QR code), i.e. the fixed cost of sharp/librsvg and pdfmake. Goal: JPEG + PDF under 300 ms (wall
// time). The process's CPU time per render is reported beside it: on the shared 2-core machine the wall time
// mostly measures waiting for a core.
//
// With --hostile a third notice is measured too: its five texts each one unbroken word of 4000
// characters (the forms' limit, a different letter per block), the notice of bench/manifesto-flood.mjs; goal:
// its JPEG under 300 ms.
//
//   node bench/manifesto-render.mjs [--runs 20] [--hostile]   (needs the backend built: npm run build -w backend)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ratio, ROOT } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
const HOSTILE = process.argv.includes('--hostile');
const GOAL_MS = 300;
const TEXT_LIMIT = 4000;

const dist = join(ROOT, 'backend', 'dist');
const manifestoDir = join(dist, 'modules', 'obituaries', 'manifesto');
if (!existsSync(join(manifestoDir, 'manifesto.service.js'))) {
  console.error('backend/dist is missing the manifesto: run `npm run build -w backend` first');
  process.exit(1);
}
const require = createRequire(join(dist, 'main.js'));
require('reflect-metadata');
const { manifestoJpegJob, manifestoPdfJob } = require('./modules/obituaries/manifesto/manifesto-jobs');
const { emptyLayout } = require('./modules/obituaries/manifesto/manifesto-layout');
const { renderManifestoJpeg } = require('./modules/obituaries/manifesto/manifesto-jpeg');
const { renderManifestoPdf } = require('./modules/obituaries/manifesto/manifesto-pdf');
const { backgroundOf } = require('./modules/obituaries/manifesto/manifesto-assets');

// Only the renderer's own work is measured: no database, no storage, no worker thread (the jobs the
// service sends to the render pool, run here).
const block = (value, bold = false, red = false) => ({ value, bold, red });
const notice = {
  name: 'Giuseppina',
  surname: 'Esposito',
  gender: 'F',
  age: 87,
  photo: readFileSync(join(ROOT, 'backend', 'assets', 'demo', 'deceased-1000.jpg')),
  bg: 5,
  texts: {
    firstSentence: block("È mancata all'affetto dei suoi cari all'età di [anni] anni"),
    family: block(
      'Ne danno il triste annuncio i figli Marco e Lucia con Paolo, i nipoti Giulia, Andrea e Sofia, la sorella Anna e i parenti tutti.',
    ),
    thanks: block(
      'Un sentito ringraziamento al personale della RSA Villa Serena per le amorevoli cure.',
      false,
      true,
    ),
    funeralInfo: block(
      'I funerali avranno luogo giovedì 27 novembre alle ore 10:30 nella chiesa parrocchiale di San Marco.\nLa salma riposerà nel cimitero di Monteverde.',
      true,
    ),
    announce: block('Si ringrazia fin d’ora quanti parteciperanno al dolore della famiglia.'),
  },
  publishDate: new Date('2026-11-25T09:00:00Z'),
  link: 'https://ricordo.example/0001234',
};
const hostile = {
  ...notice,
  photo: null,
  texts: Object.fromEntries(
    Object.keys(notice.texts).map((key, index) => [
      key,
      block(String.fromCharCode(97 + index).repeat(TEXT_LIMIT), index % 2 === 0),
    ]),
  ),
};
const empty = emptyLayout(backgroundOf(notice.bg));

/** Wall time, and the process's CPU time (all threads: libvips renders on its own), of one render. */
async function timed(fn) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = (await fn()).length;
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes };
}

const scenarios = {
  full: {
    jpeg: () => manifestoJpegJob(notice),
    pdf: () => manifestoPdfJob({ data: notice, paper: 'A3', title: 'Manifesto' }),
  },
  empty: {
    jpeg: () => renderManifestoJpeg(empty),
    pdf: () => renderManifestoPdf(empty, 'A3', 'vuoto'),
  },
};
if (HOSTILE)
  scenarios.hostile = {
    jpeg: () => manifestoJpegJob(hostile),
    pdf: () => manifestoPdfJob({ data: hostile, paper: 'A3', title: 'Manifesto' }),
  };

const samples = Object.fromEntries(
  Object.keys(scenarios).map((name) => [name, { jpeg: [], pdf: [], total: [], cpuTotal: [] }]),
);
const bytes = {};
// Warm-up: fonts opened, glyph outlines and modules loaded, sharp and pdfmake initialised.
for (let warm = 0; warm < 3; warm++)
  for (const scenario of Object.values(scenarios)) {
    await scenario.jpeg();
    await scenario.pdf();
  }
for (let run = 0; run < RUNS; run++) {
  // Alternated so that a slower moment of the shared machine does not fall on one scenario only.
  const names = Object.keys(scenarios);
  const order = run % 2 === 0 ? names : names.reverse();
  for (const name of order) {
    const jpeg = await timed(scenarios[name].jpeg);
    const pdf = await timed(scenarios[name].pdf);
    samples[name].jpeg.push(Math.round(jpeg.ms * 10) / 10);
    samples[name].pdf.push(Math.round(pdf.ms * 10) / 10);
    samples[name].total.push(Math.round((jpeg.ms + pdf.ms) * 10) / 10);
    samples[name].cpuTotal.push(Math.round((jpeg.cpuMs + pdf.cpuMs) * 10) / 10);
    bytes[name] = { jpegKB: Math.round(jpeg.bytes / 1024), pdfKB: Math.round(pdf.bytes / 1024) };
  }
}

const medians = Object.fromEntries(
  Object.entries(samples).map(([name, kinds]) => [
    name,
    Object.fromEntries(Object.entries(kinds).map(([kind, values]) => [kind, median(values)])),
  ]),
);
report('manifesto-render', {
  runs: RUNS,
  loadAverage: (await import('node:os')).loadavg().map((value) => Math.round(value * 10) / 10),
  medianMs: medians,
  sizes: bytes,
  ratios: {
    'full / empty (JPEG + PDF)': ratio(medians.full.total, medians.empty.total),
    'full JPEG + PDF / goal': ratio(medians.full.total, GOAL_MS),
    ...(HOSTILE && { 'hostile JPEG / goal': ratio(medians.hostile.jpeg, GOAL_MS) }),
  },
  samplesMs: samples,
  goal: `manifesto JPEG + A3 PDF < ${GOAL_MS} ms (warm, median of ${RUNS})${HOSTILE ? `; hostile notice's JPEG < ${GOAL_MS} ms` : ''}`,
  goalMet: medians.full.total < GOAL_MS && (!HOSTILE || medians.hostile.jpeg < GOAL_MS),
});

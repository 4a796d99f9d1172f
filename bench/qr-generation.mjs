#!/usr/bin/env node
// (d) QR generation (spec panels §2 "Nuovi QR code"): 500 new plaques and their grid print sheet, through the
// backend's own services (QrGenerationService, QrAdminService — the code behind POST
// /api/admin/generateQrcode and GET /api/admin/qrcodes/pdf) on a fresh temporary SQLite database. Goal: 500
// codes + grid PDF under 10 s. Baselines in the same run, rounds alternated: the 500 codes alone (no PDF) and
// 1 code with its PDF.
//
//   node bench/qr-generation.mjs [--runs 5]      (needs the backend built: npm run build -w backend)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ratio, ROOT } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const AMOUNT = 500;
const GOAL_MS = 10_000;

const dist = join(ROOT, 'backend', 'dist');
if (!existsSync(join(dist, 'app.factory.js'))) {
  console.error('backend/dist is missing: run `npm run build -w backend` first');
  process.exit(1);
}
const require = createRequire(join(dist, 'main.js'));
require('reflect-metadata');
const { createApp } = require('./app.factory');
const { loadConfig } = require('./config/app-config');
const { QrGenerationService } = require('./modules/qrcodes/qr-generation.service');
const { QrAdminService } = require('./modules/qrcodes/qr-admin.service');
const { AccountsService } = require('./modules/accounts/accounts.service');

const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-bench-qr-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_MODE: '1',
  LOG_LEVEL: 'error',
  MQTT_URL: '0',
  OUTBOX_WORKER: '0',
  PUBLIC_URL: 'https://ricordo.example',
});
const app = await createApp(config, { logger: false });
const generation = app.get(QrGenerationService);
const admin = app.get(QrAdminService);
const adminUser = await app.get(AccountsService).findByUsername('adminricordo');

/** Milliseconds of one scenario: `amount` codes, then their grid sheet when `pdf`. */
async function scenario(amount, pdf) {
  const started = performance.now();
  const made = await generation.generate(String(amount), adminUser);
  let bytes = 0;
  if (pdf) bytes = (await admin.sheet('grid', made.map((code) => code.ID).join(','))).pdf.length;
  return { ms: performance.now() - started, bytes };
}

const samples = { full: [], codesOnly: [], onePlusPdf: [] };
let pdfBytes = 0;
try {
  await scenario(10, true); // warm-up: fonts, modules, prepared statements
  for (let run = 0; run < RUNS; run++) {
    // Alternated so that a slower moment of the shared machine does not fall on one scenario only.
    const order = run % 2 === 0 ? ['full', 'codesOnly', 'onePlusPdf'] : ['onePlusPdf', 'codesOnly', 'full'];
    for (const name of order) {
      const result =
        name === 'full'
          ? await scenario(AMOUNT, true)
          : name === 'codesOnly'
            ? await scenario(AMOUNT, false)
            : await scenario(1, true);
      samples[name].push(Math.round(result.ms));
      if (name === 'full') pdfBytes = result.bytes;
    }
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const full = median(samples.full);
const codesOnly = median(samples.codesOnly);
const onePlusPdf = median(samples.onePlusPdf);
report('qr-generation', {
  runs: RUNS,
  amount: AMOUNT,
  database: 'sqlite (temporary)',
  medianMs: { codesAndGridPdf: full, codesOnly, oneCodeAndPdf: onePlusPdf },
  samplesMs: samples,
  gridPdfKB: Math.round(pdfBytes / 1024),
  ratios: {
    'codesAndGridPdf / codesOnly': ratio(full, codesOnly),
    'codesAndGridPdf / oneCodeAndPdf': ratio(full, onePlusPdf),
    'codesAndGridPdf / goal': ratio(full, GOAL_MS),
  },
  goal: `500 codes + grid PDF < ${GOAL_MS} ms`,
  goalMet: full < GOAL_MS,
});

#!/usr/bin/env node
// Lamp year (issue 23 part 4): the bulk renewal of 500 lamps, each with its payment, its e-invoice by the
// manager's company (numbered in the payment's transaction) and its receipt in the outbox, through the
// backend's own service (LampRenewalsService.renewMany, the code behind POST /api/lampade/lampadaRinnoviCreate)
// on a fresh temporary SQLite database with the demo data. Goal: 500 renewals with invoices < 5 s. Baseline in
// the same run, rounds alternated: one lamp's renewal (the per-lamp cost without the batch around it).
//
//   node bench/lamp-renewals.mjs [--runs 3]      (needs the backend built: npm run build -w backend)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ratio, ROOT } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const AMOUNT = 500;
const GOAL_MS = 5_000;

const dist = join(ROOT, 'backend', 'dist');
if (!existsSync(join(dist, 'app.factory.js'))) {
  console.error('backend/dist is missing: run `npm run build -w backend` first');
  process.exit(1);
}
const require = createRequire(join(dist, 'main.js'));
require('reflect-metadata');
const { getDataSourceToken } = require('@nestjs/typeorm');
const { createApp } = require('./app.factory');
const { loadConfig } = require('./config/app-config');
const { AccountsService } = require('./modules/accounts/accounts.service');
const { PartnerCompanyService } = require('./modules/partners/partner-company.service');
const { LampRenewalsService } = require('./modules/lamps/lamp-renewals.service');
const { Lamp } = require('./modules/lamps/lamp.entity');
const { LampPayment } = require('./modules/lamps/lamp-payment.entity');
const { LampSubscriber } = require('./modules/lamps/lamp-subscriber.entity');
const { Deceased } = require('./modules/deceased/deceased.entity');
const { Invoice } = require('./modules/invoices/invoice.entity');
const { endOfRomeDay } = require('./common/rome-time');

const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-bench-renewals-'));
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
const dataSource = app.get(getDataSourceToken());
const renewals = app.get(LampRenewalsService);
const manager = await app.get(AccountsService).findByUsername('lampadedemo');
// The manager's company data, so that every invoice is numbered (not blocked).
await app.get(PartnerCompanyService).edit(manager.id, {
  pi: '12345678903',
  sdi: 'ABC1234',
  region: 4,
  province: 15,
  location: 15146,
  cap: '20121',
  route: 'Via Dante',
  civic: '5',
});

const MONTHS = 'ABCDEHLMPRST';
let made = 0;
/**
 * `count` lamps of the manager, each with a subscriber, a deceased and a recorded payment whose period
 * ends in `month` (written straight to the database: the set-up is not what is measured).
 */
async function lampsEndingIn(month, count) {
  const serials = [];
  await dataSource.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      made += 1;
      const day = `${month}-${String((i % 28) + 1).padStart(2, '0')}`;
      const now = new Date();
      const subscriber = await tx.getRepository(LampSubscriber).save({
        managerUserId: manager.id,
        name: 'Maria',
        surname: `Rinnovo${made}`,
        // A person's codice fiscale, unique per subscriber (birth month letter × place digits).
        fiscalCode: `RSSMRA80${MONTHS[Math.floor(made / 1000) % MONTHS.length]}01F${String(made % 1000).padStart(3, '0')}Z`,
        address: 'Via Roma 1, 20121 Milano',
        sdi: '0000000',
        telephone: '+39-3331234567',
        email: `rinnovo${made}@example.com`,
        pec: `rinnovo${made}@pec.example.com`,
        createdAt: now,
      });
      const deceased = await tx.getRepository(Deceased).save({
        name: 'Elena',
        surname: `Rinnovo${made}`,
        nameNormalized: 'elena',
        surnameNormalized: `rinnovo${made}`,
        gender: 'F',
        publicationTime: new Date('2020-01-01T00:00:00Z'),
        showPage: 1,
        enabled: 1,
        createdAt: now,
      });
      const serial = `RL-BENCH${String(made).padStart(6, '0')}`;
      const lamp = await tx.getRepository(Lamp).save({
        serial,
        deceasedId: deceased.id,
        subscriberId: subscriber.id,
        managerUserId: manager.id,
        mode: 1,
        secondsNextConnection: 3600,
        secondsWithoutConnection: 3 * 86_400,
        paidUntil: endOfRomeDay(day),
        credentialHash: '$7$bench',
        yearlyFeeCents: 3000,
        createdAt: now,
      });
      await tx.getRepository(LampPayment).save({
        lampId: lamp.id,
        subscriberId: subscriber.id,
        protocol: `LV-BENCH-${made}`,
        paidOn: `${month.slice(0, 4) - 1}-${month.slice(5)}-01`,
        paidUntil: day,
        type: 'Contanti',
        amountCents: 2500,
        receiptTokenHash: randomBytes(32).toString('hex'),
        createdByUserId: manager.id,
        createdAt: now,
      });
      serials.push(serial);
    }
  });
  return serials;
}

let month = 0;
/** Milliseconds of one bulk renewal of `count` fresh lamps; checks every one was recorded and invoiced. */
async function scenario(count) {
  month += 1;
  const mese = `${2040 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  const serials = await lampsEndingIn(mese, count);
  const invoicesBefore = await dataSource.getRepository(Invoice).count();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await renewals.renewMany(manager, { mese, seriali: serials });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const invoices = (await dataSource.getRepository(Invoice).count()) - invoicesBefore;
  if (result.rinnovati !== count || result.falliti.length > 0 || invoices !== count)
    throw new Error(`renewal of ${count}: ${JSON.stringify({ ...result, invoices })}`);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const samples = { bulk: [], one: [] };
// The process's own CPU time during each bulk renewal: on a shared machine the wall time also counts the
// time other processes held the cores, this does not.
const bulkCpu = [];
try {
  await scenario(5); // warm-up: prepared statements, modules
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? ['bulk', 'one'] : ['one', 'bulk'];
    for (const name of order) {
      const { ms, cpuMs } = await scenario(name === 'bulk' ? AMOUNT : 1);
      samples[name].push(Math.round(ms));
      if (name === 'bulk') bulkCpu.push(Math.round(cpuMs));
    }
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const bulk = median(samples.bulk);
const one = median(samples.one);
report('lamp-renewals', {
  runs: RUNS,
  amount: AMOUNT,
  database: 'sqlite (temporary)',
  medianMs: { bulk500: bulk, oneLamp: one },
  perLampMs: Math.round((bulk / AMOUNT) * 10) / 10,
  bulk500CpuMs: median(bulkCpu),
  loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
  samplesMs: samples,
  ratios: {
    'bulk500 / (500 × oneLamp)': ratio(bulk, AMOUNT * one),
    'bulk500 / goal': ratio(bulk, GOAL_MS),
  },
  goal: `500 renewals with their invoices < ${GOAL_MS} ms`,
  goalMet: bulk < GOAL_MS,
});

// A month's invoices as one ZIP for the accountant (docs/contracts.md "Invoices"; DESIGN "Performance": big
// downloads stream): 5 000 invoices of one month must download in under 10 s with the backend's resident
// memory rising less than 64 MB, because the archive is written while the rows are read, a page at a time.
// Starts the built backend (`node backend/dist/main.js`, fresh SQLite demo), writes 5 000 issued Ricordo
// invoices of October 2025 straight into its database (realistic FPR12 documents: a person with codice
// fiscale and address, one or two lines at 22 %, paid by card), signs in as the admin, downloads
// GET /api/admin/fatture/zip?month=2025-10 while sampling the backend's VmRSS every 50 ms, then checks the
// archive: `unzip -t`, 5 000 entries, and a sample of files against the FPR12 schema with xmllint.
// Needs `npm run build -w backend`, unzip and xmllint. Usage: node bench/invoices-zip.mjs [--invoices 5000]
import { execFileSync } from 'node:child_process';
import { createWriteStream, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { cpuSeconds, pause, round, rssMb, signIn, startBuiltBackend } from './lib/built-backend.mjs';
import { ROOT, waitFor } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const { values: args } = parseArgs({ options: { invoices: { type: 'string', default: '5000' } } });
const INVOICES = Number(args.invoices);
const MONTH = '2025-10';
const GOAL_SECONDS = 10;
const GOAL_MB = 64;
const SCHEMA_DIR = join(ROOT, 'backend', 'src', 'modules', 'invoices', 'fatturapa', 'schema');
const fromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Database = fromBackend('better-sqlite3');

const { backend, url, dir, dataDir } = await startBuiltBackend('invoices-zip');

const RICORDO = {
  vatNumber: '01234567897',
  fiscalCode: '01234567897',
  name: 'Ricordo S.r.l.',
  taxRegime: 'RF01',
  address: {
    street: 'Via Giuseppe Verdi',
    civicNumber: '10',
    cap: '20121',
    comune: 'Milano',
    provincia: 'MI',
    country: 'IT',
  },
  email: 'amministrazione@ricordo.example',
};

/** One issued invoice's document as InvoicesService stores it (cents, rates in percent). */
function documentOf(index, id) {
  const progressive = id.toString(36).toUpperCase().padStart(5, '0');
  const day = `${MONTH}-${String(1 + (index % 31)).padStart(2, '0')}`;
  const lines = [{ description: 'Dedica con cero votivo', quantity: 1, unitPriceCents: 820, vatRate: 22 }];
  if (index % 3 === 0)
    lines.push({
      description: 'Servizio memorial digitale - canone annuale',
      quantity: 1,
      unitPriceCents: 4098,
      vatRate: 22,
    });
  const taxable = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
  const total = taxable + Math.round((taxable * 22) / 100);
  return {
    day,
    total,
    progressive,
    document: {
      type: 'TD01',
      number: `2025/${String(index + 1).padStart(6, '0')}`,
      date: day,
      fileProgressive: progressive,
      transmitter: { country: 'IT', code: RICORDO.fiscalCode },
      issuer: RICORDO,
      recipient: {
        kind: 'person',
        fiscalCode: 'BNCNNA80A41F205X',
        firstName: 'Anna',
        lastName: `Bianchi ${index + 1}`,
        address: {
          street: 'Via Po',
          civicNumber: String(1 + (index % 200)),
          cap: '10123',
          comune: 'Torino',
          provincia: 'TO',
          country: 'IT',
        },
      },
      lines,
      reason: `Ordine ${100000 + index}`,
      payment: { method: 'MP08', amountCents: total },
    },
  };
}

function seed() {
  const db = new Database(join(dataDir, 'ricordo.sqlite'));
  db.pragma('busy_timeout = 10000');
  const next = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM invoices').get().id;
  const insert = db.prepare(
    `INSERT INTO invoices (id, issuer_key, year, number, printed_number, type, source_kind, source_id,
       corrects_invoice_id, issue_day, document, sale, total_cents, state, blocked_reason, file_progressive,
       created_at, send_attempts)
     VALUES (?, 'ricordo', 2025, ?, ?, 'TD01', 'order', ?, NULL, ?, ?, '{}', ?, 'da inviare', NULL, ?, ?, 0)`,
  );
  db.transaction(() => {
    for (let index = 0; index < INVOICES; index += 1) {
      const id = next + index;
      const { day, total, progressive, document } = documentOf(index, id);
      insert.run(
        id,
        index + 1,
        document.number,
        10_000_000 + index,
        day,
        JSON.stringify(document),
        total,
        progressive,
        `${day} 10:00:00`,
      );
    }
  })();
  db.close();
}

try {
  await waitFor(`${url}/api/health/ready`);
  seed();
  const cookie = await signIn(url, 'adminricordo');
  const zipPath = join(dir, 'fatture.zip');

  // Warm-up: one invoice's XML and an empty month's ZIP, so lazily loaded code exists before the figure.
  const list = await (
    await fetch(`${url}/api/admin/fatture?month=${MONTH}&maxResults=1`, { headers: { cookie } })
  ).json();
  if (list.data?.total !== INVOICES) throw new Error(`the month lists ${list.data?.total} invoices`);
  await (
    await fetch(`${url}/api/admin/fatture/${list.data.invoices[0].id}/xml`, { headers: { cookie } })
  ).text();
  await (await fetch(`${url}/api/admin/fatture/zip?month=2001-01`, { headers: { cookie } })).arrayBuffer();
  await pause(2000);
  const idle = [];
  for (let index = 0; index < 20; index += 1) {
    idle.push(rssMb(backend.pid));
    await pause(50);
  }
  const baseline = Math.max(...idle);

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(backend.pid))), 50);
  const started = Date.now();
  const cpuBefore = cpuSeconds(backend.pid);
  let seconds;
  let cpu = 0;
  try {
    const answer = await fetch(`${url}/api/admin/fatture/zip?month=${MONTH}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`zip answered ${answer.status}: ${await answer.text()}`);
    await pipeline(Readable.fromWeb(answer.body), createWriteStream(zipPath));
    seconds = (Date.now() - started) / 1000;
  } finally {
    cpu = cpuSeconds(backend.pid) - cpuBefore;
    clearInterval(sampler);
  }

  const zipBytes = statSync(zipPath).size;
  execFileSync('unzip', ['-tq', zipPath]);
  const names = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    .trim()
    .split('\n');
  if (names.length !== INVOICES) throw new Error(`the ZIP holds ${names.length} files, not ${INVOICES}`);
  const sample = [names[0], names[Math.floor(names.length / 2)], names[names.length - 1]];
  for (const name of sample) {
    const file = join(dir, name);
    writeFileSync(file, execFileSync('unzip', ['-p', zipPath, name]));
    execFileSync(
      'xmllint',
      ['--nonet', '--noout', '--schema', join(SCHEMA_DIR, 'Schema_VFPR12_v1.2.3.xsd'), file],
      {
        env: { ...process.env, XML_CATALOG_FILES: join(SCHEMA_DIR, 'catalog.xml') },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  }

  const increase = round(peak - baseline);
  report('invoices-zip', {
    route: `GET /api/admin/fatture/zip?month=${MONTH} (SQLite, built backend)`,
    invoices: INVOICES,
    zipBytes,
    zipFiles: names.length,
    validatedSample: sample,
    seconds: round(seconds),
    goalSeconds: GOAL_SECONDS,
    // The backend's own CPU time for the download: on a loaded machine the wall time is mostly waiting.
    backendCpuSeconds: round(cpu),
    rssIdleMb: round(baseline),
    rssPeakMb: round(peak),
    rssPeakIncreaseMb: increase,
    goalMb: GOAL_MB,
    met: seconds < GOAL_SECONDS && increase < GOAL_MB,
    loadAverage: loadavg().map((value) => round(value)),
  });
} finally {
  const exited = new Promise((resolveExit) => backend.once('exit', resolveExit));
  backend.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
}

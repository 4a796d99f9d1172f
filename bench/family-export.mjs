// The family's export streams (DESIGN "Performance": big downloads stream; docs/contracts.md "Family export"):
// 'Scarica tutto' of a page with 100 photos and 1 000 condolences must not raise the backend's resident memory
// by 64 MB or more, however large the ZIP; and the 'Libro delle condoglianze' PDF of those 1 000 condolences is
// made in the render pool (its time and the process's memory while it renders are reported).
// Starts the built backend (`node backend/dist/main.js`, fresh SQLite demo, local media storage), adds to the
// demo page 1000 (owned by 'clientedemo') 100 accepted photo dedications, each a 2 MB file of random bytes (so
// the ZIP cannot shrink them) and 1 000 published condolences, straight into its database and media folder;
// signs in as the family, downloads the ZIP reading it slowly (as a phone would), samples the backend's VmRSS
// every 100 ms, and checks the archive with `unzip -t`. Needs `npm run build -w backend`.
// Usage: node bench/family-export.mjs [--photos 100] [--photo-mb 2] [--condolences 1000]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { parseArgs } from 'node:util';
import { pause, round, rssMb, signIn, startBuiltBackend } from './lib/built-backend.mjs';
import { ROOT, waitFor } from './lib/platform.mjs';
import { report } from './lib/report.mjs';

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '100' },
    'photo-mb': { type: 'string', default: '2' },
    condolences: { type: 'string', default: '1000' },
  },
});
const PHOTOS = Number(args.photos);
const PHOTO_BYTES = Math.round(Number(args['photo-mb']) * 1024 * 1024);
const CONDOLENCES = Number(args.condolences);
const GOAL_MB = 64;
const DECEASED_ID = 1000;
const fromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Database = fromBackend('better-sqlite3');

const { backend, url, dir, dataDir } = await startBuiltBackend('family-export');

/** The page's content, written where the running backend reads it (its SQLite file and media folder). */
function seed() {
  const db = new Database(join(dataDir, 'ricordo.sqlite'));
  db.pragma('busy_timeout = 10000');
  const folder = join(dataDir, 'media', 'bench', 'family-export');
  mkdirSync(folder, { recursive: true });
  const at = (index) =>
    new Date(Date.UTC(2025, 10, 3) + index * 60_000).toISOString().replace('T', ' ').slice(0, 19);
  const addDedication = db.prepare(
    `INSERT INTO dedications (deceased_id, type, text, sign, status, media_filename, media_type, giver_name,
       giver_surname, created_at) VALUES (?, 'dedica-foto', ?, ?, 'accepted', ?, 'photo', 'Bench', 'Famiglia', ?)`,
  );
  const addCondolence = db.prepare(
    `INSERT INTO condolences (deceased_id, author_name, text, status, created_at, published_at)
       VALUES (?, ?, ?, 'published', ?, ?)`,
  );
  db.transaction(() => {
    for (let index = 0; index < PHOTOS; index += 1) {
      const key = `bench/family-export/foto-${index + 1}.jpg`;
      writeFileSync(join(dataDir, 'media', key), randomBytes(PHOTO_BYTES));
      addDedication.run(
        DECEASED_ID,
        `Una foto di tanti anni fa, numero ${index + 1}`,
        `Amico ${index + 1}`,
        key,
        at(index),
      );
    }
    for (let index = 0; index < CONDOLENCES; index += 1)
      addCondolence.run(
        DECEASED_ID,
        `Persona ${index + 1}`,
        `Messaggio numero ${index + 1}: ${'ti ricorderemo sempre con affetto, '.repeat(6)}`,
        at(index),
        at(index),
      );
  })();
  db.close();
}

/** Samples the backend's RSS every 100 ms while `work` runs; the peak and the samples. */
async function measured(work) {
  let peak = 0;
  const samples = [];
  const sampler = setInterval(() => {
    const value = rssMb(backend.pid);
    samples.push(value);
    peak = Math.max(peak, value);
  }, 100);
  const started = Date.now();
  try {
    const result = await work();
    return { result, peak, samples: samples.length, seconds: (Date.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

/** Reads an answer at about `mbPerSecond`, as a phone on a mobile network would take it. */
function slowly(mbPerSecond) {
  const bytesPerMs = (mbPerSecond * 1024 * 1024) / 1000;
  return new Transform({
    transform(chunk, _encoding, done) {
      setTimeout(() => done(null, chunk), Math.ceil(chunk.length / bytesPerMs));
    },
  });
}

try {
  await waitFor(`${url}/api/health/ready`);
  seed();
  const cookie = await signIn(url, 'clientedemo');
  const zipPath = join(dir, 'export.zip');

  // Warm-up: a small page's archive and book, so lazily loaded code and the render threads exist before the figure.
  const warm = await fetch(`${url}/api/account/deceased/${DECEASED_ID}/book.pdf`, { headers: { cookie } });
  if (warm.status !== 200) throw new Error(`book answered ${warm.status}: ${await warm.text()}`);
  await warm.arrayBuffer();
  await pause(2000);
  const idle = [];
  for (let index = 0; index < 20; index += 1) {
    idle.push(rssMb(backend.pid));
    await pause(100);
  }
  const baseline = Math.max(...idle);

  const zip = await measured(async () => {
    const answer = await fetch(`${url}/api/account/deceased/${DECEASED_ID}/export.zip`, {
      headers: { cookie },
    });
    if (answer.status !== 200)
      throw new Error(`export.zip answered ${answer.status}: ${await answer.text()}`);
    await pipeline(Readable.fromWeb(answer.body), slowly(40), createWriteStream(zipPath));
    return {
      estimated: Number(answer.headers.get('x-estimated-length')),
      files: Number(answer.headers.get('x-archive-files')),
    };
  });
  const zipBytes = statSync(zipPath).size;
  execFileSync('unzip', ['-tq', zipPath]);
  const listed = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024 })
    .trim()
    .split('\n');
  const photosInZip = listed.filter((name) => name.startsWith('dediche/')).length;
  const json = JSON.parse(
    execFileSync('unzip', ['-p', zipPath, 'condoglianze-e-dediche.json'], { maxBuffer: 64 * 1024 * 1024 }),
  );
  if (photosInZip < PHOTOS || json.condolences.length < CONDOLENCES)
    throw new Error(`the ZIP holds ${photosInZip} photos and ${json.condolences.length} condolences`);

  await pause(2000);
  const book = await measured(async () => {
    const answer = await fetch(`${url}/api/account/deceased/${DECEASED_ID}/book.pdf`, {
      headers: { cookie },
    });
    if (answer.status !== 200) throw new Error(`book.pdf answered ${answer.status}`);
    return Buffer.from(await answer.arrayBuffer()).length;
  });

  const increase = round(zip.peak - baseline);
  report('family-export', {
    route: `GET /api/account/deceased/${DECEASED_ID}/export.zip and book.pdf (SQLite, local media)`,
    photos: PHOTOS,
    photoBytes: PHOTO_BYTES,
    condolences: json.condolences.length,
    zipBytes,
    zipEstimatedBytes: zip.result.estimated,
    zipFiles: zip.result.files,
    zipSeconds: round(zip.seconds),
    readRateMbPerSecond: 40,
    rssIdleMb: round(baseline),
    rssPeakMb: round(zip.peak),
    rssPeakIncreaseMb: increase,
    goalMb: GOAL_MB,
    met: increase < GOAL_MB,
    bookBytes: book.result,
    bookSeconds: round(book.seconds),
    // The book is a Buffer the render pool's worker returns (a thread of this process): its RSS counts here.
    bookRssPeakIncreaseMb: round(book.peak - baseline),
    samples: zip.samples + book.samples,
    loadAverage: loadavg().map((value) => round(value)),
  });
} finally {
  const exited = new Promise((resolveExit) => backend.once('exit', resolveExit));
  backend.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
}

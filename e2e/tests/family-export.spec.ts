// The family's export from the client panel (docs/contracts.md "Family export"): on the demo page 1000 (its
// photo and three gallery photos) with a video and 50 condolences added, the demo client presses 'Scarica
// tutto' on a slow connection, watches the bytes arrive, gets 'ricordo-martinelli-giuseppe.zip' and the test
// opens it; then 'Libro delle condoglianze' and, in #account, 'Scarica i miei dati'. The video and the
// condolences are written straight into the platform's database and media folder and removed at the end, so
// the demo data is as it was.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { E2E_DATA_DIR, ROOT } from './support/paths';
import { signInAs } from './support/platform';

interface Statement {
  run(...values: unknown[]): { lastInsertRowid: number | bigint };
  get(...values: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  close(): void;
}
const Database = createRequire(join(ROOT, 'backend', 'package.json'))('better-sqlite3') as new (
  path: string,
) => SqliteDatabase;

const DECEASED_ID = 1000;
const VIDEO_KEY = 'e2e/family-export/ricordo.mp4';
const VIDEO_BYTES = 6 * 1024 * 1024;
const CONDOLENCES = 50;

function openDatabase(): SqliteDatabase {
  const db = new Database(join(E2E_DATA_DIR, 'ricordo.sqlite'));
  db.pragma('busy_timeout = 10000');
  return db;
}

/** An MP4's `ftyp` box, then filler standing for the film. */
function video(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisomisomiso2avc1mp41', 'latin1'),
  ]);
  ftyp.writeUInt32BE(0x200, 12);
  return Buffer.concat([ftyp, Buffer.alloc(VIDEO_BYTES - ftyp.length, 0x5a)]);
}

const added = { media: 0, condolences: [] as number[] };

test.beforeAll(() => {
  mkdirSync(join(E2E_DATA_DIR, 'media', 'e2e', 'family-export'), { recursive: true });
  writeFileSync(join(E2E_DATA_DIR, 'media', VIDEO_KEY), video());
  const db = openDatabase();
  try {
    const memorial = db.prepare('SELECT id FROM memorials WHERE deceased_id = ?').get(DECEASED_ID) as {
      id: number;
    };
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    added.media = Number(
      db
        .prepare(
          "INSERT INTO memorial_media (memorial_id, type, file, position, created_at) VALUES (?, 'video', ?, 99, ?)",
        )
        .run(memorial.id, VIDEO_KEY, now).lastInsertRowid,
    );
    const condolence = db.prepare(
      "INSERT INTO condolences (deceased_id, author_name, text, status, created_at, published_at) VALUES (?, ?, ?, 'published', ?, ?)",
    );
    for (let index = 1; index <= CONDOLENCES; index += 1) {
      const at = new Date(Date.UTC(2025, 10, 3, 8) + index * 3_600_000)
        .toISOString()
        .replace('T', ' ')
        .slice(0, 19);
      added.condolences.push(
        Number(
          condolence.run(
            DECEASED_ID,
            `E2E Amico ${index}`,
            `Un pensiero affettuoso, numero ${index}.`,
            at,
            at,
          ).lastInsertRowid,
        ),
      );
    }
  } finally {
    db.close();
  }
});

test.afterAll(() => {
  const db = openDatabase();
  try {
    db.prepare('DELETE FROM memorial_media WHERE id = ?').run(added.media);
    const remove = db.prepare('DELETE FROM condolences WHERE id = ?');
    for (const id of added.condolences) remove.run(id);
  } finally {
    db.close();
  }
  rmSync(join(E2E_DATA_DIR, 'media', 'e2e', 'family-export'), { recursive: true, force: true });
});

/** Info-ZIP's unzip on an archive: `flag` ('-tq' test, '-Z1' names, '-p' a file's content), then names. */
function unzip(path: string, flag: string, ...names: string[]): string {
  return execFileSync('unzip', [flag, path, ...names], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
}

test("'Scarica tutto' streams the page's archive with progress, then the book and 'Scarica i miei dati'", async ({
  page,
}) => {
  await signInAs(page, 'client');
  await page.goto('/client-panel#pages');
  const row = page.getByRole('row').filter({ hasText: 'Martinelli' }).first();
  await expect(row).toBeVisible();

  // A slow line (about 1 MB/s), so the progress is there to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 1024 * 1024,
    uploadThroughput: -1,
  });

  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await row.getByRole('button', { name: /^Scarica tutto di / }).click();
  const dialog = page.getByRole('dialog', { name: /^Scarica tutto di / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Scaricati .+ di circa .+ MB$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeVisible();
  const download = await downloading;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(download.suggestedFilename()).toBe('ricordo-martinelli-giuseppe.zip');
  await expect(page.getByText('Download completato: ricordo-martinelli-giuseppe.zip')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const zip = (await download.path())!;
  unzip(zip, '-tq');
  const names = unzip(zip, '-Z1').trim().split('\n');
  expect(names).toEqual(
    expect.arrayContaining([
      'condoglianze-e-dediche.html',
      'condoglianze-e-dediche.json',
      'foto/foto-del-defunto.jpg',
      'foto/galleria-01.jpg',
      'foto/galleria-02.jpg',
      'foto/galleria-03.jpg',
      'video/galleria-01.mp4',
    ]),
  );
  // The video is the stored file, byte for byte.
  const stored = readFileSync(join(E2E_DATA_DIR, 'media', VIDEO_KEY));
  const zipped = execFileSync('unzip', ['-p', zip, 'video/galleria-01.mp4'], { maxBuffer: 32 * 1024 * 1024 });
  expect(zipped.equals(stored)).toBe(true);
  const json = JSON.parse(unzip(zip, '-p', 'condoglianze-e-dediche.json')) as {
    condolences: Array<{ authorName: string }>;
  };
  const ours = json.condolences.filter((item) => item.authorName.startsWith('E2E Amico '));
  expect(ours).toHaveLength(CONDOLENCES);
  const html = unzip(zip, '-p', 'condoglianze-e-dediche.html');
  expect(html).toContain('E2E Amico 50 · ');
  expect(html).toContain('Un pensiero affettuoso, numero 50.');

  // The book, ready to print.
  const bookDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Scarica il libro delle condoglianze di / }).click();
  const book = await bookDownload;
  expect(book.suggestedFilename()).toBe('libro-condoglianze-martinelli-giuseppe.pdf');
  expect(
    readFileSync((await book.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await expect(page.getByText('Il pdf è stato scaricato con successo').last()).toBeVisible();

  // The person's own data, from #account.
  await page.goto('/client-panel#account');
  await page.getByRole('button', { name: 'I miei dati' }).click();
  const mine = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i miei dati' }).click();
  const data = await mine;
  expect(data.suggestedFilename()).toBe('ricordo-i-miei-dati-clientedemo.zip');
  const dataZip = (await data.path())!;
  expect(unzip(dataZip, '-Z1').trim().split('\n').sort()).toEqual(['i-miei-dati.html', 'i-miei-dati.json']);
  const personal = JSON.parse(unzip(dataZip, '-p', 'i-miei-dati.json')) as { account: { username: string } };
  expect(personal.account.username).toBe('clientedemo');
});

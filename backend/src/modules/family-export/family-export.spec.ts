import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { mp4Video } from '../../test-support/media-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import type { User } from '../accounts/user.entity';
import { Condolence } from '../condolences/condolence.entity';
import type { Deceased } from '../deceased/deceased.entity';
import { Dedication, type DedicationStatus, type DedicationType } from '../dedications/dedication.entity';
import { MediaStorage } from '../media/storage/media-storage';
import { MemorialMediaItem } from '../memorials/memorial-media.entity';
import { Memorial } from '../memorials/memorial.entity';
import { Order } from '../orders/entities/order.entity';
import { PageMembersService } from '../page-members/page-members.service';

const testApp = useTestApp(ACCOUNT_TEST_ENV);
const scratch = mkdtempSync(join(tmpdir(), 'family-export-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

/** Collects a binary answer (ZIP, PDF) whole: the test reads what the browser would have saved. */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}

/** The archive opened with Info-ZIP's unzip, as a family's computer would: its file names and a file's bytes. */
function openZip(zip: Buffer): { names: string[]; file: (name: string) => Buffer } {
  const path = join(scratch, `${Date.now()}-${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, zip);
  execFileSync('unzip', ['-tq', path]);
  const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).trim().split('\n');
  return {
    names,
    file: (name) => execFileSync('unzip', ['-p', path, name], { maxBuffer: 64 * 1024 * 1024 }),
  };
}

async function store(key: string, bytes: Buffer): Promise<Buffer> {
  await testApp.app.get(MediaStorage).write(key, Readable.from([bytes]));
  return bytes;
}

const jpeg = (color: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A signed-in session's cookie, for a raw HTTP client that can leave in the middle of an answer. */
async function sessionCookie(user: User & { password: string }): Promise<string> {
  const cookiesOf = (response: globalThis.Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  const first = await fetch(`${testApp.url}/api/auth/securitytoken`);
  const csrf = ((await first.json()) as { data: { _csrf: string } }).data._csrf;
  const login = await fetch(`${testApp.url}/api/auth/login`, {
    method: 'POST',
    headers: { cookie: cookiesOf(first), 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: JSON.stringify({ email: user.username, password: user.password }),
  });
  expect(login.status).toBe(200);
  return cookiesOf(login);
}

async function familyAgent(): Promise<{ agent: Browser; owner: User & { password: string } }> {
  const owner = await createClient(testApp);
  const agent = await browser(testApp);
  await signIn(agent, owner.username, owner.password);
  return { agent, owner };
}

function condolence(person: Deceased, authorName: string, text: string, at: string, status = 'published') {
  return testApp.dataSource.getRepository(Condolence).save({
    deceasedId: person.id,
    authorName,
    text,
    phone: null,
    email: null,
    userId: null,
    status: status as Condolence['status'],
    confirmTokenHash: null,
    confirmCodeHash: null,
    confirmExpiresAt: null,
    createdAt: new Date(at),
    publishedAt: status === 'published' ? new Date(at) : null,
  });
}

function dedication(
  person: Deceased,
  fields: {
    type: DedicationType;
    status: DedicationStatus;
    text: string;
    sign: string | null;
    at: string;
  } & {
    media?: { key: string; type: 'photo' | 'video' };
    giverUserId?: number;
  },
) {
  return testApp.dataSource.getRepository(Dedication).save({
    deceasedId: person.id,
    type: fields.type,
    text: fields.text,
    sign: fields.sign,
    status: fields.status,
    mediaFilename: fields.media?.key ?? null,
    mediaType: fields.media?.type ?? null,
    giverName: 'Anna',
    giverSurname: 'Neri',
    giverEmail: null,
    giverTelephone: null,
    giverUserId: fields.giverUserId ?? null,
    createdAt: new Date(fields.at),
  });
}

/**
 * A page with everything the archive holds: its photo, a memorial gallery (a photo and a video), two
 * published condolences (one trying HTML), a pending one, an accepted photo dedication, an accepted candle,
 * and a pending and a refused dedication.
 */
async function fullPage(owner: User) {
  const person = await saveDeceased(testApp, {
    name: 'Giuseppe',
    surname: "D'Annunzio Verdi",
    dateOfBirth: '1940-03-01',
    dateOfDeath: '2025-11-02',
    ownerUserId: owner.id,
    photo: `test/export-${owner.id}/volto.jpg`,
  });
  const face = await store(person.photo!, await jpeg('#a33'));
  const memorial = await testApp.dataSource.getRepository(Memorial).save({
    deceasedId: person.id,
    bio: 'Una vita di musica.',
    // An expired service: the page hides its gallery, the family's archive keeps it.
    expiresAt: new Date('2024-01-01T00:00:00Z'),
    notNotify: 0,
    createdAt: new Date('2023-01-01T00:00:00Z'),
  });
  const galleryPhoto = await store(
    `test/export-${owner.id}/g1.png`,
    await sharp(await jpeg('#3a3'))
      .png()
      .toBuffer(),
  );
  const galleryVideo = await store(`test/export-${owner.id}/g1.mp4`, mp4Video(300 * 1024));
  await testApp.dataSource.getRepository(MemorialMediaItem).save([
    {
      memorialId: memorial.id,
      type: 'photo',
      file: `test/export-${owner.id}/g1.png`,
      position: 0,
      createdAt: new Date(),
    },
    {
      memorialId: memorial.id,
      type: 'video',
      file: `test/export-${owner.id}/g1.mp4`,
      position: 1,
      createdAt: new Date(),
    },
  ]);
  await condolence(person, 'Lucia Bianchi', 'Ti ricorderemo sempre.\nCon affetto.', '2025-11-03T09:15:00Z');
  await condolence(
    person,
    '<b>Mario</b>',
    'Un abbraccio <script>alert(1)</script> & forza',
    '2025-11-04T17:40:00Z',
  );
  await condolence(person, 'Non confermato', 'Messaggio in attesa', '2025-11-05T10:00:00Z', 'pending');
  const flowersKey = `test/export-${owner.id}/dedica.jpg`;
  const flowers = await store(flowersKey, await jpeg('#33a'));
  const photoDedication = await dedication(person, {
    type: 'dedica-foto',
    status: 'accepted',
    text: 'Una foto della gita al lago',
    sign: 'Famiglia Rossi',
    at: '2025-11-06T08:00:00Z',
    media: { key: flowersKey, type: 'photo' },
  });
  await dedication(person, {
    type: 'dedica-cero',
    status: 'accepted',
    text: 'Luce per te',
    sign: null,
    at: '2025-11-07T20:30:00Z',
  });
  await dedication(person, {
    type: 'dedica-fiori',
    status: 'pending',
    text: 'Ancora da decidere',
    sign: 'X',
    at: '2025-11-08T08:00:00Z',
  });
  await dedication(person, {
    type: 'dedica-fiori',
    status: 'refused',
    text: 'Rifiutata',
    sign: 'Y',
    at: '2025-11-09T08:00:00Z',
  });
  return { person, face, galleryPhoto, galleryVideo, flowers, photoDedication };
}

describe("the family's archive ('Scarica tutto')", () => {
  it('streams a ZIP with the original photos and videos, and the condolences and dedications as HTML and JSON', async () => {
    const { agent, owner } = await familyAgent();
    const page = await fullPage(owner);

    const response = await agent
      .get(`/api/account/deceased/000${page.person.id}/export.zip`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ricordo-d-annunzio-verdi-giuseppe.zip"',
    );
    // Streamed: no length is known ahead; the estimate is what the progress bar reads.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(Number(response.headers['x-archive-files'])).toBe(6);
    const zip = response.body as Buffer;
    const estimate = Number(response.headers['x-estimated-length']);
    expect(estimate).toBeGreaterThan(page.galleryVideo.length);
    expect(Math.abs(zip.length - estimate) / estimate).toBeLessThan(0.1);

    const opened = openZip(zip);
    expect(opened.names.sort()).toEqual(
      [
        'condoglianze-e-dediche.html',
        'condoglianze-e-dediche.json',
        'dediche/dedica-' + page.photoDedication.id + '-famiglia-rossi.jpg',
        'foto/foto-del-defunto.jpg',
        'foto/galleria-01.png',
        'video/galleria-01.mp4',
      ].sort(),
    );
    // Original files, byte for byte.
    expect(opened.file('foto/foto-del-defunto.jpg').equals(page.face)).toBe(true);
    expect(opened.file('foto/galleria-01.png').equals(page.galleryPhoto)).toBe(true);
    expect(opened.file('video/galleria-01.mp4').equals(page.galleryVideo)).toBe(true);
    expect(
      opened.file(`dediche/dedica-${page.photoDedication.id}-famiglia-rossi.jpg`).equals(page.flowers),
    ).toBe(true);

    const json = JSON.parse(opened.file('condoglianze-e-dediche.json').toString('utf8')) as {
      deceased: { name: string; surname: string };
      condolences: Array<{ authorName: string; text: string; publishedAt: string }>;
      dedications: Array<{ type: string; sign: string | null; text: string; file: string | null }>;
      media: Array<{ file: string; source: string }>;
    };
    expect(json.deceased).toMatchObject({ name: 'Giuseppe', surname: "D'Annunzio Verdi" });
    // Published condolences only, oldest first.
    expect(json.condolences).toEqual([
      {
        id: expect.any(Number),
        authorName: 'Lucia Bianchi',
        text: 'Ti ricorderemo sempre.\nCon affetto.',
        publishedAt: '2025-11-03T09:15:00.000Z',
      },
      {
        id: expect.any(Number),
        authorName: '<b>Mario</b>',
        text: 'Un abbraccio <script>alert(1)</script> & forza',
        publishedAt: '2025-11-04T17:40:00.000Z',
      },
    ]);
    // Accepted dedications only: the pending one waits for the family, the refused one has no text.
    expect(json.dedications.map((item) => [item.type, item.sign, item.text, item.file])).toEqual([
      [
        'dedica-foto',
        'Famiglia Rossi',
        'Una foto della gita al lago',
        `dediche/dedica-${page.photoDedication.id}-famiglia-rossi.jpg`,
      ],
      ['dedica-cero', null, 'Luce per te', null],
    ]);
    expect(json.media.map((item) => item.source).sort()).toEqual([
      'dedication',
      'gallery',
      'gallery',
      'page-photo',
    ]);

    const html = opened.file('condoglianze-e-dediche.html').toString('utf8');
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<h1>Giuseppe D&#39;Annunzio Verdi</h1>');
    expect(html).toContain('01/03/1940 – 02/11/2025');
    expect(html).toContain('Condoglianze (2)');
    expect(html).toContain('Lucia Bianchi · 03/11/2025 10:15');
    expect(html).toContain('Un abbraccio &lt;script&gt;alert(1)&lt;/script&gt; &amp; forza');
    expect(html).toContain('&lt;b&gt;Mario&lt;/b&gt; · 04/11/2025 18:40');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dediche (2)');
    expect(html).toContain('Cero votivo');
    expect(html).toContain('Anonimo · 07/11/2025 21:30');
    expect(html).toContain(`<img src="dediche/dedica-${page.photoDedication.id}-famiglia-rossi.jpg"`);
    expect(html).not.toContain('Messaggio in attesa');
    expect(html).not.toContain('Ancora da decidere');
  });

  it('leaves out a stored file that is gone, and lists only what the ZIP holds', async () => {
    const { agent, owner } = await familyAgent();
    const page = await fullPage(owner);
    await testApp.app.get(MediaStorage).delete(`test/export-${owner.id}/g1.mp4`);
    const response = await agent
      .get(`/api/account/deceased/${page.person.id}/export.zip`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const opened = openZip(response.body as Buffer);
    expect(opened.names).not.toContain('video/galleria-01.mp4');
    expect(opened.file('condoglianze-e-dediche.html').toString('utf8')).not.toContain('galleria-01.mp4');
  });

  it('stops reading the stored files when the client leaves midway, and the next download is whole', async () => {
    const { agent, owner } = await familyAgent();
    const page = await fullPage(owner);
    // A video large enough that the answer cannot be written before the client leaves.
    await store(`test/export-${owner.id}/g1.mp4`, mp4Video(24 * 1024 * 1024));
    const storage = testApp.app.get(MediaStorage);
    const read = storage.read.bind(storage);
    const opened: Readable[] = [];
    vi.spyOn(storage, 'read').mockImplementation(async (key, range) => {
      const stream = await read(key, range);
      if (stream) opened.push(stream);
      return stream;
    });
    const cookie = await sessionCookie(owner);
    const received = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(
        `${testApp.url}/api/account/deceased/${page.person.id}/export.zip`,
        { headers: { cookie } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // Leaves once the first megabyte has arrived.
            if (bytes > 1024 * 1024) {
              call.destroy();
              resolve(bytes);
            }
          });
          response.on('end', () => reject(new Error('the whole archive arrived before the client left')));
        },
      );
      call.on('error', () => undefined);
      call.end();
    });
    expect(received).toBeGreaterThan(1024 * 1024);
    // Every file the archive opened is closed: none is left reading for a client that is gone.
    await expect
      .poll(() => opened.length > 0 && opened.every((stream) => stream.destroyed || stream.readableEnded))
      .toBe(true);
    expect(opened.length).toBeLessThan(4);

    vi.restoreAllMocks();
    const again = await agent
      .get(`/api/account/deceased/${page.person.id}/export.zip`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(openZip(again.body as Buffer).file('video/galleria-01.mp4').length).toBe(24 * 1024 * 1024);
  });

  it("is the page's managers' too; a guest of the page gets 404", async () => {
    const { owner } = await familyAgent();
    const page = await fullPage(owner);
    const { agent: helper, owner: helperUser } = await familyAgent();
    const { agent: guest, owner: guestUser } = await familyAgent();
    const members = testApp.app.get(PageMembersService);
    await testApp.dataSource.transaction(async (manager) => {
      const at = new Date();
      await members.join(manager, {
        deceasedId: page.person.id,
        userId: helperUser.id,
        role: 'manager',
        invitedByUserId: owner.id,
        at,
      });
      await members.join(manager, {
        deceasedId: page.person.id,
        userId: guestUser.id,
        role: 'guest',
        invitedByUserId: owner.id,
        at,
      });
    });
    for (const path of ['export.zip', 'book.pdf']) {
      const url = `/api/account/deceased/${page.person.id}/${path}`;
      await helper.get(url).buffer(true).parse(binary).expect(200);
      await guest.get(url).expect(404);
    }
  });

  it("is the family's only: someone else's page and an admin's own account get 404, anonymous 401", async () => {
    const { owner } = await familyAgent();
    const page = await fullPage(owner);
    const { agent: stranger } = await familyAgent();
    for (const path of ['export.zip', 'book.pdf']) {
      const url = `/api/account/deceased/${page.person.id}/${path}`;
      const refused = await stranger.get(url).expect(404);
      expect(refused.body).toMatchObject({ response: 'fail', errorCode: 'DECEASED_NOT_FOUND' });
      // The same answer as for a page that does not exist: nothing tells the two apart.
      const missing = await stranger.get(`/api/account/deceased/99999999/${path}`).expect(404);
      expect(missing.body).toEqual(refused.body);
      const admin = await browser(testApp);
      await signIn(admin, 'adminricordo');
      await admin.get(url).expect(404);
      const anonymous = await (await browser(testApp)).get(url).expect(401);
      expect(anonymous.body).toMatchObject({ response: 'fail' });
      await stranger.get(`/api/account/deceased/abc/${path}`).expect(400);
    }
  });
});

describe("the family's book ('Libro delle condoglianze')", () => {
  it('prints the name, dates, photo, every published condolence and accepted dedication with name and date', async () => {
    const { agent, owner } = await familyAgent();
    const page = await fullPage(owner);
    const response = await agent
      .get(`/api/account/deceased/${page.person.id}/book.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="libro-condoglianze-d-annunzio-verdi-giuseppe.pdf"',
    );
    const pdf = await pdfText(response.body as Buffer);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Libro delle condoglianze');
    expect(text).toContain("Giuseppe D'Annunzio Verdi");
    expect(text).toContain('01/03/1940 – 02/11/2025');
    expect(text).toContain('2 messaggi di cordoglio · 2 dediche');
    expect(text).toContain('Ti ricorderemo sempre. Con affetto.');
    expect(text).toContain('Lucia Bianchi · 03/11/2025 10:15');
    expect(text).toContain('Un abbraccio <script>alert(1)</script> & forza');
    expect(text).toContain('Dedica con foto');
    expect(text).toContain('Famiglia Rossi · 06/11/2025 09:00');
    expect(text).toContain('Anonimo · 07/11/2025 21:30');
    expect(text).not.toContain('Messaggio in attesa');
    expect(text).not.toContain('Ancora da decidere');
    // The page's photo is on the cover, embedded as the JPEG it is.
    const raw = (response.body as Buffer).toString('latin1');
    expect(raw.match(/\/Subtype\s*\/Image/g)).toHaveLength(1);
    expect(raw).toContain('/DCTDecode');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.pages[0]).toMatchObject({ width: 595.28, height: 841.89 });
  });

  it('numbers the pages of a book of a thousand messages', async () => {
    const { agent, owner } = await familyAgent();
    const person = await saveDeceased(testApp, { name: 'Anna', surname: 'Molti', ownerUserId: owner.id });
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      deceasedId: person.id,
      authorName: `Amico ${i + 1}`,
      text: `Messaggio numero ${i + 1}: ${'un ricordo affettuoso '.repeat(8)}`,
      phone: null,
      email: null,
      userId: null,
      status: 'published' as const,
      confirmTokenHash: null,
      confirmCodeHash: null,
      confirmExpiresAt: null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      publishedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    }));
    await testApp.dataSource.getRepository(Condolence).save(rows, { chunk: 100 });
    const response = await agent
      .get(`/api/account/deceased/${person.id}/book.pdf`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pdf = await pdfText(response.body as Buffer);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('1000 messaggi di cordoglio · 0 dediche');
    expect(text).toContain('Messaggio numero 1000:');
    expect(text).toContain('Amico 1000 ·');
    expect(text).toContain(`pagina ${pdf.pages.length} di ${pdf.pages.length}`);
    expect(pdf.pages.length).toBeGreaterThan(50);
  });

  it('is refused while the plaque is sold on account (spec panels §4)', async () => {
    const { agent, owner } = await familyAgent();
    const person = await saveDeceased(testApp, {
      name: 'Carlo',
      surname: 'Conto',
      ownerUserId: owner.id,
      contoVendita: 1,
    });
    const response = await agent.get(`/api/account/deceased/${person.id}/book.pdf`).expect(402);
    expect(response.body).toMatchObject({
      errorCode: 'PURCHASE_REQUIRED',
      message:
        "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale",
    });
  });
});

describe("a person's own data ('Scarica i miei dati')", () => {
  it('holds the account, pages, orders, condolences and dedications as JSON and a readable page', async () => {
    const { agent, owner } = await familyAgent();
    const page = await fullPage(owner);
    const other = await saveDeceased(testApp, { name: 'Elena', surname: 'Gialli' });
    await testApp.dataSource.getRepository(Condolence).save({
      deceasedId: other.id,
      authorName: 'Paola',
      text: 'Ciao Elena, <i>sempre</i> con noi',
      phone: null,
      email: null,
      userId: owner.id,
      status: 'published',
      confirmTokenHash: null,
      confirmCodeHash: null,
      confirmExpiresAt: null,
      createdAt: new Date('2025-10-01T10:00:00Z'),
      publishedAt: new Date('2025-10-01T10:00:00Z'),
    });
    await dedication(other, {
      type: 'dedica-cero',
      status: 'pending',
      text: 'Un cero per Elena',
      sign: 'Paola',
      at: '2025-10-02T10:00:00Z',
      giverUserId: owner.id,
    });
    await testApp.dataSource.getRepository(Order).save({
      type: 'dedic',
      status: 'paid',
      amountCents: 350,
      currency: 'EUR',
      buyerName: 'Paola',
      buyerSurname: 'Verdi',
      buyerEmail: owner.email,
      buyerTelephone: null,
      userId: owner.id,
      shipping: null,
      payload: '{}',
      accessKeyHash: 'a'.repeat(64),
      paypalOrderId: null,
      createdAt: new Date('2025-10-02T09:59:00Z'),
      updatedAt: new Date('2025-10-02T10:00:00Z'),
      paidAt: new Date('2025-10-02T10:00:00Z'),
    });

    const response = await agent.get('/api/account/export.zip').buffer(true).parse(binary).expect(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ricordo-i-miei-dati-${owner.username}.zip"`,
    );
    const opened = openZip(response.body as Buffer);
    expect(opened.names.sort()).toEqual(['i-miei-dati.html', 'i-miei-dati.json']);
    const json = JSON.parse(opened.file('i-miei-dati.json').toString('utf8')) as Record<string, unknown>;
    expect(json.account).toMatchObject({
      id: owner.id,
      username: owner.username,
      name: 'Paola',
      email: owner.email,
    });
    expect(json.pages).toEqual([{ id: page.person.id, name: 'Giuseppe', surname: "D'Annunzio Verdi" }]);
    expect(json.orders).toEqual([
      expect.objectContaining({
        type: 'dedic',
        status: 'paid',
        amountCents: 350,
        paidAt: '2025-10-02T10:00:00.000Z',
      }),
    ]);
    expect(json.condolences).toEqual([
      expect.objectContaining({ deceasedId: other.id, deceasedName: 'Elena Gialli', status: 'published' }),
    ]);
    expect(json.dedications).toEqual([
      expect.objectContaining({ type: 'dedica-cero', status: 'pending', text: 'Un cero per Elena' }),
    ]);
    // Nobody else's messages: the condolences on the person's own page are not theirs.
    expect(JSON.stringify(json)).not.toContain('Lucia Bianchi');
    const html = opened.file('i-miei-dati.html').toString('utf8');
    expect(html).toContain('I miei dati su Ricordo');
    expect(html).toContain('Ciao Elena, &lt;i&gt;sempre&lt;/i&gt; con noi');
    expect(html).toContain('N. ');
    expect(html).toContain('€ 3,50');
    expect(html).toContain('Cero votivo per Elena Gialli');
  });

  it('asks to sign in first', async () => {
    await (await browser(testApp)).get('/api/account/export.zip').expect(401);
  });
});

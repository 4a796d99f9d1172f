import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, createClient, TEST_PUBLIC_URL } from '../../../test-support/account-helpers';
import { saveDeceased } from '../../../test-support/deceased-helpers';
import { pdfText } from '../../../test-support/pdf-text';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { AccountsService } from '../../accounts/accounts.service';
import { hashPassword } from '../../auth/passwords';
import type { Deceased } from '../../deceased/deceased.entity';
import { PartnersService } from '../../partners/partners.service';
import { serializeManifestTexts, type ManifestTexts } from '../manifest-texts';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

const block = (value: string, bold = false, red = false) => ({ value, bold, red });
const TEXTS: ManifestTexts = {
  firstSentence: block("È mancata all'affetto dei suoi cari all'età di [anni] anni"),
  family: block('Ne danno il triste annuncio il marito Franco e la figlia Elena.'),
  thanks: block(''),
  funeralInfo: block('I funerali avranno luogo lunedì alle ore 15.', true, true),
  announce: block(''),
};

let demoPartnerId: number;
let otherPartner: Browser;
let demoPartner: Browser;
let admin: Browser;

async function partnerIdOf(username: string): Promise<number> {
  const user = await testApp.app.get(AccountsService).findByUsername(username);
  return (await testApp.app.get(PartnersService).findByUser(user!.id))!.id;
}

/** Another funeral home, signed in. */
async function otherFuneralHome(): Promise<Browser> {
  const username = `onoranzealtre${Date.now().toString(36)}`;
  const user = await testApp.app.get(AccountsService).create({
    username,
    email: `${username}@example.com`,
    telephone: null,
    name: 'Piero',
    surname: 'Gallo',
    passwordHash: await hashPassword('PasswordDiProva1'),
    platformAccess: 2,
    partnerType: 'partner',
  });
  await testApp.app.get(PartnersService).ensureForUser(user.id, 'Onoranze Gallo', 'partner');
  const agent = await browser(testApp);
  await signIn(agent, username, 'PasswordDiProva1');
  return agent;
}

async function signedIn(username: string, password?: string): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, username, password);
  return agent;
}

function notice(fields: Partial<Deceased> = {}): Promise<Deceased> {
  return saveDeceased(testApp, {
    name: 'Lucia',
    surname: 'Ferraris',
    gender: 'F',
    age: 78,
    showPage: 0,
    partnerId: demoPartnerId,
    publicationTime: new Date(Date.now() - 60_000),
    manifestTexts: serializeManifestTexts(TEXTS),
    manifestBg: 3,
    ...fields,
  });
}

beforeAll(async () => {
  demoPartnerId = await partnerIdOf('partnerdemo');
  demoPartner = await signedIn('partnerdemo');
  admin = await signedIn('adminricordo');
  otherPartner = await otherFuneralHome();
});

async function createManifest(
  agent: Browser,
  fields: Record<string, string>,
  photo?: Buffer,
  accept?: string,
) {
  let call = agent.post('/api/obituaries/createManifest').set('X-CSRF-Token', await csrfToken(agent));
  if (accept) call = call.set('Accept', accept).buffer(true);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (photo) call = call.attach('manifest_photo', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  return call;
}

const FORM = {
  'admin-add-name': 'Lucia',
  'admin-add-surname': 'Ferraris',
  'admin-add-gender': 'F',
  age: '78',
  bg: '5',
  publish_date: String(Math.floor(Date.parse('2026-11-25T10:00:00Z') / 1000)),
  first_sentence: JSON.stringify(TEXTS.firstSentence),
  family: JSON.stringify(TEXTS.family),
  funeral_info: JSON.stringify(TEXTS.funeralInfo),
};

describe('manifestBg and sentences', () => {
  it('lists at least four backgrounds with a thumbnail each', async () => {
    const agent = await browser(testApp);
    const { body } = await agent.get('/api/obituaries/manifestBg').expect(200);
    const backgrounds = body.data.backgrounds as Array<{ ID: number; name: string; url: string }>;
    expect(backgrounds.length).toBeGreaterThanOrEqual(4);
    expect(backgrounds[0]).toMatchObject({
      ID: 1,
      index: 1,
      symbol: 'croce',
      url: '/api/obituaries/manifestBg/1.jpg',
    });
    const thumbnail = await agent
      .get(backgrounds[4].url)
      .buffer(true)
      .expect(200)
      .expect('Content-Type', 'image/jpeg');
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 270 });
    await agent.get('/api/obituaries/manifestBg/99.jpg').expect(400);
  });

  it('serves the five sentence groups, frasiAnni with [anni], filtered by gender when asked', async () => {
    const agent = await browser(testApp);
    const all = (await agent.get('/api/obituaries/sentences').expect(200)).body.data.groups as Array<{
      key: string;
      sentences: string[];
    }>;
    expect(all.map((group) => group.key)).toEqual([
      'frasiAnni',
      'riferimenti',
      'annuncio',
      'funerale',
      'ringraziamenti',
    ]);
    for (const group of all) expect(group.sentences.length).toBeGreaterThanOrEqual(3);
    const frasiAnni = all[0].sentences;
    expect(frasiAnni.every((sentence) => sentence.includes('[anni]'))).toBe(true);
    const women = (await agent.get('/api/obituaries/sentences?gender=F').expect(200)).body.data.groups[0]
      .sentences;
    expect(women).toContain("È mancata all'affetto dei suoi cari all'età di [anni] anni");
    expect(women).not.toContain("È mancato all'affetto dei suoi cari all'età di [anni] anni");
    expect(women.length).toBeLessThan(frasiAnni.length);
  });
});

describe('createManifest', () => {
  it('answers the preview JPEG of the form (data URL, or the bytes with Accept: image/jpeg) to a partner', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#667788' } })
      .jpeg()
      .toBuffer();
    const response = await createManifest(demoPartner, FORM, photo);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.data.image).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(body.data.image.split(',')[1], 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1080 });
    expect(body.data).toMatchObject({ width: 1080, bytes: jpeg.length });
    expect(jpeg.length).toBeLessThan(300_000);

    const bytes = await createManifest(admin, { ...FORM, bg: '1' }, undefined, 'image/jpeg');
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(bytes.body as Buffer).metadata()).width).toBe(1080);
  });

  it('refuses bad input with Italian messages, and a photo of the wrong type through the upload pipeline', async () => {
    const refused = await createManifest(demoPartner, {
      name: '',
      surname: 'Ferraris',
      gender: 'X',
      age: 'tanti',
      bg: '42',
      publish_date: 'ieri',
      family: '{"value": 3}',
    });
    expect(refused.status).toBe(400);
    const body = refused.body;
    expect(body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(body.data.fields).toEqual({
      name: 'Campo obbligatorio',
      gender: 'Campo non valido',
      age: 'Campo non valido',
      bg: 'Campo non valido',
      publish_date: 'Campo non valido',
      family: 'Campo non valido',
    });
    const wrong = await createManifest(demoPartner, FORM, Buffer.from('%PDF-1.4 not a photo'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/formato/i);
  });

  it('is for partners and admins only: anonymous 401, client 403, lamp manager 403', async () => {
    expect((await createManifest(await browser(testApp), FORM)).status).toBe(401);
    const client = await createClient(testApp);
    expect((await createManifest(await signedIn(client.username, client.password), FORM)).status).toBe(403);
    expect((await createManifest(await signedIn('lampadedemo'), FORM)).status).toBe(403);
  });
});

describe('manifest/:id.jpg (public)', () => {
  it("serves a published notice's poster with cache headers", async () => {
    const person = await notice();
    const response = await (
      await browser(testApp)
    )
      .get(`/api/obituaries/manifest/000${person.id}.jpg`)
      .buffer(true)
      .expect(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toBeTruthy();
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080 });
  });

  it('answers 404 for a disabled record, a notice to be published later, a tombstone without notice, none', async () => {
    const agent = await browser(testApp);
    const hidden = await notice({ enabled: 0 });
    const later = await notice({ publicationTime: new Date(Date.now() + 86_400_000) });
    const tombstone = await saveDeceased(testApp, { name: 'Solo', surname: 'Lapide', showPage: 1 });
    for (const id of [hidden.id, later.id, tombstone.id, 99_999_999])
      await agent.get(`/api/obituaries/manifest/${id}.jpg`).expect(404);
  });
});

describe('manifestPdf/:id', () => {
  it("prints the owning partner's notice on A3 (default) and 70x100, an admin any", async () => {
    const person = await notice();
    const a3 = await demoPartner.get(`/api/obituaries/manifestPdf/000${person.id}`).buffer(true).expect(200);
    expect(a3.headers['content-type']).toBe('application/pdf');
    expect(a3.headers['content-disposition']).toContain(`manifesto-Ferraris-${person.id}-A3.pdf`);
    const a3Text = await pdfText(a3.body as Buffer);
    expect(a3Text.pages[0].width).toBeCloseTo(841.89, 1);
    expect(a3Text.pages[0].height).toBeCloseTo(1190.55, 1);
    expect(a3Text.text).toContain('Lucia Ferraris');
    expect(a3Text.text).toContain("all'età di 78 anni");
    expect(a3Text.text).toContain(`${TEST_PUBLIC_URL}/000${person.id}`);

    const big = await admin
      .get(`/api/obituaries/manifestPdf/${person.id}?format=70x100`)
      .buffer(true)
      .expect(200);
    const bigText = await pdfText(big.body as Buffer);
    expect(bigText.pages[0].width).toBeCloseTo(1984.25, 1);
    expect(bigText.pages[0].height).toBeCloseTo(2834.65, 1);
    expect(bigText.text).toContain('Lucia Ferraris');
    await admin.get(`/api/obituaries/manifestPdf/${person.id}?format=A4`).expect(400);
  });

  it('anonymous 401, client and lamp manager 403, another partner 404, a record without notice 404', async () => {
    const person = await notice();
    const path = `/api/obituaries/manifestPdf/000${person.id}`;
    await (await browser(testApp)).get(path).expect(401);
    const client = await createClient(testApp);
    await (await signedIn(client.username, client.password)).get(path).expect(403);
    await (await signedIn('lampadedemo')).get(path).expect(403);
    const other = await otherPartner.get(path).expect(404);
    expect(other.body.errorCode).toBe('DECEASED_NOT_FOUND');
    const unassigned = await notice({ partnerId: null });
    await demoPartner.get(`/api/obituaries/manifestPdf/${unassigned.id}`).expect(404);
    await admin.get(`/api/obituaries/manifestPdf/${unassigned.id}`).expect(200);
    const tombstone = await saveDeceased(testApp, {
      name: 'Solo',
      surname: 'Lapide',
      partnerId: demoPartnerId,
    });
    expect(
      (await demoPartner.get(`/api/obituaries/manifestPdf/${tombstone.id}`).expect(404)).body.errorCode,
    ).toBe('MANIFESTO_NOT_FOUND');
  });
});

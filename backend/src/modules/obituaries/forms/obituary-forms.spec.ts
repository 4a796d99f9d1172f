import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { ACCOUNT_TEST_ENV, bodyOf, createClient } from '../../../test-support/account-helpers';
import { jpegWithGps } from '../../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { AccountsService } from '../../accounts/accounts.service';
import { User } from '../../accounts/user.entity';
import { AuditEntry } from '../../audit/audit-entry.entity';
import { Deceased } from '../../deceased/deceased.entity';
import { Memorial } from '../../memorials/memorial.entity';
import { PartnersService } from '../../partners/partners.service';
import { Partner } from '../../partners/partner.entity';
import { Clock } from '../../scheduler/clock';
import { DeceasedFuneralPlace } from '../deceased-funeral-place.entity';
import { AuditService } from '../../audit/audit.service';
import { ObituaryNotification } from '../../notifications/zones/obituary-notification.entity';
import { ObituaryPublications } from './obituary-publications';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo' | 'other';
const agents = {} as Record<Who, Browser>;
let photo: Buffer;
let demoPartnerId: number;

const PLACE = { region: '4', province: '15', location: '15146', cap: '20154' };
let serial = 0;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
  const password = 'PasswordDiProva1';
  const user = await testApp.app.get(AccountsService).create({
    username: `impresab${Date.now().toString(36)}`,
    email: null,
    telephone: null,
    name: 'Altra',
    surname: 'Impresa',
    passwordHash: await hashPassword(password),
    platformAccess: 2,
    partnerType: 'partner',
  });
  await testApp.app.get(PartnersService).ensureForUser(user.id, 'Onoranze B', 'partner');
  agents.other = await browser(testApp);
  await signIn(agents.other, user.username, password);
  const demoUser = await testApp.app.get(AccountsService).findByUsername('partnerdemo');
  demoPartnerId = (await testApp.dataSource.getRepository(Partner).findOneByOrFail({ userId: demoUser!.id }))
    .id;
  photo = await jpegWithGps();
  // A client following Milan's province, told at once (realtime).
  const follower = await createClient(testApp);
  await testApp.dataSource
    .getRepository(User)
    .update({ id: follower.id }, { activeNotification: 1, notificationFrequency: 'realtime' });
  await testApp.app
    .get(AccountsService)
    .replaceZones(follower.id, [{ regionId: 4, provinceId: 15, locationId: null, cap: null }]);
});

type Fields = Record<string, string>;
/** A complete form for every route; `overrides` with undefined removes a field. */
function form(overrides: Record<string, string | undefined> = {}): Fields {
  serial += 1;
  const base: Record<string, string | undefined> = {
    'admin-add-name': `Ottavio${serial}`,
    'admin-add-surname': 'Augusto',
    'admin-add-gender': 'M',
    'admin-add-born-date': '1940/03/02',
    'admin-add-death-date': '2026/11/20',
    'admin-add-graveyard-region': PLACE.region,
    'admin-add-graveyard-province': PLACE.province,
    'admin-add-graveyard-city': PLACE.location,
    'admin-add-graveyard-cap': PLACE.cap,
    'referring-place': JSON.stringify([PLACE]),
    'funeral-place': JSON.stringify([{ name: 'Chiesa di San Marco', ...PLACE }]),
    'funeral-date': '2026/11/23',
    publish_date: String(Math.floor(Date.now() / 1000) - 60),
    first_sentence: JSON.stringify({ value: 'È mancato', bold: true, red: false }),
    family: 'Lo annunciano la moglie e i figli',
    terms: '1',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter(([, value]) => value !== undefined)) as Fields;
}

interface Files {
  photo?: boolean;
  lapide?: boolean;
  custom?: Buffer;
  images?: number;
}
async function post(agent: Browser, route: string, fields: Fields, files: Files = {}, csrf = true) {
  let call = agent.post(`/api/obituaries/${route}`);
  if (csrf) call = call.set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (files.photo) call = call.attach('photo', photo, { filename: 'f.jpg', contentType: 'image/jpeg' });
  if (files.lapide)
    call = call.attach('photo-lapide', photo, { filename: 'l.jpg', contentType: 'image/jpeg' });
  if (files.custom)
    call = call.attach('photo-custom-manifest', files.custom, {
      filename: 'm.jpg',
      contentType: 'image/jpeg',
    });
  for (let index = 0; index < (files.images ?? 0); index += 1)
    call = call.attach('images', photo, { filename: `i${index}.jpg`, contentType: 'image/jpeg' });
  return call;
}
const dataOf = <T>(response: { body: unknown }) => bodyOf(response as never).data as T;
const record = (id: number) => testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id });
const stored = (path: string | null) => path !== null && existsSync(join(testApp.config.mediaDir, path));
const folderFiles = () => {
  const dir = join(testApp.config.mediaDir, 'obituary');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const search = (text: string) =>
  agents.anonymous.get('/api/search').query({ text, filter: '-1', page: '1', maxResults: '10' });
const found = async (text: string) =>
  (dataOf<{ searchResult: Array<{ ID: number }> }>(await search(text)).searchResult ?? []).map(
    (row) => row.ID,
  );

async function added(agent: Browser, route: string, fields = form(), files: Files = {}) {
  const response = await post(agent, route, fields, files);
  expect(response.status, response.text).toBe(200);
  return { response, saved: dataOf<{ deceasedID: number; scheduled: boolean; partnerID: number }>(response) };
}

describe('roles: admins and funeral homes only', () => {
  it.each([
    ['anonymous', 401],
    ['clientedemo', 403],
    ['lampadedemo', 403],
  ] as const)('%s gets %i on every route, nothing saved', async (who, status) => {
    const before = await testApp.dataSource.getRepository(Deceased).count();
    for (const route of [
      'addDeceased',
      'deceasedAndObituary',
      'addPoster',
      'editDeceasedAndObituary',
      'obituaryModify',
      'deceasedModify',
    ])
      expect((await post(agents[who], route, form({ deceasedID: '1000' }), { photo: true })).status).toBe(
        status,
      );
    const del = agents[who]
      .post('/api/obituaries/obituaryDelete')
      .set('X-CSRF-Token', await csrfToken(agents[who]));
    expect((await del.type('form').send({ obituaryID: '1000' })).status).toBe(status);
    expect((await agents[who].get('/api/obituaries/record/1000')).status).toBe(status);
    expect(await testApp.dataSource.getRepository(Deceased).count()).toBe(before);
  });
});

describe('CSRF and upload limits', () => {
  it('a change without the security token is refused, nothing saved', async () => {
    const before = await testApp.dataSource.getRepository(Deceased).count();
    const response = await post(agents.partnerdemo, 'addPoster', form(), { photo: true }, false);
    expect(response.status).toBe(403);
    expect(bodyOf(response).errorCode).toBe('CSRF_INVALID');
    expect(await testApp.dataSource.getRepository(Deceased).count()).toBe(before);
  });

  it('a custom manifesto over 15 MB is refused by the upload pipeline, no file kept', async () => {
    const before = folderFiles();
    const big = Buffer.concat([photo, Buffer.alloc(15_000_001 - photo.length)]);
    const response = await post(agents.partnerdemo, 'addPoster', form(), { photo: true, custom: big });
    expect(response.status).toBe(413);
    expect(bodyOf(response).message).toBe('la dimensione massima supportata e` di 15MB');
    expect(folderFiles()).toBe(before);
  });
});

describe('adding', () => {
  it('addPoster: a notice only, the partner forced to its own, published now and found in the search', async () => {
    const fields = form({ partnerid: '-1' });
    const { response, saved } = await added(agents.partnerdemo, 'addPoster', fields, { photo: true });
    expect(bodyOf(response).message).toBe("Il necrologio verra' caricato al piu' presto");
    const row = await record(saved.deceasedID);
    expect(row).toMatchObject({
      showPage: 0,
      enabled: 1,
      partnerId: demoPartnerId,
      funeralDate: '2026-11-23',
    });
    expect(JSON.parse(row.manifestTexts!).firstSentence).toEqual({
      value: 'È mancato',
      bold: true,
      red: false,
    });
    expect(stored(row.photo)).toBe(true);
    // The manifesto was rendered after the commit (helper R's ManifestoService).
    expect(dataOf<{ manifestRendered: boolean }>(response).manifestRendered).toBe(true);
    expect(stored(row.manifestImage)).toBe(true);
    const places = await testApp.dataSource
      .getRepository(DeceasedFuneralPlace)
      .findBy({ deceasedId: row.id });
    expect(places.map((place) => place.name)).toEqual(['Chiesa di San Marco']);
    expect(await found(fields['admin-add-name'])).toEqual([row.id]);
    // Partners are not audited; the record reads back for its form.
    const read = await agents.partnerdemo.get(`/api/obituaries/record/000${row.id}`).expect(200);
    expect(dataOf<{ partnerID: number; funeralPlaces: unknown[]; hasNotice: boolean }>(read)).toMatchObject({
      partnerID: demoPartnerId,
      hasNotice: true,
      funeralPlaces: [
        { name: 'Chiesa di San Marco', region: 4, province: 15, location: 15146, cap: '20154' },
      ],
    });
  });

  it('addDeceased by the admin: partner Nessuno, tombstone with photo and memorial, audited', async () => {
    const { response, saved } = await added(
      agents.adminricordo,
      'addDeceased',
      form({
        partnerid: 'Nessuno',
        memorial: '1',
        bio: '<p>Una vita</p>',
        publish_date: undefined,
        'funeral-place': undefined,
      }),
      { lapide: true, images: 2 },
    );
    expect(bodyOf(response).message).toBe('Defunto inserito con successo!');
    const row = await record(saved.deceasedID);
    expect(row).toMatchObject({ showPage: 1, enabled: 1, partnerId: null, manifestTexts: null });
    expect(stored(row.lapidePhoto)).toBe(true);
    const memorial = await testApp.dataSource.getRepository(Memorial).findOneByOrFail({ deceasedId: row.id });
    expect(memorial.bio).toBe('<p>Una vita</p>');
    // A tombstone without notice tells no zone subscriber.
    expect(await testApp.dataSource.getRepository(ObituaryNotification).countBy({ deceasedId: row.id })).toBe(
      0,
    );
    const audit = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ targetId: String(row.id), action: 'obituary.addDeceased' });
    expect(audit.actorUsername).toBe('adminricordo');
  });

  it('deceasedAndObituary by the admin for a chosen partner', async () => {
    const { response, saved } = await added(
      agents.adminricordo,
      'deceasedAndObituary',
      form({ partnerid: String(demoPartnerId) }),
    );
    expect(bodyOf(response).message).toBe("Il defunto verra' caricato al piu' presto");
    expect(await record(saved.deceasedID)).toMatchObject({ showPage: 1, partnerId: demoPartnerId });
  });

  it('a future publication date stays out of the search and zone notifications until then, then the job publishes it', async () => {
    const fields = form({ publish_date: String(Math.floor(Date.now() / 1000) + 3600) });
    const { saved } = await added(agents.partnerdemo, 'addPoster', fields);
    expect(saved.scheduled).toBe(true);
    expect((await record(saved.deceasedID)).enabled).toBe(0);
    const told = () =>
      testApp.dataSource.getRepository(ObituaryNotification).countBy({ deceasedId: saved.deceasedID });
    expect(await told()).toBe(0);
    const job = testApp.app.get(ObituaryPublications);
    expect(await job.tick()).not.toContain(saved.deceasedID);
    expect(await found(fields['admin-add-name'])).toEqual([]);
    const spy = vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 3600_000));
    try {
      expect(await job.tick()).toContain(saved.deceasedID);
    } finally {
      spy.mockRestore();
    }
    expect(await found(fields['admin-add-name'])).toEqual([saved.deceasedID]);
    expect(await told()).toBeGreaterThan(0);
  });

  it("a funeral home's choice of partner is ignored: its own partner; an admin's must be a funeral home", async () => {
    const otherPartner = await testApp.dataSource
      .getRepository(Partner)
      .findOneByOrFail({ name: 'Onoranze B' });
    const { saved } = await added(
      agents.partnerdemo,
      'addPoster',
      form({ partnerid: String(otherPartner.id) }),
    );
    expect((await record(saved.deceasedID)).partnerId).toBe(demoPartnerId);
    const lampUser = await testApp.app.get(AccountsService).findByUsername('lampadedemo');
    const lampPartner = await testApp.dataSource
      .getRepository(Partner)
      .findOneByOrFail({ userId: lampUser!.id });
    for (const partnerid of [String(lampPartner.id), '999999', 'abc']) {
      const refused = await post(agents.adminricordo, 'addPoster', form({ partnerid }));
      expect(refused.status, partnerid).toBe(400);
      expect((bodyOf(refused).data as { fields: Fields }).fields.partnerid).toBe('Campo non valido');
    }
  });
});

describe('validation with the spec messages, field by field', () => {
  const fieldsOf = (response: { body: unknown }) =>
    (bodyOf(response as never).data as { fields: Fields }).fields;

  it.each([
    ['admin-add-name', { 'admin-add-name': undefined }, 'Campo obbligatorio'],
    ['admin-add-surname', { 'admin-add-surname': '' }, 'Campo obbligatorio'],
    ['admin-add-gender', { 'admin-add-gender': undefined }, 'Campo obbligatorio'],
    ['admin-add-graveyard-region', { 'admin-add-graveyard-region': '-1' }, 'Campo obbligatorio'],
    ['admin-add-graveyard-province', { 'admin-add-graveyard-province': undefined }, 'Campo obbligatorio'],
    ['admin-add-graveyard-city', { 'admin-add-graveyard-city': undefined }, 'Campo obbligatorio'],
    ['publish_date', { publish_date: undefined }, 'Campo obbligatorio'],
    ['funeral-place.0', { 'funeral-place': '[]' }, 'La prima riga è obbligatoria'],
    ['referring-place', { 'referring-place': '[]' }, 'Devi selezionare almeno un luogo di riferimento'],
    [
      'referring-place.1',
      { 'referring-place': JSON.stringify([PLACE, { region: '4' }]) },
      'Inserisci regione, provincia e città per ogni riga parzialmente compilata',
    ],
    [
      'funeral-place.1',
      { 'funeral-place': JSON.stringify([PLACE, { region: '4', province: '15' }]) },
      'Inserisci regione, provincia e città per ogni riga parzialmente compilata',
    ],
    ['terms', { terms: undefined }, 'Devi accettare i termini'],
    // Lazio's region with Milan's province: the location tables say no.
    ['admin-add-graveyard-province', { 'admin-add-graveyard-region': '9' }, 'Campo non valido'],
    [
      'referring-place.0.location',
      { 'referring-place': JSON.stringify([{ ...PLACE, location: '1272' }]) },
      'Campo non valido',
    ],
  ] as const)('%s', async (field, overrides, message) => {
    const before = folderFiles();
    const response = await post(agents.partnerdemo, 'deceasedAndObituary', form(overrides), { photo: true });
    expect(response.status, response.text).toBe(400);
    expect(bodyOf(response).errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response)[field]).toBe(message);
    expect(folderFiles()).toBe(before);
  });

  it("memorial: biography 'Campo obbligatorio', no file 'Carica almeno un file'", async () => {
    const response = await post(agents.adminricordo, 'addDeceased', form({ memorial: '1' }));
    expect(fieldsOf(response)).toMatchObject({ bio: 'Campo obbligatorio', images: 'Carica almeno un file' });
  });

  it('a custom manifesto of the wrong type is refused by the upload pipeline', async () => {
    const response = await post(agents.partnerdemo, 'addPoster', form(), {
      custom: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response).message).toMatch(/Formato/);
  });
});

describe('duplicate check', () => {
  it('same name, surname, dates and graveyard: the spec question; otherwise success', async () => {
    const fields = form();
    await added(agents.partnerdemo, 'addPoster', fields);
    const check = async (name: string) =>
      agents.partnerdemo
        .post('/api/obituaries/obituaryCheck')
        .set('X-CSRF-Token', await csrfToken(agents.partnerdemo))
        .type('form')
        .send({
          'obituary-deceased-name': name,
          'obituary-deceased-surname': 'augusto',
          'obituary-deceased-death-date': '2026/11/20',
          'obituary-deceased-born-date': '1940/03/02',
          'obituary-deceased-graveyard-region': PLACE.region,
          'obituary-deceased-graveyard-province': PLACE.province,
          'obituary-deceased-graveyard-location': PLACE.location,
        });
    const duplicate = await check(fields['admin-add-name']);
    expect(duplicate.status).toBe(409);
    expect(bodyOf(duplicate).message).toBe(
      'Abbiamo rilevato un necrologio con gli stessi dati desideri continuare con il caricamento?',
    );
    expect((await check('Nessunaltro')).status).toBe(200);
  });
});

describe('modify, custom manifesto and delete', () => {
  it('obituaryModify: custom manifesto set, then Ripristina clears it and its file goes', async () => {
    const { saved } = await added(agents.partnerdemo, 'addPoster');
    const id = saved.deceasedID;
    const first = await post(
      agents.partnerdemo,
      'obituaryModify',
      form({ obituaryID: `000${id}`, terms: undefined }),
      { custom: photo },
    );
    expect(first.status, first.text).toBe(200);
    expect(bodyOf(first).message).toBe('Defunto modificato con successo!');
    const custom = (await record(id)).manifestCustom;
    expect(stored(custom)).toBe(true);
    const reset = await post(
      agents.partnerdemo,
      'obituaryModify',
      form({ obituaryID: String(id), 'reset-custom-manifest': '1' }),
    );
    expect(reset.status, reset.text).toBe(200);
    expect((await record(id)).manifestCustom).toBeNull();
    expect(stored(custom)).toBe(false);
  });

  it('deceasedModify and editDeceasedAndObituary by the admin move a record to another partner', async () => {
    const { saved } = await added(agents.partnerdemo, 'deceasedAndObituary');
    const id = saved.deceasedID;
    const response = await post(
      agents.adminricordo,
      'deceasedModify',
      form({ deceasedID: String(id), partnerid: '-1', 'admin-add-surname': 'Cesare' }),
    );
    expect(response.status, response.text).toBe(200);
    expect(await record(id)).toMatchObject({ partnerId: null, surname: 'Cesare' });
    const edit = await post(
      agents.adminricordo,
      'editDeceasedAndObituary',
      form({ deceasedID: String(id), partnerid: String(demoPartnerId) }),
    );
    expect(edit.status, edit.text).toBe(200);
    expect((await record(id)).partnerId).toBe(demoPartnerId);
  });

  it('partner isolation: another funeral home gets 404 reading, modifying and deleting', async () => {
    const { saved } = await added(agents.partnerdemo, 'deceasedAndObituary');
    const id = String(saved.deceasedID);
    expect((await agents.other.get(`/api/obituaries/record/${id}`)).status).toBe(404);
    for (const [route, key] of [
      ['obituaryModify', 'obituaryID'],
      ['deceasedModify', 'deceasedID'],
      ['editDeceasedAndObituary', 'deceasedID'],
    ])
      expect(
        (await post(agents.other, route, form({ [key]: id, 'admin-add-surname': 'Rubato' }))).status,
      ).toBe(404);
    const del = await agents.other
      .post('/api/obituaries/obituaryDelete')
      .set('X-CSRF-Token', await csrfToken(agents.other))
      .type('form')
      .send({ obituaryID: id });
    expect(del.status).toBe(404);
    expect(await record(Number(id))).toMatchObject({ surname: 'Augusto', partnerId: demoPartnerId });
  });

  it('obituaryDelete: a tombstone keeps its page and loses its notice; a notice-only record goes with its files', async () => {
    const both = (await added(agents.partnerdemo, 'deceasedAndObituary')).saved.deceasedID;
    const remove = async (id: number) =>
      agents.partnerdemo
        .post('/api/obituaries/obituaryDelete')
        .set('X-CSRF-Token', await csrfToken(agents.partnerdemo))
        .type('form')
        .send({ obituaryID: `000${id}` });
    const kept = await remove(both);
    expect(kept.status, kept.text).toBe(200);
    expect(dataOf(kept)).toEqual({ deceasedID: both, deleted: false });
    expect(await record(both)).toMatchObject({ showPage: 1, manifestTexts: null });
    const notice = (await added(agents.partnerdemo, 'addPoster', form(), { photo: true })).saved.deceasedID;
    const { photo: file, manifestImage } = await record(notice);
    expect(stored(manifestImage)).toBe(true);
    const gone = await remove(notice);
    expect(bodyOf(gone).message).toBe('Elemento eliminato con successo');
    expect(await testApp.dataSource.getRepository(Deceased).findOneBy({ id: notice })).toBeNull();
    expect(stored(file)).toBe(false);
    expect(stored(manifestImage)).toBe(false);
  });

  it('nothing half-saved: a failure inside the transaction leaves no record and no file', async () => {
    const before = folderFiles();
    const count = await testApp.dataSource.getRepository(Deceased).count();
    const spy = vi.spyOn(testApp.app.get(AuditService), 'record').mockRejectedValueOnce(new Error('boom'));
    try {
      const response = await post(agents.adminricordo, 'addDeceased', form(), { photo: true, lapide: true });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await testApp.dataSource.getRepository(Deceased).count()).toBe(count);
    expect(folderFiles()).toBe(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf } from '../../../test-support/account-helpers';
import { declaredRoutes } from '../../../test-support/declared-routes';
import { jpegWithGps } from '../../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../../test-support/test-app';
import { useTestApp } from '../../../test-support/use-test-app';
import { FORM_PARTS, type FormKind } from './obituary-form-rules';

// An edit changes only the fields it carries. For every edit route of the
// obituary forms (found from the controllers' metadata), a record with every field filled is (a) saved
// unchanged exactly as the kit's edit dialog sends it, and (b) saved with each field left out in turn: every
// column of its rows (the record, its funeral and referring places) is the same afterwards.
const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'adminricordo' | 'partnerdemo';
const agents = {} as Record<Who, Browser>;
let photo: Buffer;
let serial = 0;

const MILAN = { region: 4, province: 15, location: 15146, cap: '20154' };
const SESTO = { region: 4, province: 15, location: 15209, cap: '20099' };
// Publication an hour ago, at an odd second: the kit shows the day only.
const PUBLISHED = Math.floor(Date.now() / 1000) - 3_601;

/** The edit routes: multipart routes of api/obituaries whose form edits a record. */
function editRoutes(): FormKind[] {
  return declaredRoutes(testApp.app)
    .filter(
      (route) => route.path.startsWith('/api/obituaries/') && route.consumes.includes('multipart/form-data'),
    )
    .map((route) => route.path.split('/').pop() as FormKind)
    .filter((kind) => kind in FORM_PARTS && !FORM_PARTS[kind].create);
}

beforeAll(async () => {
  for (const who of ['adminricordo', 'partnerdemo'] as const) {
    agents[who] = await browser(testApp);
    await signIn(agents[who], who);
  }
  photo = await jpegWithGps();
});

async function post(agent: Browser, route: string, fields: Record<string, string>, files: string[] = []) {
  let call = agent.post(`/api/obituaries/${route}`).set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  for (const file of files)
    call = call.attach(file, photo, { filename: `${file}.jpg`, contentType: 'image/jpeg' });
  return call;
}

/** A notice with its tombstone, every field of the forms filled (the aphorism as /activate-qrCode sets it). */
async function fullRecord(): Promise<number> {
  serial += 1;
  const response = await post(
    agents.partnerdemo,
    'deceasedAndObituary',
    {
      'admin-add-name': `Livia${serial}`,
      'admin-add-surname': 'Drusilla',
      'admin-add-gender': 'F',
      'admin-add-born-date': '1931/05/17',
      'admin-add-death-date': '2026/11/20',
      'admin-add-age': '95',
      'admin-add-aphorism': 'Dolce è il ricordo di chi ci ha amato.',
      'admin-add-graveyard-name': 'Cimitero Monumentale',
      'admin-add-graveyard-region': String(MILAN.region),
      'admin-add-graveyard-province': String(MILAN.province),
      'admin-add-graveyard-city': String(MILAN.location),
      'admin-add-graveyard-cap': MILAN.cap,
      'admin-add-graveyard-address': '45.4850,9.1790',
      'referring-place': JSON.stringify([MILAN, SESTO]),
      'funeral-place': JSON.stringify([
        { name: 'Chiesa di San Marco', ...MILAN },
        { name: 'Sala del commiato', ...SESTO },
      ]),
      'funeral-date': '2026/11/23',
      publish_date: String(PUBLISHED),
      'obituary-editor': '<p>Una vita <strong>per gli altri</strong>.</p>',
      first_sentence: JSON.stringify({ value: 'È mancata', bold: true, red: false }),
      family: JSON.stringify({ value: 'Lo annunciano i figli', bold: false, red: true }),
      thanks: JSON.stringify({ value: 'Si ringrazia il personale', bold: false, red: false }),
      funeral_info: JSON.stringify({ value: 'Il funerale lunedì alle 10', bold: false, red: false }),
      announce: JSON.stringify({ value: 'Ne danno il triste annuncio', bold: false, red: false }),
      bg: '2',
      terms: '1',
    },
    ['photo', 'photo-lapide', 'manifest_photo'],
  );
  expect(response.status, response.text).toBe(200);
  return (bodyOf(response).data as { deceasedID: number }).deceasedID;
}

interface RecordRead {
  ID: number;
  name: string;
  surname: string;
  gender: string;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  age: number | null;
  aphorism: string | null;
  graveyardName: string | null;
  graveyardRegion: number | null;
  graveyardProvince: number | null;
  graveyardCity: number | null;
  graveyardCap: string | null;
  graveyardAddress: string | null;
  partnerID: number;
  showPage: number;
  hasNotice: boolean;
  funeralDate: string | null;
  obituaryNote: string | null;
  manifestTexts: Record<string, { value: string; bold: boolean; red: boolean }> | null;
  manifestBg: number | null;
  funeralPlaces: Array<{
    name: string | null;
    region: number;
    province: number;
    location: number;
    cap: string | null;
  }>;
  referringPlaces: Array<{ region: number; province: number; location: number; cap: string | null }>;
}

/**
 * The body the kit's edit dialog sends for a record it did not change (shared-design back-office/obituary:
 * valuesOfRecord, then editBody): the record read through GET record/{id}, as the dialog reads it.
 */
async function kitBody(
  agent: Browser,
  who: Who,
  route: FormKind,
  id: number,
): Promise<Record<string, string>> {
  const read = await agent.get(`/api/obituaries/record/000${id}`);
  expect(read.status, read.text).toBe(200);
  const record = bodyOf(read).data as unknown as RecordRead;
  // The full edit's kind is what the record carries (kit kindOfRecord); the modify dialogs have their own.
  const kind =
    route === 'obituaryModify'
      ? 'notice'
      : route === 'deceasedModify' || !record.hasNotice
        ? 'tombstone'
        : record.showPage === 1
          ? 'both'
          : 'notice';
  const body: Record<string, string> = {
    [route === 'obituaryModify' ? 'obituaryID' : 'deceasedID']: `000${id}`,
  };
  if (who === 'adminricordo') body.partnerid = record.partnerID > 0 ? `000${record.partnerID}` : '-1';
  Object.assign(body, {
    'admin-add-name': record.name,
    'admin-add-surname': record.surname,
    'admin-add-gender': record.gender,
    'admin-add-born-date': record.dateOfBirth ?? '',
    'admin-add-death-date': record.dateOfDeath ?? '',
    'admin-add-age': record.age === null ? '' : String(record.age),
    'admin-add-aphorism': record.aphorism ?? '',
    'admin-add-graveyard-region': String(record.graveyardRegion ?? ''),
    'admin-add-graveyard-province': String(record.graveyardProvince ?? ''),
    'admin-add-graveyard-city': String(record.graveyardCity ?? ''),
    'admin-add-graveyard-cap': record.graveyardCap ?? '',
    'admin-add-graveyard-name': record.graveyardName ?? '',
    'admin-add-graveyard-address': record.graveyardAddress ?? '',
    'referring-place': JSON.stringify(record.referringPlaces),
  });
  if (kind !== 'tombstone') {
    const texts = record.manifestTexts!;
    Object.assign(body, {
      first_sentence: JSON.stringify(texts.firstSentence),
      family: JSON.stringify(texts.family),
      thanks: JSON.stringify(texts.thanks),
      funeral_info: JSON.stringify(texts.funeralInfo),
      announce: JSON.stringify(texts.announce),
      bg: String(record.manifestBg),
      // The publication day unchanged: no publish_date (the kit sends it when the day is changed).
      'funeral-date': record.funeralDate ?? '',
      'funeral-place': JSON.stringify(
        record.funeralPlaces.map((place) => ({ ...place, name: (place.name ?? '').trim() })),
      ),
      'obituary-editor': record.obituaryNote ?? '',
    });
  }
  if (route === 'obituaryModify') body.notphoto = '0';
  if (route === 'deceasedModify') body.notPhoto = '0';
  if (kind !== 'tombstone') body.manifestChanged = '0';
  if (kind !== 'notice') body.lapidePhotoErased = '0';
  return body;
}

/** A digital tombstone without a notice (addDeceased), every field of its form filled. */
async function tombstoneOnly(): Promise<number> {
  serial += 1;
  const response = await post(
    agents.partnerdemo,
    'addDeceased',
    {
      'admin-add-name': `Tiberio${serial}`,
      'admin-add-surname': 'Claudio',
      'admin-add-gender': 'M',
      'admin-add-born-date': '1930/01/10',
      'admin-add-death-date': '2026/11/21',
      'admin-add-aphorism': 'Sempre con noi.',
      'admin-add-graveyard-name': 'Cimitero Maggiore',
      'admin-add-graveyard-region': String(MILAN.region),
      'admin-add-graveyard-province': String(MILAN.province),
      'admin-add-graveyard-city': String(MILAN.location),
      'admin-add-graveyard-cap': MILAN.cap,
      'referring-place': JSON.stringify([MILAN]),
      terms: '1',
    },
    ['photo', 'photo-lapide'],
  );
  expect(response.status, response.text).toBe(200);
  return (bodyOf(response).data as { deceasedID: number }).deceasedID;
}

/** Every column of the record's rows: the record, its funeral places and its referring places. */
async function rowsOf(id: number) {
  const query = (sql: string) => testApp.dataSource.query(sql, [id]) as Promise<unknown[]>;
  return {
    deceased: await query('SELECT * FROM deceased WHERE id = ?'),
    funeral: await query('SELECT * FROM deceased_funeral_places WHERE deceased_id = ? ORDER BY id'),
    referring: await query('SELECT * FROM deceased_referring_places WHERE deceased_id = ? ORDER BY id'),
    scheduled: await query('SELECT * FROM obituary_scheduled_publications WHERE deceased_id = ?'),
  };
}

describe('the edit routes', () => {
  it('are found from the controllers: the three modify forms', () => {
    expect(editRoutes().sort()).toEqual(['deceasedModify', 'editDeceasedAndObituary', 'obituaryModify']);
  });
});

describe.each(['editDeceasedAndObituary', 'obituaryModify', 'deceasedModify'] as const)('%s', (route) => {
  it.each(['adminricordo', 'partnerdemo'] as const)(
    '(a) saved unchanged as the kit sends it by %s: every column the same',
    async (who) => {
      const id = await fullRecord();
      const before = await rowsOf(id);
      expect((before.deceased[0] as { aphorism: string }).aphorism).toBe(
        'Dolce è il ricordo di chi ci ha amato.',
      );
      const response = await post(agents[who], route, await kitBody(agents[who], who, route, id));
      expect(response.status, response.text).toBe(200);
      expect(await rowsOf(id)).toEqual(before);
    },
  );

  it('(b) each field left out keeps its stored value', async () => {
    const id = await fullRecord();
    const before = await rowsOf(id);
    const full = await kitBody(agents.adminricordo, 'adminricordo', route, id);
    const idField = route === 'obituaryModify' ? 'obituaryID' : 'deceasedID';
    const optional = Object.keys(full).filter((field) => field !== idField);
    expect(optional).toContain('admin-add-aphorism');
    for (const field of optional) {
      const { [field]: _left, ...sent } = full;
      const response = await post(agents.adminricordo, route, sent);
      expect(response.status, `${field} left out: ${response.text}`).toBe(200);
      expect(await rowsOf(id), `${field} left out`).toEqual(before);
    }
  });

  it('(c) a field sent empty is cleared: the aphorism', async () => {
    const id = await fullRecord();
    const body = await kitBody(agents.partnerdemo, 'partnerdemo', route, id);
    const response = await post(agents.partnerdemo, route, { ...body, 'admin-add-aphorism': '' });
    expect(response.status, response.text).toBe(200);
    const [row] = (await rowsOf(id)).deceased as Array<{ aphorism: string | null; age: number }>;
    expect(row).toMatchObject({ aphorism: null, age: 95 });
  });
});

describe('a required field sent empty is refused, not kept', () => {
  it.each(['editDeceasedAndObituary', 'obituaryModify', 'deceasedModify'] as const)('%s', async (route) => {
    const id = await fullRecord();
    const body = await kitBody(agents.partnerdemo, 'partnerdemo', route, id);
    const before = await rowsOf(id);
    const response = await post(agents.partnerdemo, route, { ...body, 'admin-add-surname': '' });
    expect(response.status, response.text).toBe(400);
    expect((bodyOf(response).data as { fields: Record<string, string> }).fields['admin-add-surname']).toBe(
      'Campo obbligatorio',
    );
    expect(await rowsOf(id)).toEqual(before);
  });
});

// The full-screen 'Aggiungi defunto' edit of a tombstone without a notice sends
// no notice fields (kit kindOfRecord 'tombstone'); the route must save it and add no notice.
describe('editDeceasedAndObituary of a tombstone without a notice', () => {
  it.each(['adminricordo', 'partnerdemo'] as const)(
    'saved unchanged by %s: every column the same',
    async (who) => {
      const id = await tombstoneOnly();
      const before = await rowsOf(id);
      const body = await kitBody(agents[who], who, 'editDeceasedAndObituary', id);
      expect(body).not.toHaveProperty('first_sentence');
      const response = await post(agents[who], 'editDeceasedAndObituary', body);
      expect(response.status, response.text).toBe(200);
      expect(await rowsOf(id)).toEqual(before);
    },
  );

  it('a change is saved and the record stays without a notice', async () => {
    const id = await tombstoneOnly();
    const body = await kitBody(agents.adminricordo, 'adminricordo', 'editDeceasedAndObituary', id);
    const response = await post(agents.adminricordo, 'editDeceasedAndObituary', {
      ...body,
      'admin-add-surname': 'Nerone',
    });
    expect(response.status, response.text).toBe(200);
    const [row] = (await rowsOf(id)).deceased as Array<Record<string, unknown>>;
    expect(row).toMatchObject({ surname: 'Nerone', aphorism: 'Sempre con noi.', manifest_texts: null });
    const read = await agents.adminricordo.get(`/api/obituaries/record/000${id}`).expect(200);
    expect((bodyOf(read).data as { hasNotice: boolean }).hasNotice).toBe(false);
  });
});

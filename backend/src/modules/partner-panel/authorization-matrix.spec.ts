import type { Response } from 'supertest';
import { In, Like } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV } from '../../test-support/account-helpers';
import { declaredRoutes } from '../../test-support/declared-routes';
import {
  createFuneralHome,
  savePartnerRecords,
  type FuneralHome,
  type PartnerRecords,
} from '../../test-support/funeral-home-helpers';
import { csrfToken, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Deceased } from '../deceased/deceased.entity';
import { Dedication } from '../dedications/dedication.entity';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { DeceasedFuneralPlace } from '../obituaries/deceased-funeral-place.entity';
import { DeceasedReferringPlace } from '../obituaries/deceased-referring-place.entity';

/**
 * A partner never sees or changes another partner's deceased, notices or dedications (spec panels §6).
 * Partner B walks every partner-facing route against partner A's records; A's rows (records,
 * places, plaques, dedications) and the messages naming A's deceased stay as they were. A route of these
 * prefixes that the application declares for partners and the matrix does not list fails the last test:
 * adding a route is adding its line to MATRIX.
 */
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

const PREFIXES = [
  '/api/partnerPanel/',
  '/api/obituaries/',
  '/api/obituaryCard/',
  '/api/deceasedCard/',
  '/api/deceasedCard2/',
  '/api/pdfBook/',
  '/api/partnerSend/',
];
const A_SURNAME = 'Riservatissimi';
/** A place the locations seed holds (Milano), for the forms. */
const PLACE = { region: '4', province: '15', location: '15146', cap: '20154' };

let a: FuneralHome;
let b: FuneralHome;
let mine: PartnerRecords;

type Fields = Record<string, string>;
type Send = (agent: Browser, records: PartnerRecords) => Promise<Response>;
/**
 * record: B is refused (403 or 404); list: B's answer names none of A's records and some of its own;
 * create: B's new record is B's even when the form names A; open: takes no record (B gets no 403/404/5xx).
 */
type Kind = 'record' | 'list' | 'create' | 'open';
interface Probe {
  /** 'METHOD path' as the controller declares it. */
  route: string;
  kind: Kind;
  send: Send;
}

const pathOf = (route: string) => route.split(' ')[1];
const at = (route: string, id: number, query = '') => pathOf(route).replace(':id', `000${id}`) + query;

/** A complete obituary form (every field the forms check), plus `extra`. */
function obituaryForm(extra: Fields = {}): Fields {
  return {
    'admin-add-name': 'Ottavio',
    'admin-add-surname': 'Matrice',
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
    ...extra,
  };
}

const get =
  (route: string, id?: (records: PartnerRecords) => number, query = ''): Send =>
  async (agent, records) =>
    agent
      .get(id ? at(route, id(records), query) : pathOf(route) + query)
      .set('X-CSRF-Token', await csrfToken(agent));
const post =
  (route: string, body: (records: PartnerRecords) => Fields): Send =>
  async (agent, records) =>
    agent
      .post(pathOf(route))
      .set('X-CSRF-Token', await csrfToken(agent))
      .type('form')
      .send(body(records));
const multipart =
  (route: string, body: (records: PartnerRecords) => Fields): Send =>
  async (agent, records) => {
    let call = agent.post(pathOf(route)).set('X-CSRF-Token', await csrfToken(agent));
    for (const [name, value] of Object.entries(body(records))) call = call.field(name, value);
    return call;
  };
const probe = (kind: Kind) => (route: string, send: Send) => ({ route, kind, send });
const [record, list, create, open] = (['record', 'list', 'create', 'open'] as const).map(probe);

const MATRIX: Probe[] = [
  list('GET /api/partnerPanel/summary', get('GET /api/partnerPanel/summary')),
  list('GET /api/partnerPanel/deceased', get('GET /api/partnerPanel/deceased', undefined, '?maxResults=100')),
  list('GET /api/partnerPanel/notices', get('GET /api/partnerPanel/notices', undefined, '?maxResults=100')),
  list(
    'GET /api/partnerPanel/dedications',
    get('GET /api/partnerPanel/dedications', undefined, '?maxResults=100'),
  ),
  // The partners table (the caller's own company) and the orders table (its plaques' and gifts'
  // orders; partner-panel-tables.spec shows another's orders left out).
  open('GET /api/partnerPanel/partners', get('GET /api/partnerPanel/partners')),
  open('GET /api/partnerPanel/orders', get('GET /api/partnerPanel/orders', undefined, '?maxResults=100')),
  record(
    'POST /api/partnerPanel/evaluateDedic',
    post('POST /api/partnerPanel/evaluateDedic', (r) => ({
      dedic: `000${r.dedication.id}`,
      isAccepted: 'active',
    })),
  ),
  record(
    'GET /api/obituaries/record/:id',
    get('GET /api/obituaries/record/:id', (r) => r.notice.id),
  ),
  record(
    'POST /api/obituaries/obituaryModify',
    multipart('POST /api/obituaries/obituaryModify', (r) =>
      obituaryForm({ obituaryID: `000${r.notice.id}` }),
    ),
  ),
  record(
    'POST /api/obituaries/deceasedModify',
    multipart('POST /api/obituaries/deceasedModify', (r) =>
      obituaryForm({ deceasedID: `000${r.tombstone.id}` }),
    ),
  ),
  record(
    'POST /api/obituaries/editDeceasedAndObituary',
    multipart('POST /api/obituaries/editDeceasedAndObituary', (r) =>
      obituaryForm({ deceasedID: `000${r.notice.id}` }),
    ),
  ),
  record(
    'POST /api/obituaries/obituaryDelete',
    post('POST /api/obituaries/obituaryDelete', (r) => ({ obituaryID: `000${r.notice.id}` })),
  ),
  create(
    'POST /api/obituaries/addDeceased',
    multipart('POST /api/obituaries/addDeceased', () => obituaryForm({ partnerid: String(a.partnerId) })),
  ),
  create(
    'POST /api/obituaries/deceasedAndObituary',
    multipart('POST /api/obituaries/deceasedAndObituary', () =>
      obituaryForm({ partnerid: String(a.partnerId) }),
    ),
  ),
  create(
    'POST /api/obituaries/addPoster',
    multipart('POST /api/obituaries/addPoster', () => obituaryForm({ partnerid: String(a.partnerId) })),
  ),
  // The duplicate question answers across partners by design (it names nothing of the record found).
  open(
    'POST /api/obituaries/obituaryCheck',
    post('POST /api/obituaries/obituaryCheck', () => ({
      'obituary-deceased-name': 'Nessuno',
      'obituary-deceased-surname': 'Matrice',
    })),
  ),
  open(
    'POST /api/obituaries/createManifest',
    multipart('POST /api/obituaries/createManifest', () => ({
      name: 'Ottavio',
      surname: 'Matrice',
      gender: 'M',
    })),
  ),
  record(
    'GET /api/obituaries/manifestPdf/:id',
    get('GET /api/obituaries/manifestPdf/:id', (r) => r.notice.id, '?format=A3'),
  ),
  record(
    'GET /api/obituaryCard/create/:id',
    get('GET /api/obituaryCard/create/:id', (r) => r.notice.id, '?format=jpg'),
  ),
  record(
    'GET /api/obituaryCard/indication/:id',
    get('GET /api/obituaryCard/indication/:id', (r) => r.notice.id),
  ),
  record(
    'GET /api/deceasedCard/:id',
    get('GET /api/deceasedCard/:id', (r) => r.tombstone.id),
  ),
  record(
    'GET /api/deceasedCard2/:id',
    get('GET /api/deceasedCard2/:id', (r) => r.tombstone.id),
  ),
  record(
    'GET /api/pdfBook/:id',
    get('GET /api/pdfBook/:id', (r) => r.tombstone.id),
  ),
  record(
    'POST /api/obituaries/sendCard',
    post('POST /api/obituaries/sendCard', (r) => ({ deceasedID: `000${r.notice.id}`, phone: '333123456' })),
  ),
  record('POST /api/partnerSend/:id', async (agent, r) =>
    agent.post(at('POST /api/partnerSend/:id', r.tombstone.id)).set('X-CSRF-Token', await csrfToken(agent)),
  ),
];

/** What partner A has: its records and what hangs on them, and the messages that name its deceased. */
async function snapshotOfA(): Promise<string> {
  const data = testApp.dataSource;
  const ids = (
    await data.getRepository(Deceased).find({ select: { id: true }, where: { partnerId: a.partnerId } })
  ).map((row) => row.id);
  const byDeceased = { where: { deceasedId: In(ids) }, order: { id: 'ASC' as const } };
  return JSON.stringify({
    deceased: await data
      .getRepository(Deceased)
      .find({ where: { partnerId: a.partnerId }, order: { id: 'ASC' } }),
    dedications: await data.getRepository(Dedication).find(byDeceased),
    funeral: await data.getRepository(DeceasedFuneralPlace).find(byDeceased),
    referring: await data.getRepository(DeceasedReferringPlace).find(byDeceased),
    plaques: await data.getRepository(QrCode).find(byDeceased),
    messages: await data.getRepository(OutboxMessage).count({ where: { payload: Like(`%${A_SURNAME}%`) } }),
  });
}

beforeAll(async () => {
  a = await createFuneralHome(testApp, 'Onoranze A');
  b = await createFuneralHome(testApp, 'Onoranze B');
  mine = await savePartnerRecords(testApp, a.partnerId, A_SURNAME);
  await savePartnerRecords(testApp, b.partnerId, 'Altrui');
});

describe("authorization matrix: partner B on partner A's records (spec panels §6)", () => {
  it.each(MATRIX.map((entry) => [entry.route, entry] as const))('%s', async (_route, entry) => {
    const before = await snapshotOfA();
    const response = await entry.send(b.agent, mine);
    const text = response.text ?? '';
    if (entry.kind === 'record') expect([403, 404], text.slice(0, 300)).toContain(response.status);
    else expect([401, 403, 404], text.slice(0, 300)).not.toContain(response.status);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    expect(text).not.toContain(A_SURNAME);
    expect(text).not.toContain(mine.plaque.code);
    if (entry.kind === 'list') {
      expect(response.status).toBe(200);
      if (!entry.route.endsWith('/summary'))
        expect(text).toContain('Altrui'); // B's own rows are there
      else expect(response.body.data).toMatchObject({ tombstones: 3, notices: 2, dedications: 1 });
    }
    if (entry.kind === 'create') {
      expect(response.status, text.slice(0, 300)).toBe(200);
      const created = await testApp.dataSource
        .getRepository(Deceased)
        .findOneByOrFail({ id: Number(response.body.data.deceasedID) });
      expect(created.partnerId).toBe(b.partnerId);
    }
    expect(await snapshotOfA()).toBe(before);
  });

  it('lists every partner-facing route the application declares', () => {
    const declared = declaredRoutes(testApp.app)
      .filter((route) => route.roles?.includes('partner'))
      .filter((route) => PREFIXES.some((prefix) => `${route.path}/`.startsWith(prefix)))
      .map((route) => `${route.method} ${route.path}`);
    const listed = MATRIX.map((entry) => entry.route);
    expect(
      declared.filter((route) => !listed.includes(route)),
      'add a MATRIX line for',
    ).toEqual([]);
    expect(
      listed.filter((route) => !declared.includes(route)),
      'no longer declared',
    ).toEqual([]);
  });
});

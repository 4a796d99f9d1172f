import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, outboxMessages, payloadOf } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import {
  createFuneralHome,
  savePartnerRecords,
  savePendingDedication,
  type FuneralHome,
  type PartnerRecords,
} from '../../test-support/funeral-home-helpers';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Dedication } from '../dedications/dedication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

let home: FuneralHome;
let other: FuneralHome;
let mine: PartnerRecords;
let theirs: PartnerRecords;
const agents = {} as Record<'anonymous' | 'clientedemo' | 'lampadedemo' | 'adminricordo', Browser>;

beforeAll(async () => {
  home = await createFuneralHome(testApp, 'Onoranze Panel');
  other = await createFuneralHome(testApp, 'Onoranze Altre');
  mine = await savePartnerRecords(testApp, home.partnerId, 'Pannellini');
  theirs = await savePartnerRecords(testApp, other.partnerId, 'Altrui');
  for (const who of ['anonymous', 'clientedemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
});

async function evaluate(agent: Browser, dedic: string, isAccepted: string) {
  return agent
    .post('/api/partnerPanel/evaluateDedic')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ dedic, isAccepted });
}

describe('partner panel: who may call', () => {
  const routes = ['summary', 'deceased', 'notices', 'dedications'];

  it('anonymous 401, client and lamp manager 403 on every route, evaluateDedic included', async () => {
    for (const route of routes) {
      await agents.anonymous.get(`/api/partnerPanel/${route}`).expect(401);
      for (const who of ['clientedemo', 'lampadedemo', 'adminricordo'] as const)
        expect((await agents[who].get(`/api/partnerPanel/${route}`)).status, `${who} ${route}`).toBe(403);
    }
    for (const who of ['clientedemo', 'lampadedemo'] as const)
      expect((await evaluate(agents[who], String(mine.dedication.id), 'active')).status).toBe(403);
    const stored = await testApp.dataSource
      .getRepository(Dedication)
      .findOneByOrFail({ id: mine.dedication.id });
    expect(stored.status).toBe('pending');
  });

  it('admin #necrologi: partners 403, anonymous 401', async () => {
    await agents.anonymous.get('/api/admin/obituaries').expect(401);
    expect((await home.agent.get('/api/admin/obituaries')).status).toBe(403);
    expect((await agents.lampadedemo.get('/api/admin/obituaries')).status).toBe(403);
  });
});

describe('GET api/partnerPanel/summary', () => {
  it("counts the partner's own tombstones, notices, pending dedications and usable temporary codes", async () => {
    const fresh = await createFuneralHome(testApp, 'Onoranze Conti');
    await savePartnerRecords(testApp, fresh.partnerId, 'Contini');
    await savePlaque(testApp, { partnerId: fresh.partnerId, temporary: 1 });
    await savePlaque(testApp, { partnerId: fresh.partnerId, temporary: 1, expiredAt: new Date() });
    const response = await fresh.agent.get('/api/partnerPanel/summary').expect(200);
    expect(response.body.data).toEqual({
      tombstones: 3,
      notices: 2,
      dedications: 1,
      qrcodes: { total: 2, temporaryAvailable: 1 },
    });
  });

  it('each card counts exactly what its table lists, for a partner with mixed records (spec panels §2 partner panel)', async () => {
    const mixed = await createFuneralHome(testApp, 'Onoranze Miste');
    await savePartnerRecords(testApp, mixed.partnerId, 'Mischiati');
    // A tombstone carrying a notice (manifesto data) is in #pages too; one without is only in #deceased.
    await saveDeceased(testApp, {
      name: 'Elena',
      surname: 'Mischiati',
      gender: 'F',
      partnerId: mixed.partnerId,
      showPage: 1,
      manifestTexts: '{}',
    });
    await saveDeceased(testApp, {
      name: 'Carlo',
      surname: 'Mischiati',
      gender: 'M',
      partnerId: mixed.partnerId,
      showPage: 1,
    });
    const cards = (await mixed.agent.get('/api/partnerPanel/summary').expect(200)).body.data;
    const deceased = (await mixed.agent.get('/api/partnerPanel/deceased').expect(200)).body.data;
    const notices = (await mixed.agent.get('/api/partnerPanel/notices').expect(200)).body.data;
    expect({ tombstones: cards.tombstones, notices: cards.notices }).toEqual({
      tombstones: deceased.total,
      notices: notices.total,
    });
    expect({ tombstones: deceased.total, notices: notices.total }).toEqual({ tombstones: 5, notices: 3 });
  });
});

describe('GET api/partnerPanel/deceased', () => {
  it("lists only the partner's records, newest first, with the spec's columns", async () => {
    const response = await home.agent.get('/api/partnerPanel/deceased').expect(200);
    const { deceased, total, page, maxResults } = response.body.data;
    expect({ total, page, maxResults }).toEqual({ total: 3, page: 1, maxResults: 5 });
    expect(deceased.map((row: { ID: number }) => row.ID)).toEqual([
      mine.lone.id,
      mine.notice.id,
      mine.tombstone.id,
    ]);
    const tombstone = deceased[2];
    expect(tombstone).toMatchObject({
      name: 'Giovanni',
      surname: 'Pannellini',
      graveyard: { name: 'Cimitero di Pannellini', cap: '20100' },
      tombstoneQr: {
        ID: mine.plaque.id,
        code: mine.plaque.code,
        image: `/api/qrcodes/${mine.plaque.id}/image.png`,
        activationStatus: 'active',
      },
      noticeQr: null,
      enabled: 1,
      ownerPending: 0,
      contoVendita: 0,
      showPage: 1,
      pageID: null,
      condolences: 0,
    });
    expect(tombstone.graveyard.region).toBeTruthy();
    expect(deceased[1]).toMatchObject({
      showPage: 0,
      pageID: mine.tombstone.id,
      tombstoneQr: null,
      noticeQr: {
        link: `/memorial?000${mine.notice.id}`,
        card: `/api/obituaryCard/create/${mine.notice.id}?format=jpg`,
      },
    });
    // The tombstone QR's image opens for the partner, not for another one.
    const png = await home.agent.get(tombstone.tombstoneQr.image).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    await other.agent.get(tombstone.tombstoneQr.image).expect(404);
  });

  it('filters by name words, by deceased id (000 prefix) or plaque code, and by showPage', async () => {
    const ids = async (query: Record<string, string>) =>
      (await home.agent.get('/api/partnerPanel/deceased').query(query).expect(200)).body.data.deceased.map(
        (row: { ID: number }) => row.ID,
      );
    expect(await ids({ name: 'mar pann' })).toEqual([mine.lone.id]);
    expect(await ids({ code: `000${mine.notice.id}` })).toEqual([mine.notice.id]);
    expect(await ids({ code: mine.plaque.code.slice(0, 6).toLowerCase() })).toEqual([mine.tombstone.id]);
    expect(await ids({ code: theirs.plaque.code })).toEqual([]);
    expect(await ids({ code: `000${theirs.notice.id}` })).toEqual([]);
    expect(await ids({ showPage: '1' })).toEqual([mine.tombstone.id]);
    expect(await ids({ name: 'altrui' })).toEqual([]);
  });

  it('pages 5/10/25/100 and refuses other sizes', async () => {
    const pager = await createFuneralHome(testApp, 'Onoranze Pagine');
    for (let index = 0; index < 6; index += 1)
      await saveDeceased(testApp, { name: `Nome${index}`, surname: 'Paginati', partnerId: pager.partnerId });
    const second = await pager.agent.get('/api/partnerPanel/deceased?page=2').expect(200);
    expect(second.body.data).toMatchObject({ total: 6, page: 2, maxResults: 5 });
    expect(second.body.data.deceased).toHaveLength(1);
    const ten = await pager.agent.get('/api/partnerPanel/deceased?maxResults=10').expect(200);
    expect(ten.body.data.deceased).toHaveLength(6);
    await pager.agent.get('/api/partnerPanel/deceased?maxResults=7').expect(400);
  });
});

describe('GET api/partnerPanel/notices and api/admin/obituaries', () => {
  it("#pages: the partner's notices with manifesto and publication date; a custom manifesto wins", async () => {
    const withManifesto = await saveDeceased(testApp, {
      name: 'Carlo',
      surname: 'Pannellini',
      partnerId: home.partnerId,
      showPage: 1,
      manifestTexts: '{}',
      manifestImage: 'obituaries/generated.jpg',
      manifestCustom: 'obituaries/custom.jpg',
    });
    const response = await home.agent.get('/api/partnerPanel/notices?maxResults=10').expect(200);
    const rows = response.body.data.obituaries as Array<Record<string, unknown>>;
    // The plain tombstone is not a notice; the tombstone with manifesto data is.
    expect(rows.map((row) => row.ID)).toEqual([withManifesto.id, mine.lone.id, mine.notice.id]);
    expect(rows[0]).toMatchObject({ manifestImage: '/media/obituaries/custom.jpg', manifestCustom: true });
    expect(rows[2]).toMatchObject({
      manifestImage: `/media/obituaries/manifesto-Pannellini.jpg`,
      manifestCustom: false,
      contoVendita: 0,
      funeralDate: '2026-11-20',
      pageID: mine.tombstone.id,
      publicationDate: Math.floor(mine.notice.publicationTime.getTime() / 1000),
      partner: { ID: home.partnerId, name: 'Onoranze Panel' },
    });
  });

  it('#necrologi: every partner’s notices, newest first, 5 by default, filtered by partner and name', async () => {
    const all = await agents.adminricordo.get('/api/admin/obituaries').expect(200);
    expect(all.body.data.maxResults).toBe(5);
    const ids = all.body.data.obituaries.map((row: { ID: number }) => row.ID);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const ofOther = await agents.adminricordo
      .get('/api/admin/obituaries')
      .query({ partnerId: `000${other.partnerId}`, maxResults: 25 })
      .expect(200);
    expect(ofOther.body.data.obituaries.map((row: { ID: number }) => row.ID)).toEqual([
      theirs.lone.id,
      theirs.notice.id,
    ]);
    const named = await agents.adminricordo.get('/api/admin/obituaries').query({ name: 'altrui maria' });
    expect(named.body.data.obituaries.map((row: { ID: number }) => row.ID)).toEqual([theirs.lone.id]);
  });
});

describe('#dedic: api/partnerPanel/dedications and evaluateDedic', () => {
  it("lists the pending dedications on the partner's deceased only", async () => {
    const response = await home.agent.get('/api/partnerPanel/dedications').expect(200);
    expect(response.body.data).toMatchObject({ total: 1, page: 1, maxResults: 5 });
    expect(response.body.data.dedications[0]).toMatchObject({
      ID: mine.dedication.id,
      status: 'pending',
      deceased: { ID: mine.tombstone.id, surname: 'Pannellini' },
      giver: { name: 'Anna', surname: 'Rossi' },
    });
  });

  it('accepts through the owner’s decision logic: the giver is told, the page shows it, once only', async () => {
    const dedication = await savePendingDedication(testApp, mine.tombstone.id, 'accetta@example.com');
    const statusOnPage = async () =>
      (
        (await request(testApp.url).get(`/api/deceased/deceasedData/${mine.tombstone.id}`).expect(200)).body
          .data.dedic as Array<{ ID: number; status: string }>
      ).find((row) => row.ID === dedication.id)?.status;
    expect(await statusOnPage()).toBe('pending');
    const response = await evaluate(home.agent, `000${dedication.id}`, 'active');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      response: 'success',
      message: 'Dedica accettata',
      data: { ID: dedication.id, status: 'accepted', deceasedID: mine.tombstone.id },
    });
    const told = await outboxMessages(testApp, {
      template: 'dedication-outcome',
      recipient: 'accetta@example.com',
    });
    expect(told).toHaveLength(1);
    expect(payloadOf(told[0])).toMatchObject({ outcome: 'accepted' });
    expect(await statusOnPage()).toBe('accepted');
    expect((await evaluate(home.agent, String(dedication.id), 'deny')).status).toBe(409);
  });

  it("refuses; another partner's dedication is 404 and stays pending", async () => {
    const dedication = await savePendingDedication(testApp, mine.lone.id, 'rifiuta@example.com');
    expect((await evaluate(other.agent, String(dedication.id), 'deny')).status).toBe(404);
    expect((await evaluate(home.agent, '987654', 'deny')).status).toBe(404);
    const stillPending = await testApp.dataSource
      .getRepository(Dedication)
      .findOneByOrFail({ id: dedication.id });
    expect(stillPending.status).toBe('pending');
    const response = await evaluate(home.agent, String(dedication.id), 'deny');
    expect(response.body).toMatchObject({ message: 'Dedica rifiutata', data: { status: 'refused' } });
    expect((await evaluate(home.agent, String(dedication.id), 'maybe')).status).toBe(400);
  });
});

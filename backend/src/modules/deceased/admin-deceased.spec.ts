import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { jpegWithGps } from '../../test-support/media-fixtures';
import { savePlaque } from '../../test-support/qr-helpers';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Dedication } from '../dedications/dedication.entity';
import { MemorialMediaItem } from '../memorials/memorial-media.entity';
import { Memorial } from '../memorials/memorial.entity';
import { QrCode } from '../qrcodes/qr-code.entity';
import { Deceased } from './deceased.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
});

const people = () => testApp.dataSource.getRepository(Deceased);
const auditOf = (action: string, targetId: number) =>
  testApp.dataSource
    .getRepository(AuditEntry)
    .find({ where: { action, targetId: String(targetId) }, order: { id: 'ASC' } });

/** dedicAdmin as the gift screen sends it: text fields first, then the file. */
async function sendGift(
  agent: Browser,
  fields: Record<string, string>,
  file?: { content: Buffer; filename: string; contentType: string },
) {
  const request = agent.post('/api/admin/dedicAdmin').set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (file) request.attach('file', file.content, { filename: file.filename, contentType: file.contentType });
  return request;
}

const visit = (id: number) => agents.anonymous.get(`/api/deceased/deceasedData/000${id}`);

describe('authorization: admins only', () => {
  let target: Deceased;
  beforeAll(async () => {
    target = await saveDeceased(testApp, { name: 'Rita', surname: 'Protetta' });
  });

  const routes: Array<{
    name: string;
    call: (agent: Browser) => Promise<{ status: number; body: unknown }>;
  }> = [
    { name: 'GET deceased', call: (agent) => agent.get('/api/admin/deceased') },
    {
      name: 'POST updateDeceased',
      call: (agent) => postForm(agent, '/api/admin/updateDeceased', { deceasedID: String(target.id) }),
    },
    {
      name: 'POST updateConto',
      call: (agent) => postForm(agent, '/api/admin/updateConto', { deceasedID: String(target.id) }),
    },
    {
      name: 'POST deceasedDelete',
      call: (agent) => postForm(agent, '/api/admin/deceasedDelete', { deceasedID: String(target.id) }),
    },
    {
      name: 'POST dedicAdmin',
      call: (agent) =>
        sendGift(agent, {
          'deceased-id': String(target.id),
          'dedic-type': 'dedica-cero',
          publish: 'accepted',
        }),
    },
  ];

  for (const route of routes)
    it(`${route.name}: anonymous 401, client / partner / lamp manager 403, nothing changed`, async () => {
      expect((await route.call(agents.anonymous)).status).toBe(401);
      for (const who of ['clientedemo', 'partnerdemo', 'lampadedemo'] as const) {
        const response = await route.call(agents[who]);
        expect(response.status, who).toBe(403);
        expect((response.body as { errorCode: string }).errorCode, who).toBe('ACCESS_DENIED');
      }
      expect(await people().findOneByOrFail({ id: target.id })).toMatchObject({
        enabled: 1,
        contoVendita: 0,
      });
      expect(await testApp.dataSource.getRepository(Dedication).countBy({ deceasedId: target.id })).toBe(0);
    });

  it('an admin acting for a client reaches none of them, and changes nothing', async () => {
    const acting = await browser(testApp);
    await signIn(acting, 'adminricordo');
    const client = await createClient(testApp);
    const started = await postForm(
      acting,
      '/api/admin/acting',
      { userId: String(client.id), reason: 'Richiesta telefonica' },
      'json',
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    for (const route of routes) expect((await route.call(acting)).status, route.name).toBe(403);
    expect(await people().findOneByOrFail({ id: target.id })).toMatchObject({ enabled: 1, contoVendita: 0 });
    expect(await testApp.dataSource.getRepository(Dedication).countBy({ deceasedId: target.id })).toBe(0);
  });

  it('the changes refuse an admin without the CSRF token', async () => {
    const admin = agents.adminricordo;
    for (const path of ['updateDeceased', 'updateConto', 'deceasedDelete']) {
      const response = await admin
        .post(`/api/admin/${path}`)
        .type('form')
        .send({ deceasedID: String(target.id) });
      expect(response.status, path).toBe(403);
      expect(bodyOf(response).errorCode).toBe('CSRF_INVALID');
    }
    expect(await people().findOneByOrFail({ id: target.id })).toMatchObject({ enabled: 1, contoVendita: 0 });
  });
});

describe('GET /api/admin/deceased (#pages and #deceased)', () => {
  it('pages newest first (default 5), filters by name words and kind, shows owner, partner and state', async () => {
    const owner = await createClient(testApp);
    const marker = `zelinda${Date.now().toString(36)}`;
    const made: Deceased[] = [];
    for (let index = 0; index < 6; index += 1)
      made.push(
        await saveDeceased(testApp, {
          name: `${marker}`,
          surname: `Rossi${index}`,
          ownerUserId: index === 5 ? owner.id : null,
          showPage: index === 0 ? 0 : 1,
        }),
      );
    const first = await agents.adminricordo.get('/api/admin/deceased').query({ name: marker }).expect(200);
    const data = bodyOf(first).data as {
      deceased: Array<Record<string, unknown>>;
      total: number;
      maxResults: number;
    };
    expect(data.total).toBe(6);
    expect(data.maxResults).toBe(5);
    expect(data.deceased.map((row) => row.ID)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((person) => person.id),
    );
    expect(data.deceased[0]).toMatchObject({
      enabled: 1,
      showPage: 1,
      hasNotice: false,
      contoVendita: 0,
      memorialID: 0,
      ownerPending: 0,
      owner: { ID: owner.id, username: owner.username },
      partner: null,
    });

    const tombstones = await agents.adminricordo
      .get('/api/admin/deceased')
      .query({ name: `${marker} rossi0`, showPage: '0', maxResults: 100 })
      .expect(200);
    expect(
      (bodyOf(tombstones).data as { deceased: Array<{ ID: number }> }).deceased.map((row) => row.ID),
    ).toEqual([made[0].id]);
    const none = await agents.adminricordo
      .get('/api/admin/deceased')
      .query({ name: `${marker} rossi0`, showPage: '1' })
      .expect(200);
    expect(bodyOf(none).data).toMatchObject({ deceased: [], total: 0 });
  });

  it('refuses page sizes other than 5, 10, 25, 100', async () => {
    const response = await agents.adminricordo.get('/api/admin/deceased').query({ maxResults: 7 });
    expect(response.status).toBe(400);
  });
});

describe('POST updateDeceased (enable / disable)', () => {
  it('a disabled tombstone is no longer served to visitors, then served again once enabled; each change audited', async () => {
    const owner = await createClient(testApp);
    const person = await saveDeceased(testApp, { name: 'Elvira', surname: 'Spenta', ownerUserId: owner.id });
    // The page is built and cached before the change: the change must drop it.
    expect((await visit(person.id)).status).toBe(200);
    const found = () =>
      agents.anonymous
        .get('/api/search')
        .query({ text: 'Elvira Spenta' })
        .then((response) => JSON.stringify(response.body).includes(`${person.id}`));
    expect(await found()).toBe(true);

    const off = await postForm(agents.adminricordo, '/api/admin/updateDeceased', {
      deceasedID: `000${person.id}`,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(bodyOf(off)).toMatchObject({ message: 'Elemento modificato con successo', data: { enabled: 0 } });
    expect((await visit(person.id)).status).toBe(404);
    expect(await found()).toBe(false);

    // Asking for the state it already has changes nothing and writes no second row.
    await postForm(agents.adminricordo, '/api/admin/updateDeceased', {
      deceasedID: String(person.id),
      enabled: '0',
    });
    const on = await postForm(agents.adminricordo, '/api/admin/updateDeceased', {
      deceasedID: String(person.id),
      enabled: '1',
    });
    expect(bodyOf(on).data).toMatchObject({ ID: person.id, enabled: 1 });
    expect((await visit(person.id)).status).toBe(200);

    const rows = [
      ...(await auditOf('deceased.disable', person.id)),
      ...(await auditOf('deceased.enable', person.id)),
    ];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUsername: 'adminricordo',
      actedUserId: owner.id,
      targetType: 'deceased',
      oldValues: JSON.stringify({ enabled: 1 }),
      newValues: JSON.stringify({ enabled: 0 }),
    });
  });

  it('an unknown deceased: 404 with the spec message; a bad id: 400', async () => {
    const missing = await postForm(agents.adminricordo, '/api/admin/updateDeceased', {
      deceasedID: '999999999',
    });
    expect(missing.status).toBe(404);
    expect(bodyOf(missing)).toMatchObject({
      errorCode: 'DECEASED_NOT_FOUND',
      message: 'defunto non trovato',
    });
    const bad = await postForm(agents.adminricordo, '/api/admin/updateDeceased', { deceasedID: 'abc' });
    expect(bad.status).toBe(400);
    const badState = await postForm(agents.adminricordo, '/api/admin/updateDeceased', {
      deceasedID: '1000',
      enabled: '2',
    });
    expect(badState.status).toBe(400);
  });
});

describe('POST updateConto (sale on account)', () => {
  it('flips the flag, audited, and the page shows it', async () => {
    const person = await saveDeceased(testApp, { name: 'Ugo', surname: 'Contovendita' });
    const on = await postForm(agents.adminricordo, '/api/admin/updateConto', {
      deceasedID: String(person.id),
    });
    expect(bodyOf(on).data).toMatchObject({ ID: person.id, contoVendita: 1 });
    expect(await people().findOneByOrFail({ id: person.id })).toMatchObject({ contoVendita: 1 });
    const off = await postForm(agents.adminricordo, '/api/admin/updateConto', {
      deceasedID: String(person.id),
      contoVendita: '0',
    });
    expect(bodyOf(off).data).toMatchObject({ contoVendita: 0 });
    const rows = await auditOf('deceased.contoVendita', person.id);
    expect(rows.map((row) => row.newValues)).toEqual([
      JSON.stringify({ contoVendita: 1 }),
      JSON.stringify({ contoVendita: 0 }),
    ]);
  });
});

describe('POST deceasedDelete', () => {
  it("deletes the deceased's dedications and memorial gallery with their files once committed", async () => {
    const person = await saveDeceased(testApp, { name: 'Ines', surname: 'Confoto' });
    const galleryKey = `memorials/test-${person.id}.jpg`;
    const galleryFile = join(testApp.config.mediaDir, galleryKey);
    mkdirSync(dirname(galleryFile), { recursive: true });
    writeFileSync(galleryFile, await jpegWithGps());
    const memorial = await testApp.dataSource.getRepository(Memorial).save({
      deceasedId: person.id,
      bio: 'Una vita',
      expiresAt: new Date(Date.now() + 86_400_000),
      notNotify: 0,
      createdAt: new Date(),
    });
    await testApp.dataSource
      .getRepository(MemorialMediaItem)
      .save({ memorialId: memorial.id, type: 'photo', file: galleryKey, position: 0, createdAt: new Date() });
    await sendGift(
      agents.adminricordo,
      { 'deceased-id': String(person.id), 'dedic-type': 'dedica-foto', publish: 'accepted' },
      { content: await jpegWithGps(), filename: 'dono.jpg', contentType: 'image/jpeg' },
    );
    const gift = await testApp.dataSource
      .getRepository(Dedication)
      .findOneByOrFail({ deceasedId: person.id });
    const file = join(testApp.config.mediaDir, gift.mediaFilename!);
    expect(existsSync(file)).toBe(true);
    const deleted = await postForm(agents.adminricordo, '/api/admin/deceasedDelete', {
      deceasedID: String(person.id),
    });
    expect(bodyOf(deleted).data).toMatchObject({ deleted: true });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(galleryFile)).toBe(false);
    expect(await testApp.dataSource.getRepository(Memorial).existsBy({ id: memorial.id })).toBe(false);
  });

  it('deletes the deceased with its dedications, frees its plaque, audited; the page is gone; again: deleted false', async () => {
    const person = await saveDeceased(testApp, { name: 'Nello', surname: 'Cancellato' });
    const plaque = await savePlaque(testApp, {
      deceasedId: person.id,
      activationStatus: 'active',
      activationRequestedAt: new Date(),
      activatedAt: new Date(),
      sold: 1,
      saleChannel: 'online',
    });
    expect((await visit(person.id)).status).toBe(200);
    await testApp.dataSource.getRepository(Dedication).save({
      deceasedId: person.id,
      type: 'dedica-cero',
      text: 'Ciao',
      sign: null,
      status: 'accepted',
      mediaFilename: null,
      mediaType: null,
      giverName: 'Anna',
      giverSurname: 'Bianchi',
      giverEmail: null,
      giverTelephone: null,
      createdAt: new Date(),
    });
    const deleted = await postForm(agents.adminricordo, '/api/admin/deceasedDelete', {
      deceasedID: `000${person.id}`,
    });
    expect(bodyOf(deleted)).toMatchObject({
      message: 'Elemento eliminato con successo',
      data: { ID: person.id, deleted: true },
    });
    expect(await people().existsBy({ id: person.id })).toBe(false);
    expect(await testApp.dataSource.getRepository(Dedication).countBy({ deceasedId: person.id })).toBe(0);
    expect((await visit(person.id)).status).toBe(404);
    // The plaque can be activated again on a new page; what was sold stays sold.
    expect(await testApp.dataSource.getRepository(QrCode).findOneByOrFail({ id: plaque.id })).toMatchObject({
      deceasedId: null,
      activationStatus: null,
      activatedAt: null,
      sold: 1,
      saleChannel: 'online',
    });
    const [row] = await auditOf('deceased.delete', person.id);
    expect(JSON.parse(row.oldValues ?? '{}')).toMatchObject({ name: 'Nello', surname: 'Cancellato' });
    expect(JSON.parse(row.newValues ?? '{}')).toEqual({ releasedPlaques: [plaque.id] });

    const again = await postForm(agents.adminricordo, '/api/admin/deceasedDelete', {
      deceasedID: String(person.id),
    });
    expect(bodyOf(again).data).toMatchObject({ deleted: false });
    expect(await auditOf('deceased.delete', person.id)).toHaveLength(1);
  });
});

describe('POST dedicAdmin (/aggiungi-dono-admin)', () => {
  it('an accepted gift is on the memorial page at once, under the chosen signature, with its audit row', async () => {
    const person = await saveDeceased(testApp, { name: 'Gino', surname: 'Donato' });
    expect((await visit(person.id)).status).toBe(200);
    const response = await sendGift(
      agents.adminricordo,
      {
        'deceased-id': `000${person.id}`,
        'dedic-type': 'dedica-foto',
        dedic: 'Con affetto',
        'dedic-sign': 'La redazione',
        publish: 'accepted',
      },
      { content: await jpegWithGps(), filename: 'dono.jpg', contentType: 'image/jpeg' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(bodyOf(response).data).toMatchObject({ deceasedID: person.id, status: 'accepted' });
    const page = await visit(person.id);
    const { dedic } = bodyOf(page).data as { dedic: Array<Record<string, unknown>> };
    expect(dedic[0]).toMatchObject({
      type: 'dedica-foto',
      status: 'accepted',
      text: 'Con affetto',
      showAuthor: 'La redazione',
    });
    expect((dedic[0].media as { type: string }).type).toBe('photo');
    const gift = await testApp.dataSource
      .getRepository(Dedication)
      .findOneByOrFail({ deceasedId: person.id });
    expect(gift).toMatchObject({ orderId: null, status: 'accepted' });
    expect(await auditOf('dedication.gift', person.id)).toHaveLength(1);
  });

  it('a pending gift asks the owner as any gift does', async () => {
    const owner = await createClient(testApp);
    const person = await saveDeceased(testApp, { name: 'Lia', surname: 'Attesa', ownerUserId: owner.id });
    const response = await sendGift(agents.adminricordo, {
      'deceased-id': String(person.id),
      'dedic-type': 'dedica-cero',
      'dedic-sign': '0',
      publish: 'pending',
    });
    expect(bodyOf(response).data).toMatchObject({ status: 'pending' });
    expect(
      await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ deceasedId: person.id }),
    ).toMatchObject({
      status: 'pending',
      sign: null,
    });
    expect((await outboxMessages(testApp, { userId: owner.id })).length).toBeGreaterThan(0);
  });

  it('bad input: the spec messages per field, nothing saved', async () => {
    const person = await saveDeceased(testApp, { name: 'Ada', surname: 'Rifiutata' });
    const noFile = await sendGift(agents.adminricordo, {
      'deceased-id': String(person.id),
      'dedic-type': 'dedica-video',
      dedic: 'x'.repeat(1001),
    });
    expect(noFile.status).toBe(400);
    expect(bodyOf(noFile).data).toMatchObject({
      fields: {
        file: 'Carica almeno un file',
        publish: 'Devi effettuare una scelta',
        dedic: 'Il testo puo` contenere al massimo 1000 caratteri',
      },
    });
    const realFlowers = await sendGift(agents.adminricordo, {
      'deceased-id': String(person.id),
      'dedic-type': 'fiori-reali',
      publish: 'accepted',
    });
    expect(bodyOf(realFlowers).data).toMatchObject({ fields: { 'dedic-type': 'Campo non valido' } });
    const missing = await sendGift(agents.adminricordo, {
      'deceased-id': '999999999',
      'dedic-type': 'dedica-cero',
      publish: 'accepted',
    });
    expect(missing.status).toBe(404);
    expect(await testApp.dataSource.getRepository(Dedication).countBy({ deceasedId: person.id })).toBe(0);
  });
});

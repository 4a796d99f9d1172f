import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import request, { type Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  outboxMessages,
  payloadOf,
  postForm,
} from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { jpegWithGps } from '../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { AuditEntry } from '../audit/audit-entry.entity';
import type { Deceased } from '../deceased/deceased.entity';
import { Dedication, type DedicationStatus } from './dedication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
});

const admin = () => agents.adminricordo;
const dedications = () => testApp.dataSource.getRepository(Dedication);

/** A deceased owned by a new client (who hears by e-mail). */
async function ownedDeceased() {
  const owner = await createClient(testApp);
  const deceased = await saveDeceased(testApp, { name: 'Giuseppe', surname: 'Verdi', ownerUserId: owner.id });
  return { owner, deceased };
}

let saved = 0;

async function saveDedication(
  deceased: Deceased,
  fields: Partial<Dedication> & { status?: DedicationStatus } = {},
): Promise<Dedication> {
  saved += 1;
  return dedications().save(
    dedications().create({
      deceasedId: deceased.id,
      type: 'dedica-fiori',
      text: 'Ti ricorderemo sempre',
      sign: 'Luca',
      status: 'pending',
      mediaFilename: null,
      mediaType: null,
      giverName: 'Luca',
      giverSurname: 'Bassi',
      giverEmail: `luca${saved}@example.com`,
      giverTelephone: null,
      giverContact: 'email',
      createdAt: new Date('2026-02-03T13:05:00Z'),
      ...fields,
    }),
  );
}

/** A stored media file, as a committed upload leaves it. */
async function storedMedia(name: string): Promise<string> {
  const key = `dedications/${name}`;
  const path = join(testApp.config.mediaDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await jpegWithGps());
  return key;
}

async function editDedic(
  agent: Browser,
  fields: Record<string, string>,
  file?: { field: 'photo' | 'video'; content: Buffer; filename: string; contentType: string },
) {
  const call = agent.post('/api/admin/editDedic').set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  if (file) call.attach(file.field, file.content, { filename: file.filename, contentType: file.contentType });
  return call;
}

/** Awaits a call and checks it succeeded (showing the answer when not). */
async function succeeded(call: Promise<Response>): Promise<Response> {
  const answer = await call;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

const auditOf = (action: string, targetId: number) =>
  testApp.dataSource
    .getRepository(AuditEntry)
    .find({ where: { action, targetType: 'dedication', targetId: String(targetId) } });

async function publicDedications(deceasedId: number) {
  const response = await request(testApp.url).get(`/api/deceased/deceasedData/${deceasedId}`).expect(200);
  return (response.body as { data: { dedic: Array<Record<string, unknown>> } }).data.dedic;
}

describe('authorization', () => {
  const refused = [
    ['anonymous', 401],
    ['clientedemo', 403],
    ['partnerdemo', 403],
    ['lampadedemo', 403],
  ] as const;

  it.each(refused)(
    'every admin dedication route refuses %s (%i) and changes nothing',
    async (who, status) => {
      const { deceased } = await ownedDeceased();
      const pending = await saveDedication(deceased);
      const agent = agents[who];
      const id = String(pending.id);
      const answers = [
        await agent.get('/api/admin/dedicDataTable'),
        await agent.get(`/api/admin/deceased/${deceased.id}/dedications`),
        await postForm(agent, '/api/admin/evaluateDedic', { dedic: id, isAccepted: 'active' }),
        await editDedic(agent, { 'dedic-id': id, 'dedic-type': 'dedica-cero', dedic: 'altro' }),
        await postForm(agent, '/api/admin/deleteDedic', { dedicID: id }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => status));
      expect(await dedications().findOneByOrFail({ id: pending.id })).toMatchObject({
        status: 'pending',
        type: 'dedica-fiori',
        text: 'Ti ricorderemo sempre',
      });
      expect(await auditOf('dedication.accept', pending.id)).toHaveLength(0);
    },
  );
});

describe('the lists', () => {
  it('dedicDataTable lists only pending dedications, newest id first, 5 rows by default', async () => {
    const { deceased } = await ownedDeceased();
    await saveDedication(deceased, { status: 'accepted' });
    await saveDedication(deceased, { status: 'unpaid' });
    const mine: number[] = [];
    for (let i = 0; i < 6; i += 1) mine.push((await saveDedication(deceased)).id);

    const first = bodyOf(await admin().get('/api/admin/dedicDataTable').expect(200)).data as {
      dedications: Array<{
        ID: number;
        status: string;
        deceased: { name: string };
        giver: { email: string };
      }>;
      total: number;
      maxResults: number;
    };
    expect(first.maxResults).toBe(5);
    expect(first.dedications.map((row) => row.ID)).toEqual(mine.slice(1).reverse());
    expect(first.dedications.every((row) => row.status === 'pending')).toBe(true);
    expect(first.dedications[0]).toMatchObject({
      deceased: { name: 'Giuseppe' },
      giver: { email: expect.stringMatching(/@example\.com$/) as unknown },
    });
    const pendingTotal = await dedications().countBy({ status: 'pending' });
    expect(first.total).toBe(pendingTotal);

    const second = bodyOf(
      await admin().get('/api/admin/dedicDataTable').query({ page: 2, maxResults: 5 }).expect(200),
    ).data as { dedications: Array<{ ID: number }> };
    expect(second.dedications[0].ID).toBe(mine[0]);

    const wrongSize = await admin().get('/api/admin/dedicDataTable').query({ maxResults: 7 });
    expect(wrongSize.status).toBe(400);
  });

  it("the deceased's list shows pending, accepted and refused with full text; an unknown deceased is 404", async () => {
    const { deceased } = await ownedDeceased();
    const refused = await saveDedication(deceased, { status: 'refused', text: 'Testo rifiutato' });
    const accepted = await saveDedication(deceased, { status: 'accepted' });
    await saveDedication(deceased, { status: 'cancelled' });
    const answer = bodyOf(
      await admin()
        .get(`/api/admin/deceased/000${deceased.id}/dedications`)
        .query({ maxResults: 100 })
        .expect(200),
    ).data as { deceased: { name: string }; dedications: Array<{ ID: number; text: string }>; total: number };
    expect(answer.deceased).toMatchObject({ ID: deceased.id, name: 'Giuseppe', surname: 'Verdi' });
    expect(answer.dedications.map((row) => row.ID)).toEqual([accepted.id, refused.id]);
    expect(answer.dedications[1].text).toBe('Testo rifiutato');
    expect(answer.total).toBe(2);

    const missing = await admin().get('/api/admin/deceased/999999/dedications');
    expect(missing.status).toBe(404);
    expect(bodyOf(missing).errorCode).toBe('DECEASED_NOT_FOUND');
  });
});

describe('accepting and refusing', () => {
  it('accepting publishes it, tells the giver and the owner, and audits it with the owner as the one acted for', async () => {
    const { owner, deceased } = await ownedDeceased();
    const pending = await saveDedication(deceased);
    const answer = await postForm(admin(), '/api/admin/evaluateDedic', {
      dedic: `000${pending.id}`,
      isAccepted: 'active',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf(answer).data).toEqual({ ID: pending.id, status: 'accepted', deceasedID: deceased.id });

    expect(await dedications().findOneByOrFail({ id: pending.id })).toMatchObject({ status: 'accepted' });
    const shown = (await publicDedications(deceased.id)).find((item) => item.ID === pending.id);
    expect(shown).toMatchObject({ status: 'accepted', text: 'Ti ricorderemo sempre', showAuthor: 'Luca' });

    const [toGiver] = await outboxMessages(testApp, {
      template: 'dedication-outcome',
      recipient: pending.giverEmail!,
    });
    expect(payloadOf(toGiver)).toMatchObject({ outcome: 'accepted', name: 'Luca' });
    const [toOwner] = await outboxMessages(testApp, { template: 'dedication-reviewed', userId: owner.id });
    expect(toOwner.recipient).toBe(owner.email);
    expect(payloadOf(toOwner)).toMatchObject({ outcome: 'accepted', giverName: 'Luca Bassi' });

    const [row] = await auditOf('dedication.accept', pending.id);
    expect(row).toMatchObject({ actorUsername: 'adminricordo', actedUserId: owner.id });
    expect(JSON.parse(row.newValues ?? '{}')).toEqual({ status: 'accepted' });

    const again = await postForm(admin(), '/api/admin/evaluateDedic', {
      dedic: String(pending.id),
      isAccepted: 'deny',
    });
    expect(again.status).toBe(409);
    expect(bodyOf(again).errorCode).toBe('DEDICATION_ALREADY_DECIDED');
  });

  it('refusing publishes it anonymously; unknown ids and decisions are refused', async () => {
    const { deceased } = await ownedDeceased();
    const pending = await saveDedication(deceased, { type: 'dedica-cero' });
    await succeeded(
      postForm(admin(), '/api/admin/evaluateDedic', {
        dedic: String(pending.id),
        isAccepted: 'deny',
      }),
    );
    expect(await dedications().findOneByOrFail({ id: pending.id })).toMatchObject({ status: 'refused' });
    expect((await publicDedications(deceased.id)).find((item) => item.ID === pending.id)).toMatchObject({
      status: 'refused',
      text: '',
      showAuthor: 0,
    });
    expect(await auditOf('dedication.refuse', pending.id)).toHaveLength(1);

    const unknown = await postForm(admin(), '/api/admin/evaluateDedic', {
      dedic: '99999999',
      isAccepted: 'active',
    });
    expect(unknown.status).toBe(404);
    const unpaid = await saveDedication(deceased, { status: 'unpaid' });
    expect(
      (
        await postForm(admin(), '/api/admin/evaluateDedic', {
          dedic: String(unpaid.id),
          isAccepted: 'active',
        })
      ).status,
    ).toBe(404);
    const bad = await postForm(admin(), '/api/admin/evaluateDedic', {
      dedic: String(unpaid.id),
      isAccepted: 'maybe',
    });
    expect(bad.status).toBe(400);
  });
  it("an admin cannot decide through the owner's evaluate, which writes no audit row", async () => {
    const { deceased } = await ownedDeceased();
    const pending = await saveDedication(deceased);
    const answer = await postForm(admin(), '/api/dedications/evaluate', {
      dedic: String(pending.id),
      isAccepted: 'active',
    });
    expect(answer.status).toBe(404);
    expect(await dedications().findOneByOrFail({ id: pending.id })).toMatchObject({ status: 'pending' });
  });
});

describe('editDedic', () => {
  it('changes type, time, text and signature, and audits only what changed', async () => {
    const { deceased } = await ownedDeceased();
    const pending = await saveDedication(deceased);
    const time = Date.parse('2026-01-10T09:30:00Z');
    const answer = await editDedic(admin(), {
      'dedic-id': `000${pending.id}`,
      'dedic-type': 'dedica-cero',
      'insert-time': String(time),
      dedic: '  Una luce per te  ',
      'dedic-sign': '0',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf(answer).message).toBe('Dedica modificata con successo');
    expect(bodyOf(answer).data).toMatchObject({
      dedication: {
        ID: pending.id,
        type: 'dedica-cero',
        text: 'Una luce per te',
        showAuthor: null,
        status: 'pending',
        time: time / 1000,
      },
    });
    const stored = await dedications().findOneByOrFail({ id: pending.id });
    expect(stored).toMatchObject({
      type: 'dedica-cero',
      text: 'Una luce per te',
      sign: null,
      status: 'pending',
    });
    expect(stored.createdAt.getTime()).toBe(time);

    const [row] = await auditOf('dedication.edit', pending.id);
    expect(JSON.parse(row.oldValues ?? '{}')).toEqual({
      type: 'dedica-fiori',
      text: 'Ti ricorderemo sempre',
      sign: 'Luca',
      time: '2026-02-03T13:05:00.000Z',
    });
    expect(JSON.parse(row.newValues ?? '{}')).toMatchObject({ type: 'dedica-cero', sign: null });
    expect(
      await outboxMessages(testApp, { template: 'dedication-outcome', recipient: pending.giverEmail! }),
    ).toHaveLength(0);
  });

  it("'Accetta la dedica' publishes it; the notification flag tells the giver and the owner", async () => {
    const { owner, deceased } = await ownedDeceased();
    const quiet = await saveDedication(deceased);
    await succeeded(
      editDedic(admin(), {
        'dedic-id': String(quiet.id),
        'dedic-type': 'dedica-fiori',
        dedic: 'Ciao',
        'dedic-force-publish': String(quiet.id),
        'notification-flag': '0',
      }),
    );
    expect(await dedications().findOneByOrFail({ id: quiet.id })).toMatchObject({
      status: 'accepted',
      text: 'Ciao',
    });
    expect(
      await outboxMessages(testApp, { template: 'dedication-outcome', recipient: quiet.giverEmail! }),
    ).toHaveLength(0);

    const told = await saveDedication(deceased);
    await succeeded(
      editDedic(admin(), {
        'dedic-id': String(told.id),
        'dedic-type': 'dedica-fiori',
        dedic: 'Sempre con noi',
        'dedic-sign': 'Luca',
        'dedic-force-publish': String(told.id),
        'notification-flag': '1',
      }),
    );
    expect(
      await outboxMessages(testApp, { template: 'dedication-outcome', recipient: told.giverEmail! }),
    ).toHaveLength(1);
    const toOwner = await outboxMessages(testApp, { template: 'dedication-reviewed', userId: owner.id });
    expect(toOwner.map((message) => payloadOf(message).outcome)).toEqual(['accepted']);
    const shown = (await publicDedications(deceased.id)).find((item) => item.ID === told.id);
    expect(shown).toMatchObject({ status: 'accepted', text: 'Sempre con noi', showAuthor: 'Luca' });
    const [row] = await auditOf('dedication.edit', told.id);
    expect(JSON.parse(row.newValues ?? '{}')).toMatchObject({ status: 'accepted', text: 'Sempre con noi' });
  });

  it('replaces the photo through the upload pipeline and removes the old file after the change', async () => {
    const { deceased } = await ownedDeceased();
    const oldKey = await storedMedia(`old-${Date.now()}.jpg`);
    const photo = await saveDedication(deceased, {
      type: 'dedica-foto',
      mediaFilename: oldKey,
      mediaType: 'photo',
    });

    // Keeping the type keeps the stored photo.
    await succeeded(
      editDedic(admin(), {
        'dedic-id': String(photo.id),
        'dedic-type': 'dedica-foto',
        dedic: 'x',
      }),
    );
    expect((await dedications().findOneByOrFail({ id: photo.id })).mediaFilename).toBe(oldKey);

    const answer = await editDedic(
      admin(),
      { 'dedic-id': String(photo.id), 'dedic-type': 'dedica-foto', dedic: 'Nuova foto' },
      { field: 'photo', content: await jpegWithGps(), filename: 'nuova.jpg', contentType: 'image/jpeg' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = await dedications().findOneByOrFail({ id: photo.id });
    expect(stored.mediaFilename).toMatch(/^dedications\/[0-9a-f]{32}\.jpg$/);
    expect(stored.mediaType).toBe('photo');
    expect(existsSync(join(testApp.config.mediaDir, stored.mediaFilename!))).toBe(true);
    expect(existsSync(join(testApp.config.mediaDir, oldKey))).toBe(false);

    // A candle carries no media: the photo goes.
    await succeeded(editDedic(admin(), { 'dedic-id': String(photo.id), 'dedic-type': 'dedica-cero' }));
    expect(await dedications().findOneByOrFail({ id: photo.id })).toMatchObject({
      mediaFilename: null,
      mediaType: null,
    });
    expect(existsSync(join(testApp.config.mediaDir, stored.mediaFilename!))).toBe(false);
  });

  it('refuses bad input: a video type without a video, an unknown type, a refused upload; nothing is saved', async () => {
    const { deceased } = await ownedDeceased();
    const pending = await saveDedication(deceased);
    const noVideo = await editDedic(admin(), {
      'dedic-id': String(pending.id),
      'dedic-type': 'dedica-video',
    });
    expect(noVideo.status).toBe(400);
    expect(bodyOf(noVideo).data).toEqual({ fields: { video: 'Carica almeno un file' } });

    const unknownType = await editDedic(admin(), {
      'dedic-id': String(pending.id),
      'dedic-type': 'dedica-torta',
    });
    expect(unknownType.status).toBe(400);
    expect(bodyOf(unknownType).errorCode).toBe('VALIDATION_FAILED');

    const tooLong = await editDedic(admin(), {
      'dedic-id': String(pending.id),
      'dedic-type': 'dedica-fiori',
      dedic: 'a'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);

    const notAPhoto = await editDedic(
      admin(),
      { 'dedic-id': String(pending.id), 'dedic-type': 'dedica-foto' },
      {
        field: 'photo',
        content: Buffer.from('not an image at all'),
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(notAPhoto.status).toBe(400);

    const missing = await editDedic(admin(), { 'dedic-id': '99999999', 'dedic-type': 'dedica-fiori' });
    expect(missing.status).toBe(404);

    expect(await dedications().findOneByOrFail({ id: pending.id })).toMatchObject({
      type: 'dedica-fiori',
      text: 'Ti ricorderemo sempre',
    });
    expect(await auditOf('dedication.edit', pending.id)).toHaveLength(0);
  });
});

describe('deleteDedic', () => {
  it('deletes the dedication and its file with an audit row; again answers deleted false', async () => {
    const { deceased } = await ownedDeceased();
    const key = await storedMedia(`gone-${Date.now()}.jpg`);
    const photo = await saveDedication(deceased, {
      type: 'dedica-foto',
      mediaFilename: key,
      mediaType: 'photo',
    });
    const answer = await postForm(admin(), '/api/admin/deleteDedic', { dedicID: `000${photo.id}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf(answer).data).toEqual({ ID: photo.id, deleted: true });
    expect(await dedications().findOneBy({ id: photo.id })).toBeNull();
    expect(existsSync(join(testApp.config.mediaDir, key))).toBe(false);
    expect((await publicDedications(deceased.id)).map((item) => item.ID)).not.toContain(photo.id);
    const [row] = await auditOf('dedication.delete', photo.id);
    expect(JSON.parse(row.oldValues ?? '{}')).toMatchObject({ type: 'dedica-foto', giver: 'Luca Bassi' });

    const again = await postForm(admin(), '/api/admin/deleteDedic', { dedicID: String(photo.id) });
    expect(bodyOf(again).data).toEqual({ ID: photo.id, deleted: false });

    const unpaid = await saveDedication(deceased, { status: 'unpaid' });
    expect((await postForm(admin(), '/api/admin/deleteDedic', { dedicID: String(unpaid.id) })).status).toBe(
      404,
    );
    expect((await postForm(admin(), '/api/admin/deleteDedic', { dedicID: 'abc' })).status).toBe(400);
  });
});

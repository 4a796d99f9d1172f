import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import { saveDeceased } from '../../test-support/deceased-helpers';
import { jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import type { User } from '../accounts/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { MemorialMediaItem } from './memorial-media.entity';
import { Memorial } from './memorial.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Who = 'anonymous' | 'clientedemo' | 'partnerdemo' | 'lampadedemo' | 'adminricordo';
const agents = {} as Record<Who, Browser>;
let owner: User & { password: string };
let photo: Buffer;

beforeAll(async () => {
  for (const who of ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo', 'adminricordo'] as const) {
    agents[who] = await browser(testApp);
    if (who !== 'anonymous') await signIn(agents[who], who);
  }
  owner = await createClient(testApp);
  photo = await jpegWithGps();
});

const DAY = 86_400_000;
const admin = () => agents.adminricordo;
const memorials = () => testApp.dataSource.getRepository(Memorial);
const gallery = () => testApp.dataSource.getRepository(MemorialMediaItem);
const mediaDir = () => testApp.config.mediaDir;
function filesIn(folder: string): string[] {
  const dir = join(mediaDir(), folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}
const stored = (url: string) => existsSync(join(mediaDir(), url.replace(/^\/media\//, '')));

let people = 0;
async function person(): Promise<number> {
  people += 1;
  const saved = await saveDeceased(testApp, {
    name: `Livia${people}`,
    surname: 'Drusilla',
    ownerUserId: owner.id,
  });
  return saved.id;
}

interface MemorialForm {
  'deceased-id'?: string;
  'deceased-bio'?: string;
  'memorial-id'?: string;
  'image-to-remove'?: string;
  'remove-video'?: string;
  photos?: number;
  video?: boolean;
}

async function upload(agent: Browser, path: string, form: MemorialForm, csrf = true) {
  let call = agent.post(path);
  if (csrf) call = call.set('X-CSRF-Token', await csrfToken(agent));
  const { photos = 0, video = false, ...fields } = form;
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) call = call.field(name, value);
  for (let index = 0; index < photos; index += 1)
    call = call.attach('images', photo, { filename: `foto${index}.jpg`, contentType: 'image/jpeg' });
  if (video) call = call.attach('video', mp4Video(), { filename: 'video.mp4', contentType: 'video/mp4' });
  return call;
}
const add = (agent: Browser, form: MemorialForm) => upload(agent, '/api/admin/addMemorialToDeceased', form);
const edit = (agent: Browser, form: MemorialForm) => upload(agent, '/api/admin/memorial/edit', form);
async function remove(agent: Browser, deceasedID: string, csrf = true) {
  const call = agent.post('/api/admin/deleteMemorial').type('form');
  return (csrf ? call.set('X-CSRF-Token', await csrfToken(agent)) : call).send({ deceasedID });
}
const read = (agent: Browser, id: number | string) => agent.get(`/api/admin/memorial/${id}`);

interface ReadData {
  memorial: { ID: number; bio: string; expirationDate: number } | null;
  memorialMedia: Array<{ ID: number; type: string; file: string }>;
}
async function readData(id: number): Promise<ReadData> {
  const response = await read(admin(), id).expect(200);
  return bodyOf(response).data as unknown as ReadData;
}

/** A memorial added by the admin with `photos` photos and, when asked, a video. */
async function withMemorial(photos: number, video = false): Promise<{ id: number; data: ReadData }> {
  const id = await person();
  const response = await add(admin(), {
    'deceased-id': `000${id}`,
    'deceased-bio': '<p>Chi era</p>',
    photos,
    video,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id, data: await readData(id) };
}

const auditOf = (deceasedId: number, action: string) =>
  testApp.dataSource
    .getRepository(AuditEntry)
    .findOneByOrFail({ targetType: 'deceased', targetId: String(deceasedId), action });

describe('authorization: admins only, CSRF on every change', () => {
  const refused = ['anonymous', 'clientedemo', 'partnerdemo', 'lampadedemo'] as const;

  it('every route: anonymous 401, client / partner / lamp manager 403, no file kept, nothing changed', async () => {
    const id = await person();
    const { id: withOne } = await withMemorial(1);
    const before = await memorials().count();
    for (const who of refused) {
      const calls = [
        await read(agents[who], id),
        await add(agents[who], { 'deceased-id': String(id), 'deceased-bio': '<p>x</p>', photos: 1 }),
        await edit(agents[who], { 'deceased-id': String(withOne), 'deceased-bio': '<p>x</p>', photos: 1 }),
        await remove(agents[who], String(withOne)),
      ];
      for (const response of calls) {
        expect(response.status, who).toBe(who === 'anonymous' ? 401 : 403);
        if (who !== 'anonymous') expect(bodyOf(response).errorCode, who).toBe('ACCESS_DENIED');
      }
    }
    expect(await memorials().count()).toBe(before);
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn(`memorial/${id}`)).toEqual([]);
    expect((await readData(withOne)).memorialMedia).toHaveLength(1);
  });

  it('an admin acting for a client reaches none of them', async () => {
    const { id: withOne } = await withMemorial(1);
    const id = await person();
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
    const calls = [
      await read(acting, withOne),
      await add(acting, { 'deceased-id': String(id), 'deceased-bio': '<p>x</p>', photos: 1 }),
      await edit(acting, { 'deceased-id': String(withOne), 'deceased-bio': '<p>x</p>', photos: 1 }),
      await remove(acting, String(withOne)),
    ];
    for (const response of calls) expect(response.status).toBe(403);
    expect(await memorials().existsBy({ deceasedId: id })).toBe(false);
    expect((await readData(withOne)).memorialMedia).toHaveLength(1);
    expect(filesIn(`memorial/${id}`)).toEqual([]);
    expect(filesIn('tmp')).toEqual([]);
  });

  it('an admin without the CSRF token is refused', async () => {
    const { id } = await withMemorial(0);
    const refusedCalls = [
      await upload(admin(), '/api/admin/addMemorialToDeceased', { 'deceased-id': String(id) }, false),
      await upload(admin(), '/api/admin/memorial/edit', { 'deceased-id': String(id) }, false),
      await remove(admin(), String(id), false),
    ];
    for (const response of refusedCalls) {
      expect(response.status).toBe(403);
      expect(bodyOf(response).errorCode).toBe('CSRF_INVALID');
    }
    expect(await memorials().existsBy({ deceasedId: id })).toBe(true);
  });
});

describe('POST /api/admin/addMemorialToDeceased', () => {
  it('adds a year of memorial without payment, shows it on the page at once, audits it', async () => {
    const id = await person();
    // The page is built (and cached) before the memorial exists.
    expect(bodyOf(await agents.anonymous.get(`/api/deceased/deceasedData/${id}`)).data?.memorial).toBeNull();
    const response = await add(admin(), {
      'deceased-id': `000${id}`,
      'deceased-bio': '<p>Maestra <script>alert(1)</script><strong>amata</strong></p>',
      photos: 2,
      video: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ response: 'success', message: 'Memorial aggiunto con successo' });
    expect(bodyOf(response).data).toMatchObject({ deceasedID: id, photos: 2, videos: 1 });

    const memorial = await memorials().findOneByOrFail({ deceasedId: id });
    expect(memorial.bio).toBe('<p>Maestra <strong>amata</strong></p>');
    expect(Math.abs(memorial.expiresAt.getTime() - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    const media = await gallery().findBy({ memorialId: memorial.id });
    expect(media.map((item) => item.type).sort()).toEqual(['photo', 'photo', 'video']);
    expect(media.every((item) => existsSync(join(mediaDir(), item.file)))).toBe(true);
    expect(filesIn('tmp')).toEqual([]);

    const page = bodyOf(await agents.anonymous.get(`/api/deceased/deceasedData/${id}`)).data as {
      memorial: { bio: string } | null;
      memorialMedia: unknown[];
    };
    expect(page.memorial?.bio).toBe(memorial.bio);
    expect(page.memorialMedia).toHaveLength(3);

    const audit = await auditOf(id, 'memorial.add');
    expect(audit).toMatchObject({ actorUsername: 'adminricordo', actedUserId: owner.id });
    expect(JSON.parse(audit.newValues ?? '{}')).toMatchObject({ memorialId: memorial.id });
  });

  it('refuses an empty biography, an unknown deceased and an active memorial, keeping no file', async () => {
    const id = await person();
    const empty = await add(admin(), { 'deceased-id': String(id), 'deceased-bio': '<p> </p>', photos: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Campo obbligatorio', errorCode: 'VALIDATION_FAILED' });
    const unknown = await add(admin(), { 'deceased-id': '0009999999', 'deceased-bio': '<p>x</p>' });
    expect(unknown.status).toBe(404);
    expect(bodyOf(unknown).errorCode).toBe('DECEASED_NOT_FOUND');

    const { id: active } = await withMemorial(1);
    const again = await add(admin(), {
      'deceased-id': String(active),
      'deceased-bio': '<p>x</p>',
      photos: 1,
    });
    expect(again.status).toBe(409);
    expect(bodyOf(again).errorCode).toBe('MEMORIAL_ACTIVE');
    expect(filesIn(`memorial/${id}`)).toEqual([]);
    expect(filesIn(`memorial/${active}`)).toHaveLength(1);
    expect(filesIn('tmp')).toEqual([]);
  });

  it('two adds at once: one memorial, the other refused without keeping its files', async () => {
    const id = await person();
    const form = { 'deceased-id': String(id), 'deceased-bio': '<p>Insieme</p>', photos: 1 };
    const answers = await Promise.all([add(admin(), form), add(admin(), form)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await memorials().countBy({ deceasedId: id })).toBe(1);
    expect(filesIn(`memorial/${id}`)).toHaveLength(1);
    expect(filesIn('tmp')).toEqual([]);
  });

  it('an expired memorial starts a new year; its gallery counts in the 10 photos', async () => {
    const { id, data } = await withMemorial(9);
    await memorials().update({ deceasedId: id }, { expiresAt: new Date(Date.now() - DAY) });
    const tooMany = await add(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>Di nuovo</p>',
      photos: 2,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      errorCode: 'MAX_IMAGES_REACHED',
      message: "hai gia' caricato 10 immagini",
    });
    expect(filesIn(`memorial/${id}`)).toHaveLength(9);

    const renewed = await add(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>Di nuovo</p>',
      photos: 1,
    });
    expect(renewed.status).toBe(200);
    const after = await readData(id);
    expect(after.memorial?.ID).toBe(data.memorial?.ID);
    expect(after.memorial!.expirationDate * 1000).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(after.memorialMedia).toHaveLength(10);
  });
});

describe('GET /api/admin/memorial/{deceasedId}', () => {
  it('answers the memorial with its whole gallery even when expired, null without one', async () => {
    const { id } = await withMemorial(2, true);
    await memorials().update({ deceasedId: id }, { expiresAt: new Date(Date.now() - DAY) });
    const data = await readData(id);
    expect(data.memorial?.bio).toBe('<p>Chi era</p>');
    expect(data.memorialMedia.map((item) => item.type)).toEqual(['photo', 'photo', 'video']);
    expect(data.memorialMedia.every((item) => item.file.startsWith('/media/memorial/'))).toBe(true);

    const none = await person();
    expect(await readData(none)).toMatchObject({ memorial: null, memorialMedia: [] });
    expect((await read(admin(), 9_999_999)).status).toBe(404);
  });
});

describe('POST /api/admin/memorial/edit', () => {
  it('replaces the biography, removes photos and the video, adds new ones; files go after the commit', async () => {
    const { id, data } = await withMemorial(3, true);
    const [first, second] = data.memorialMedia;
    const video = data.memorialMedia.find((item) => item.type === 'video')!;
    const response = await edit(admin(), {
      'deceased-id': `000${id}`,
      'memorial-id': String(data.memorial!.ID),
      'deceased-bio': '<h2>Nuova</h2><p>biografia</p>',
      'image-to-remove': JSON.stringify([first.ID, String(second.ID)]),
      'remove-video': '1',
      photos: 1,
      video: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ message: 'Memorial modificato con successo' });
    expect(bodyOf(response).data).toMatchObject({ photos: 2, videos: 1 });

    const after = await readData(id);
    expect(after.memorial?.bio).toBe('<h2>Nuova</h2><p>biografia</p>');
    expect(after.memorial?.expirationDate).toBe(data.memorial?.expirationDate);
    const ids = after.memorialMedia.map((item) => item.ID);
    expect(ids).not.toContain(first.ID);
    expect(ids).not.toContain(second.ID);
    expect(ids).not.toContain(video.ID);
    expect(after.memorialMedia.map((item) => item.type).sort()).toEqual(['photo', 'photo', 'video']);
    expect([first, second, video].some((item) => stored(item.file))).toBe(false);
    expect(after.memorialMedia.every((item) => stored(item.file))).toBe(true);

    const audit = await auditOf(id, 'memorial.edit');
    expect(JSON.parse(audit.oldValues ?? '{}')).toMatchObject({ bio: '<p>Chi era</p>' });
    expect(JSON.parse(audit.oldValues ?? '{}').removed).toHaveLength(3);
  });

  it('counts the limits with the gallery that stays; a refusal changes nothing and keeps no new file', async () => {
    const { id, data } = await withMemorial(9, true);
    const photosTooMany = await edit(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>Cambiata</p>',
      photos: 2,
    });
    expect(photosTooMany.status).toBe(400);
    expect(bodyOf(photosTooMany).errorCode).toBe('MAX_IMAGES_REACHED');
    const secondVideo = await edit(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>x</p>',
      video: true,
    });
    expect(secondVideo.status).toBe(400);
    expect(secondVideo.body).toMatchObject({
      errorCode: 'MAX_VIDEOS_REACHED',
      message: "hai gia' caricato un video",
    });
    expect(await readData(id)).toEqual(data);
    expect(filesIn(`memorial/${id}`)).toHaveLength(10);
    expect(filesIn('tmp')).toEqual([]);

    // One photo out, two in: 10.
    const fits = await edit(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>Chi era</p>',
      'image-to-remove': JSON.stringify([data.memorialMedia[0].ID]),
      photos: 2,
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(bodyOf(fits).data).toMatchObject({ photos: 10, videos: 1 });
  });

  it('refuses a bad removal list, another memorial id, and a deceased without memorial', async () => {
    const { id, data } = await withMemorial(1);
    const bad = await edit(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>x</p>',
      'image-to-remove': '[1,"a"]',
    });
    expect(bad.status).toBe(400);
    expect(bodyOf(bad).errorCode).toBe('VALIDATION_FAILED');
    const other = await edit(admin(), {
      'deceased-id': String(id),
      'deceased-bio': '<p>x</p>',
      'memorial-id': String(data.memorial!.ID + 1000),
    });
    expect(other.status).toBe(404);
    const none = await edit(admin(), { 'deceased-id': String(await person()), 'deceased-bio': '<p>x</p>' });
    expect(none.status).toBe(404);
    expect(bodyOf(none).errorCode).toBe('MEMORIAL_NOT_FOUND');
    expect((await readData(id)).memorial?.bio).toBe('<p>Chi era</p>');
  });
});

describe('POST /api/admin/deleteMemorial', () => {
  it('deletes the memorial, its gallery and files; the page no longer shows it; audited', async () => {
    const { id, data } = await withMemorial(2, true);
    expect(
      bodyOf(await agents.anonymous.get(`/api/deceased/deceasedData/${id}`)).data?.memorial,
    ).not.toBeNull();
    const response = await remove(admin(), `000${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Memorial eliminato con successo' });
    expect(await memorials().existsBy({ deceasedId: id })).toBe(false);
    expect(await gallery().countBy({ memorialId: data.memorial!.ID })).toBe(0);
    expect(data.memorialMedia.some((item) => stored(item.file))).toBe(false);
    expect(bodyOf(await agents.anonymous.get(`/api/deceased/deceasedData/${id}`)).data?.memorial).toBeNull();
    const audit = await auditOf(id, 'memorial.delete');
    expect(audit).toMatchObject({ actorUsername: 'adminricordo', actedUsername: owner.username });

    const again = await remove(admin(), String(id));
    expect(again.status).toBe(404);
    expect(bodyOf(again).errorCode).toBe('MEMORIAL_NOT_FOUND');
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyOf, createClient, postForm } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { saveDeceased } from '../../test-support/deceased-helpers';
import type { User } from '../accounts/user.entity';
import { exifHasGps, jpegWithGps, mp4Video } from '../../test-support/media-fixtures';
import { Order } from '../orders/entities/order.entity';
import { payThroughSandbox } from '../../test-support/payment-helpers';
import { Clock } from '../scheduler/clock';
import { Memorial } from './memorial.entity';
import { MemorialMediaItem } from './memorial-media.entity';

const RENEWAL =
  'Il defunto scelto ha gia` un servizio memorial attivo, il servizio verra` prolungato di un anno';

const testApp = useTestApp({ OUTBOX_WORKER: '0' });
let owner: User & { password: string };
let stranger: User & { password: string };
let ownerBrowser: Browser;
let ownerCsrf: string;

beforeAll(async () => {
  owner = await createClient(testApp);
  stranger = await createClient(testApp);
  ownerBrowser = await browser(testApp);
  ownerCsrf = await signIn(ownerBrowser, owner.username, owner.password);
});

afterAll(() => {
  vi.restoreAllMocks();
});

let people = 0;
async function deceasedOf(user: User | null): Promise<number> {
  people += 1;
  const saved = await saveDeceased(testApp, {
    name: `Ettore${people}`,
    surname: 'Fieramosca',
    gender: 'M',
    dateOfBirth: '1940-01-01',
    dateOfDeath: '2020-01-01',
    publicationTime: new Date('2020-01-02T10:00:00Z'),
    ownerUserId: user?.id ?? null,
  });
  return saved.id;
}

interface OrderForm {
  deceasedID?: string;
  biografic?: string;
  photos?: Buffer[];
  video?: Buffer;
}

function sendform(agent: Browser, csrf: string, form: OrderForm) {
  let call = agent.post('/api/memorials/sendform/memorial').set('X-CSRF-Token', csrf);
  if (form.deceasedID !== undefined) call = call.field('deceasedID', form.deceasedID);
  if (form.biografic !== undefined) call = call.field('biografic', form.biografic);
  call = call.field('memorialType', 'newActivation');
  for (const [index, photo] of (form.photos ?? []).entries())
    call = call.attach('images', photo, { filename: `foto${index}.jpg`, contentType: 'image/jpeg' });
  if (form.video)
    call = call.attach('video', form.video, { filename: 'video.mp4', contentType: 'video/mp4' });
  return call;
}

interface Created {
  orderid: number;
  orderKey: string;
}

/** The payment modal's test checkout (sandbox approval, paypalUpdate), with the server's clock at `paidAt`. */
async function pay(created: Created, paidAt: Date) {
  const spy = vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(paidAt);
  try {
    const response = await payThroughSandbox(ownerBrowser, created.orderid, created.orderKey);
    expect(response.status).toBe(200);
    return bodyOf(response).data;
  } finally {
    spy.mockRestore();
  }
}

const mediaDir = () => testApp.config.mediaDir;
function filesIn(folder: string): string[] {
  const dir = join(mediaDir(), folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}
const orderOf = (id: number) => testApp.dataSource.getRepository(Order).findOneByOrFail({ id });
const payloadOf = async (id: number) =>
  JSON.parse((await orderOf(id)).payload) as { media: Array<{ type: string; file: string }>; bio: string };

describe('POST /api/memorials/sendform/memorial refuses', () => {
  it('a visitor who is not signed in, before reading the files', async () => {
    const anonymous = await browser(testApp);
    const csrf = bodyOf(await anonymous.get('/api/auth/securitytoken')).data?._csrf as string;
    const deceasedId = await deceasedOf(owner);
    const response = await sendform(anonymous, csrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Bio</p>',
      photos: [await jpegWithGps()],
    }).expect(401);
    expect(response.body).toMatchObject({
      errorCode: 'LOGIN_REQUIRED',
      message: "Effettua l'accesso per continuare",
    });
    expect(filesIn('tmp')).toEqual([]);
  });

  it('no deceased chosen, and an empty biography', async () => {
    const deceasedId = await deceasedOf(owner);
    const none = await sendform(ownerBrowser, ownerCsrf, {
      biografic: '<p>Bio</p>',
      photos: [await jpegWithGps()],
    });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'Scegli un defunto per proseguire' });
    const empty = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p><br></p><script>alert(1)</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: 'Campo obbligatorio' });
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn(`memorial/${deceasedId}`)).toEqual([]);
  });

  it('a deceased of someone else as unknown, deleting the uploaded files; an admin may order for anyone', async () => {
    const othersDeceased = await deceasedOf(stranger);
    const response = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: `000${othersDeceased}`,
      biografic: '<p>Bio</p>',
      photos: [await jpegWithGps()],
    }).expect(404);
    expect(response.body).toMatchObject({ errorCode: 'DECEASED_NOT_FOUND' });
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn(`memorial/${othersDeceased}`)).toEqual([]);

    const admin = await browser(testApp);
    const adminCsrf = await signIn(admin, 'adminricordo');
    const allowed = await sendform(admin, adminCsrf, {
      deceasedID: String(othersDeceased),
      biografic: '<p>Bio</p>',
    }).expect(200);
    expect(bodyOf(allowed).data).toMatchObject({ renewal: false, amountCents: 600 });
  });
});

describe('a memorial service order', () => {
  it('new activation: files kept for the order, paid → memorial of one year with its media on the page', async () => {
    const deceasedId = await deceasedOf(owner);
    // The page is built (and cached) before the purchase: no memorial yet.
    const before = await request(testApp.url).get(`/api/deceased/deceasedData/${deceasedId}`).expect(200);
    expect(bodyOf(before).data).toMatchObject({ memorial: null, memorialMedia: [] });

    const response = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p onclick="x()">Un <strong>uomo</strong> buono<script>alert(1)</script></p>',
      photos: [await jpegWithGps(), await jpegWithGps(32, 32)],
      video: mp4Video(),
    }).expect(200);
    const data = bodyOf(response).data as {
      orderid: number;
      orderKey: string;
      amountCents: number;
      renewal: boolean;
    };
    expect(data).toMatchObject({ renewal: false, amountCents: 600, message: '' });
    expect(data.orderKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const order = await orderOf(data.orderid);
    expect(order).toMatchObject({ type: 'memorial', status: 'created', userId: owner.id, amountCents: 600 });
    const payload = await payloadOf(data.orderid);
    expect(payload.bio).toBe('<p>Un <strong>uomo</strong> buono</p>');
    expect(payload.media.map((item) => item.type)).toEqual(['photo', 'photo', 'video']);
    for (const item of payload.media) {
      expect(item.file).toMatch(new RegExp(`^memorial/${deceasedId}/[0-9a-f]{32}\\.(jpg|mp4)$`));
      expect(existsSync(join(mediaDir(), item.file))).toBe(true);
    }
    const stored = await sharp(join(mediaDir(), payload.media[0].file)).metadata();
    expect(exifHasGps(stored.exif)).toBe(false);
    expect(filesIn('tmp')).toEqual([]);

    const paidAt = new Date('2026-11-21T10:00:00Z');
    expect(await pay(data, paidAt)).toMatchObject({
      status: 'paid',
      type: 'memorial',
      deceasedID: deceasedId,
    });
    const memorial = await testApp.dataSource.getRepository(Memorial).findOneByOrFail({ deceasedId });
    expect(memorial.expiresAt.toISOString()).toBe('2027-11-21T10:00:00.000Z');
    expect(memorial.bio).toBe(payload.bio);

    const after = bodyOf(
      await request(testApp.url).get(`/api/deceased/deceasedData/${deceasedId}`).expect(200),
    );
    expect(after.data).toMatchObject({ memorial: { ID: memorial.id, bio: payload.bio } });
    const media = (after.data as { memorialMedia: Array<{ type: string; file: string }> }).memorialMedia;
    expect(media.map((item) => [item.type, item.file])).toEqual(
      payload.media.map((item) => [item.type, `/media/${item.file}`]),
    );
  });

  it('renewal of an active memorial: the message, and the expiry moves by exactly one year', async () => {
    const deceasedId = await deceasedOf(owner);
    const now = new Date();
    const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + 20 * 86_400_000);
    const memorials = testApp.dataSource.getRepository(Memorial);
    const existing = await memorials.save(
      memorials.create({ deceasedId, bio: '<p>Vecchia</p>', expiresAt, notNotify: 1, createdAt: now }),
    );
    await testApp.dataSource.getRepository(MemorialMediaItem).insert({
      memorialId: existing.id,
      type: 'photo',
      file: 'memorial/old.jpg',
      position: 0,
      createdAt: now,
    });

    const response = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Nuova</p>',
      photos: [await jpegWithGps()],
    }).expect(200);
    expect(bodyOf(response)).toMatchObject({ message: RENEWAL, data: { renewal: true, message: RENEWAL } });

    await pay(bodyOf(response).data as unknown as Created, now);
    const renewed = await memorials.findOneByOrFail({ id: existing.id });
    const expected = new Date(expiresAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.expiresAt.toISOString()).toBe(expected.toISOString());
    expect(renewed).toMatchObject({ bio: '<p>Nuova</p>', notNotify: 0 });
    const items = await testApp.dataSource
      .getRepository(MemorialMediaItem)
      .find({ where: { memorialId: existing.id }, order: { position: 'ASC' } });
    expect(items.map((item) => item.position)).toEqual([0, 1]);
    expect(items[0].file).toBe('memorial/old.jpg');
  });

  it('an expired memorial starts its new year from the payment', async () => {
    const deceasedId = await deceasedOf(owner);
    const memorials = testApp.dataSource.getRepository(Memorial);
    await memorials.save(
      memorials.create({
        deceasedId,
        bio: '<p>x</p>',
        expiresAt: new Date('2025-01-01T00:00:00Z'),
        notNotify: 0,
        createdAt: new Date('2024-01-01T00:00:00Z'),
      }),
    );
    const response = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Di nuovo</p>',
    }).expect(200);
    expect(bodyOf(response).data).toMatchObject({ renewal: false });
    await pay(bodyOf(response).data as unknown as Created, new Date('2026-11-21T08:30:00Z'));
    expect((await memorials.findOneByOrFail({ deceasedId })).expiresAt.toISOString()).toBe(
      '2027-11-21T08:30:00.000Z',
    );
  });

  it('counts the photos and the video already in the memorial', async () => {
    const deceasedId = await deceasedOf(owner);
    const now = new Date();
    const memorials = testApp.dataSource.getRepository(Memorial);
    const memorial = await memorials.save(
      memorials.create({
        deceasedId,
        bio: '<p>x</p>',
        expiresAt: new Date(now.getTime() + 86_400_000 * 200),
        notNotify: 0,
        createdAt: now,
      }),
    );
    const rows = Array.from({ length: 9 }, (_, index) => ({
      memorialId: memorial.id,
      type: 'photo' as const,
      file: `memorial/p${index}.jpg`,
      position: index,
      createdAt: now,
    }));
    await testApp.dataSource
      .getRepository(MemorialMediaItem)
      .insert([
        ...rows,
        { memorialId: memorial.id, type: 'video', file: 'memorial/v.mp4', position: 9, createdAt: now },
      ]);
    const photo = await jpegWithGps();
    const tooMany = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Bio</p>',
      photos: [photo, photo],
    }).expect(400);
    expect(tooMany.body).toMatchObject({
      errorCode: 'MAX_IMAGES_REACHED',
      message: "hai gia' caricato 10 immagini",
    });
    const secondVideo = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Bio</p>',
      video: mp4Video(),
    }).expect(400);
    expect(secondVideo.body).toMatchObject({ errorCode: 'MAX_VIDEOS_REACHED' });
    await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Bio</p>',
      photos: [photo],
    }).expect(200);
    expect(filesIn('tmp')).toEqual([]);
  });

  it('cancelled: the files of the order are deleted and nothing reaches the memorial', async () => {
    const deceasedId = await deceasedOf(owner);
    const response = await sendform(ownerBrowser, ownerCsrf, {
      deceasedID: String(deceasedId),
      biografic: '<p>Bio</p>',
      photos: [await jpegWithGps()],
      video: mp4Video(),
    }).expect(200);
    const { orderid, orderKey } = bodyOf(response).data as unknown as Created;
    const payload = await payloadOf(orderid);
    expect(payload.media.every((item) => existsSync(join(mediaDir(), item.file)))).toBe(true);
    // /paypal-error cancels the order of its type.
    const wrongType = await postForm(
      ownerBrowser,
      '/api/orders/cancelDedic',
      { orderid: String(orderid), orderKey },
      'json',
    );
    expect(wrongType.status).toBe(404);
    expect(payload.media.every((item) => existsSync(join(mediaDir(), item.file)))).toBe(true);
    const cancelled = await postForm(
      ownerBrowser,
      '/api/orders/cancelMemorial',
      { orderid: `000${orderid}`, orderKey },
      'json',
    );
    expect(cancelled.status).toBe(200);
    expect(bodyOf(cancelled).data).toMatchObject({ status: 'cancelled' });
    expect((await orderOf(orderid)).status).toBe('cancelled');
    expect(payload.media.some((item) => existsSync(join(mediaDir(), item.file)))).toBe(false);
    expect(await testApp.dataSource.getRepository(Memorial).findOneBy({ deceasedId })).toBeNull();
  });
});

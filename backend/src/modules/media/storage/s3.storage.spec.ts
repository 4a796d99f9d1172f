import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/app-config';
import { ACCOUNT_TEST_ENV } from '../../../test-support/account-helpers';
import { jpegWithGps, mp4Video } from '../../../test-support/media-fixtures';
import { startS3Server, type TestS3Server } from '../../../test-support/s3-server';
import { browser, csrfToken, startTestApp, type TestApp } from '../../../test-support/test-app';
import { CaptchaService } from '../../content/contact/captcha.service';
import { Partner } from '../../partners/partner.entity';
import { createMediaStorage } from './create-media-storage';
import { createS3Client, S3Storage } from './s3.storage';

type AltchaLib = typeof import('altcha-lib', { with: { 'resolution-mode': 'import' } });

let s3: TestS3Server;
/** A client of its own, to look into the bucket the way an operator would, not through the driver. */
let bucket: S3Client;
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Client(s3.config);
  dir = mkdtempSync(join(tmpdir(), 'ricordo-s3-spec-'));
});

afterAll(async () => {
  bucket?.destroy();
  await s3?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const objectBytes = async (key: string) =>
  Buffer.from(
    await (
      await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }))
    ).Body!.transformToByteArray(),
  );
const objectExists = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then(
    () => true,
    () => false,
  );

describe('S3Storage against a server speaking the S3 API', () => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = new S3Storage(s3.config);
  });

  it('writes a stream under its key and reads it back, whole or by range', async () => {
    await storage.write('memorial/7/photo.jpg', Readable.from([Buffer.from('0123456789')]));
    expect((await objectBytes('memorial/7/photo.jpg')).toString()).toBe('0123456789');
    expect(await storage.stat('memorial/7/photo.jpg')).toMatchObject({ size: 10 });
    expect(await storage.exists('memorial/7/photo.jpg')).toBe(true);
    expect(await text((await storage.read('memorial/7/photo.jpg'))!)).toBe('0123456789');
    expect(await text((await storage.read('memorial/7/photo.jpg', { start: 2, end: 4 }))!)).toBe('234');
  });

  it('streams a file larger than one part as a multipart upload, byte for byte', async () => {
    const big = Buffer.alloc(19 * 1024 * 1024);
    for (let index = 0; index < big.length; index += 4096) big.writeUInt32BE(index, index);
    // In 64 KiB chunks, as a socket or a file stream gives it.
    const chunks = function* () {
      for (let at = 0; at < big.length; at += 65536) yield big.subarray(at, at + 65536);
    };
    await storage.write('partner/acme/video.mp4', Readable.from(chunks()));
    expect(await storage.stat('partner/acme/video.mp4')).toMatchObject({ size: big.length });
    expect((await buffer((await storage.read('partner/acme/video.mp4'))!)).equals(big)).toBe(true);
    const tail = await buffer(
      (await storage.read('partner/acme/video.mp4', { start: big.length - 10, end: big.length - 1 }))!,
    );
    expect(tail.equals(big.subarray(big.length - 10))).toBe(true);
  });

  it('replaces a file whole when written again', async () => {
    await storage.write('replace/a.txt', Readable.from(['first version, longer']));
    await storage.write('replace/a.txt', Readable.from(['second']));
    expect(await text((await storage.read('replace/a.txt'))!)).toBe('second');
  });

  it('leaves no object when the stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('half a file');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.write('broken/b.jpg', failing)).rejects.toThrow('client went away');
    expect(await storage.exists('broken/b.jpg')).toBe(false);
  });

  it('moves a local file in: the key holds its bytes and the local file is gone', async () => {
    const local = join(dir, 'received.bin');
    writeFileSync(local, 'uploaded bytes');
    await storage.moveIn(local, 'dedications/c.mp4');
    expect(existsSync(local)).toBe(false);
    expect((await objectBytes('dedications/c.mp4')).toString()).toBe('uploaded bytes');
  });

  it('deletes a file; a missing file reads as null and deleting it again is fine', async () => {
    await storage.write('gone/d.jpg', Readable.from(['x']));
    await storage.delete('gone/d.jpg');
    expect(await objectExists('gone/d.jpg')).toBe(false);
    expect(await storage.stat('gone/d.jpg')).toBeNull();
    expect(await storage.read('gone/d.jpg')).toBeNull();
    expect(await storage.read('never/was.jpg', { start: 0, end: 3 })).toBeNull();
    await expect(storage.delete('gone/d.jpg')).resolves.toBeUndefined();
  });

  it.each(['../outside.txt', '/etc/passwd', 'a//b.jpg', '.hidden', 'tmp/upload'])(
    'treats %j as naming no file',
    async (key) => {
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.read(key)).toBeNull();
      await storage.delete(key);
      await expect(storage.write(key, Readable.from(['x']))).rejects.toThrow(/Not a media key/);
    },
  );

  it('answers a server that cannot be reached with an error, not with "missing"', async () => {
    const nowhere = new S3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(nowhere.stat('memorial/7/photo.jpg')).rejects.toThrow();
  });
});

describe('MEDIA_STORAGE=s3', () => {
  it('chooses the S3 driver with the S3_* settings', () => {
    const config = loadConfig({ ...s3.env, S3_ENDPOINT: `${s3.config.endpoint}/` });
    expect(config.mediaStorage).toBe('s3');
    expect(config.s3).toEqual(s3.config);
    expect(createMediaStorage(config)).toBeInstanceOf(S3Storage);
    expect(loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' }).s3).toEqual({
      bucket: 'media',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: '' }, /S3_BUCKET is required with MEDIA_STORAGE=s3/],
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_REGION: 'Milano Sud' }, /S3_REGION must be a region name/],
    [{ S3_SECRET_ACCESS_KEY: '' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be 0 or 1/],
  ])('refuses %j at start with a clear message', (change, message) => {
    expect(() => loadConfig({ ...s3.env, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3.env, ...change })).toThrow(message);
  });
});

describe('the platform with MEDIA_STORAGE=s3', () => {
  let testApp: TestApp;
  const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

  beforeAll(async () => {
    testApp = await startTestApp({ demoMode: false }, { ...ACCOUNT_TEST_ENV, ...s3.env });
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'memorial/9/clip.mp4', Body: video }),
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('serves /media/ from the bucket: whole, by range, and 404 for a missing object', async () => {
    const whole = await request(testApp.url).get('/media/memorial/9/clip.mp4').expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-length']).toBe('1000');
    expect(Buffer.from(whole.body as Buffer).equals(video)).toBe(true);
    const part = await request(testApp.url)
      .get('/media/memorial/9/clip.mp4')
      .set('Range', 'bytes=100-199')
      .expect(206);
    expect(Buffer.from(part.body as Buffer).equals(video.subarray(100, 200))).toBe(true);
    await request(testApp.url)
      .get('/media/memorial/9/clip.mp4')
      .set('If-None-Match', whole.headers.etag as string)
      .expect(304);
    await request(testApp.url).get('/media/memorial/9/missing.mp4').expect(404);
  });

  it('puts the files of a partner request into the bucket, not on the local disk', async () => {
    const agent = await browser(testApp);
    const challenge = await testApp.app.get(CaptchaService).challenge();
    const { solveChallenge } = (await import('altcha-lib')) as AltchaLib;
    const solved = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const tag = Date.now().toString(36);
    const fields: Record<string, string> = {
      name: `Onoranze Funebri S3 ${tag}`,
      type: 'partner',
      username: `onoranzefunebris3${tag}`,
      pi: `IT${String(Date.now()).slice(-11)}`,
      sdi: 'M5UXCR1',
      email: `s3${tag}@example.com`,
      website: 'www.onoranze-s3.example',
      description: 'Dal 1950 al vostro fianco.',
      nationality: '105',
      region: '4',
      province: '15',
      location: '15146',
      cap: '20121',
      route: 'Via Dante',
      civic: '5',
      terms: 'true',
      altcha: Buffer.from(JSON.stringify({ ...challenge, number: solved!.number })).toString('base64'),
    };
    const clip = mp4Video(256 * 1024);
    let call = agent.post('/api/partners/sendform/partner').set('X-CSRF-Token', await csrfToken(agent));
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    call = call
      .attach('logo', await jpegWithGps(), { filename: 'logo.jpg', contentType: 'image/jpeg' })
      .attach('video', clip, { filename: 'v.mp4', contentType: 'video/mp4' });
    const response = await call;
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const partner = await testApp.dataSource
      .getRepository(Partner)
      .findOneOrFail({ where: { vat: fields.pi.toUpperCase() } });
    expect(partner.video).toMatch(/^partner\/.+\.mp4$/);
    expect(partner.logo).toMatch(/^partner\//);
    expect((await objectBytes(partner.video!)).equals(clip)).toBe(true);
    expect(await objectExists(partner.logo!)).toBe(true);
    expect(existsSync(join(testApp.config.mediaDir, 'partner'))).toBe(false);
    const served = await request(testApp.url).get(`/media/${partner.video}`).expect(200);
    expect(Buffer.from(served.body as Buffer).equals(clip)).toBe(true);
  });
});

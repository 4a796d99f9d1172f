import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/app-config';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { createMediaStorage } from './create-media-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { MediaStorage } from './media-storage';

let dir: string;
let root: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ricordo-storage-'));
  root = join(dir, 'media');
  storage = new LocalDiskStorage(root);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under the storage root, relative (partial writes included). */
function filesUnderRoot(): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

describe('LocalDiskStorage', () => {
  it('writes a stream under its key and reads it back, whole or by range', async () => {
    await storage.write('memorial/7/photo.jpg', Readable.from([Buffer.from('0123456789')]));
    expect(readFileSync(join(root, 'memorial', '7', 'photo.jpg'), 'utf8')).toBe('0123456789');
    expect(await storage.stat('memorial/7/photo.jpg')).toMatchObject({ size: 10 });
    expect(await storage.exists('memorial/7/photo.jpg')).toBe(true);
    expect(await text((await storage.read('memorial/7/photo.jpg')) as Readable)).toBe('0123456789');
    expect(await text((await storage.read('memorial/7/photo.jpg', { start: 2, end: 4 })) as Readable)).toBe(
      '234',
    );
  });

  it('replaces a file whole when written again', async () => {
    await storage.write('replace/a.txt', Readable.from(['first version, longer']));
    await storage.write('replace/a.txt', Readable.from(['second']));
    expect(await text((await storage.read('replace/a.txt')) as Readable)).toBe('second');
    expect(filesUnderRoot().filter((path) => path.startsWith('replace'))).toEqual(['replace/a.txt']);
  });

  it('leaves neither the file nor a partial copy when the stream fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push('half a file');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.write('broken/b.jpg', failing)).rejects.toThrow('client went away');
    expect(await storage.exists('broken/b.jpg')).toBe(false);
    expect(filesUnderRoot().filter((path) => path.startsWith('broken'))).toEqual([]);
  });

  it('moves a local file in: the key holds its bytes and the local file is gone', async () => {
    const local = join(dir, 'received.bin');
    writeFileSync(local, 'uploaded bytes');
    await storage.moveIn(local, 'dedications/c.mp4');
    expect(existsSync(local)).toBe(false);
    expect(await text((await storage.read('dedications/c.mp4')) as Readable)).toBe('uploaded bytes');
  });

  it('deletes a file; deleting a missing one is fine', async () => {
    await storage.write('gone/d.jpg', Readable.from(['x']));
    await storage.delete('gone/d.jpg');
    expect(await storage.exists('gone/d.jpg')).toBe(false);
    expect(await storage.read('gone/d.jpg')).toBeNull();
    await expect(storage.delete('gone/d.jpg')).resolves.toBeUndefined();
  });

  it.each([
    '../outside.txt',
    '/etc/passwd',
    'a//b.jpg',
    '.hidden',
    'memorial/../../outside.txt',
    'a\\b',
    'tmp/upload',
  ])('treats %j as naming no file and never touches anything outside its root', async (key) => {
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'keep me');
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key);
    await expect(storage.write(key, Readable.from(['x']))).rejects.toThrow(/Not a media key/);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  });

  it('gives the public URL under /media/ for a key, and none for what is not a key', () => {
    expect(storage.publicUrl('demo/deceased-1000.jpg')).toBe('/media/demo/deceased-1000.jpg');
    expect(() => storage.publicUrl('../x')).toThrow(/Not a media key/);
  });
});

describe('MEDIA_STORAGE', () => {
  it('chooses the local disk under DATA_DIR/media by default', () => {
    const config = loadConfig({ DATA_DIR: dir }, '/srv');
    expect(config.mediaStorage).toBe('local');
    expect(createMediaStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });

  it('refuses a driver that does not exist, at start', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE must be one of local, s3/);
  });
});

describe('/media/ served from the storage', () => {
  let testApp: TestApp;
  const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

  beforeAll(async () => {
    testApp = await startTestApp({ demoMode: false });
    await testApp.app.get(MediaStorage).write('memorial/9/clip.mp4', Readable.from([video]));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the whole file with its type, length and validators', async () => {
    const response = await request(testApp.url).get('/media/memorial/9/clip.mp4').expect(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toBeTruthy();
    expect(Buffer.from(response.body as Buffer).equals(video)).toBe(true);
  });

  it('answers one byte range with 206, so a video can seek', async () => {
    const response = await request(testApp.url)
      .get('/media/memorial/9/clip.mp4')
      .set('Range', 'bytes=100-199')
      .expect(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(Buffer.from(response.body as Buffer).equals(video.subarray(100, 200))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await request(testApp.url)
      .get('/media/memorial/9/clip.mp4')
      .set('Range', 'bytes=5000-6000')
      .expect(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 304 to a client holding the current copy', async () => {
    const first = await request(testApp.url).get('/media/memorial/9/clip.mp4').expect(200);
    await request(testApp.url)
      .get('/media/memorial/9/clip.mp4')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('answers 404 for a missing file, a file being uploaded (tmp/) and a name that leaves the folder', async () => {
    await request(testApp.url).get('/media/memorial/9/missing.mp4').expect(404);
    await request(testApp.url).get('/media/tmp/0123456789abcdef').expect(404);
    await request(testApp.url).get('/media/memorial/..%2F..%2Fricordo.sqlite').expect(404);
  });
});

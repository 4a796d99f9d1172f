import {
  Controller,
  HttpCode,
  type INestApplication,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  Post,
  Req,
  RequestMethod,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Request } from 'express';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BodyParserMiddleware } from '../../common/body-parser.middleware';
import { ok } from '../../common/envelope';
import { EnvelopeExceptionFilter } from '../../common/envelope-exception.filter';
import { loadConfig, type AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import {
  bmp24,
  elfExecutable,
  exifHasGps,
  jpegWithGps,
  mp4Video,
  pngHeaderOnly,
  SVG_WITH_SCRIPT,
  transparentPng,
} from '../../test-support/media-fixtures';
import { looksItalian, multipartWithCuts, sendRaw } from '../../test-support/multipart-cuts';
import { MediaModule } from './media.module';
import { UploadsService } from './uploads.service';

/** A real route using the service the way feature modules do: receive, then commit each file. */
@Controller('api/upload-test')
class UploadTestController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(200)
  async upload(@Req() req: Request) {
    const received = await this.uploads.receive(req, {
      files: { images: { kind: 'photo', max: 3 }, video: { kind: 'video', max: 1 } },
    });
    const all = Object.values(received.files).flat();
    const paths: string[] = [];
    for (const file of all) paths.push(await this.uploads.commit(file, 'upload-test'));
    return ok({
      fields: received.fields,
      files: all.map((file, index) => ({
        kind: file.kind,
        mime: file.mime,
        ext: file.ext,
        path: paths[index],
      })),
    });
  }
}

@Module({ imports: [MediaModule], controllers: [UploadTestController] })
class UploadTestModule implements NestModule {
  static forRoot(config: AppConfig) {
    return { module: UploadTestModule, imports: [ConfigModule.forRoot(config)] };
  }

  configure(consumer: MiddlewareConsumer): void {
    // The application's global body parser must leave multipart bodies to the upload service.
    consumer.apply(BodyParserMiddleware).forRoutes({ path: 'api/{*rest}', method: RequestMethod.ALL });
  }
}

let app: INestApplication;
let config: AppConfig;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ricordo-media-'));
  config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  app = await NestFactory.create(UploadTestModule.forRoot(config), { bodyParser: false, logger: false });
  app.useGlobalFilters(new EnvelopeExceptionFilter());
  await app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = () => request(app.getHttpServer()).post('/api/upload-test');

/** Every file under media/ (tmp included), relative. */
function filesUnderMedia(): string[] {
  if (!existsSync(config.mediaDir)) return [];
  return readdirSync(config.mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(config.mediaDir.length + 1));
}

function clearMedia() {
  rmSync(config.mediaDir, { recursive: true, force: true });
}

describe('UploadsService.receive refuses', () => {
  it('an executable renamed photo.jpg, by its bytes, whatever its name and MIME type', async () => {
    clearMedia();
    const response = await post()
      .field('note', 'ciao')
      .attach('images', elfExecutable(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(response.body).toMatchObject({
      errorCode: 'INVALID_FILE_TYPE',
      message: 'Formato del file non valido',
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('an SVG carrying a script', async () => {
    clearMedia();
    const response = await post()
      .attach('images', SVG_WITH_SCRIPT, { filename: 'ricordo.svg', contentType: 'image/svg+xml' })
      .expect(400);
    expect(response.body).toMatchObject({
      errorCode: 'INVALID_FILE_TYPE',
      message: 'Formato del file non valido',
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a 16 MB photo with 413, deleting the photo accepted before it in the same request', async () => {
    clearMedia();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024, 0x42)]);
    const response = await post()
      .attach('images', await jpegWithGps(), { filename: 'small.jpg', contentType: 'image/jpeg' })
      .attach('images', big, { filename: 'big.jpg', contentType: 'image/jpeg' })
      .expect(413);
    expect(response.body).toMatchObject({
      errorCode: 'FILE_TOO_LARGE',
      message: 'la dimensione massima supportata e` di 15MB',
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a 16 MB video with its own message', async () => {
    clearMedia();
    const response = await post()
      .attach('video', mp4Video(16 * 1024 * 1024), { filename: 'clip.mp4', contentType: 'video/mp4' })
      .expect(413);
    expect(response.body).toMatchObject({
      errorCode: 'VIDEO_TOO_LARGE',
      message: 'Il video non puo superare 15MB',
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a 20 000 × 20 000 PNG from its header, before decoding', async () => {
    clearMedia();
    const png = pngHeaderOnly(20_000, 20_000);
    expect(png.length).toBeLessThan(200);
    const response = await post()
      .attach('images', png, { filename: 'huge.png', contentType: 'image/png' })
      .expect(400);
    expect(response.body).toMatchObject({
      errorCode: 'IMAGE_TOO_LARGE',
      message: 'Immagine troppo grande: massimo 40 megapixel',
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a text file renamed as a video, and a photo sent as the video', async () => {
    clearMedia();
    const text = await post()
      .attach('video', Buffer.from('non sono un video, solo testo\n'.repeat(20)), {
        filename: 'video.mp4',
        contentType: 'video/mp4',
      })
      .expect(400);
    expect(text.body).toMatchObject({ errorCode: 'INVALID_VIDEO_TYPE', message: 'Formato video non valido' });
    const photo = await post()
      .attach('video', await jpegWithGps(), { filename: 'video.mp4', contentType: 'video/mp4' })
      .expect(400);
    expect(photo.body).toMatchObject({ errorCode: 'INVALID_VIDEO_TYPE' });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('more photos than the field allows', async () => {
    clearMedia();
    const jpeg = await jpegWithGps();
    let call = post();
    for (let index = 0; index < 4; index++)
      call = call.attach('images', jpeg, { filename: `p${index}.jpg`, contentType: 'image/jpeg' });
    const response = await call.expect(400);
    expect(response.body).toMatchObject({
      errorCode: 'MAX_IMAGES_REACHED',
      message: "hai gia' caricato 10 immagini",
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a second video in a field of one', async () => {
    clearMedia();
    const response = await post()
      .attach('video', mp4Video(), { filename: 'a.mp4', contentType: 'video/mp4' })
      .attach('video', mp4Video(), { filename: 'b.mp4', contentType: 'video/mp4' })
      .expect(400);
    expect(response.body).toMatchObject({
      errorCode: 'MAX_VIDEOS_REACHED',
      message: "hai gia' caricato un video",
    });
    expect(filesUnderMedia()).toEqual([]);
  });

  it('a body the client abandons halfway, leaving no temporary file', async () => {
    clearMedia();
    const server = app.getHttpServer() as import('node:http').Server;
    const { port } = server.address() as import('node:net').AddressInfo;
    const boundary = 'ricordoboundary';
    const client = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload-test',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 10_000_000 },
    });
    client.on('error', () => undefined);
    client.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    client.write(mp4Video(256 * 1024));
    await vi.waitFor(() => expect(readdirSync(join(config.mediaDir, 'tmp'))).toHaveLength(1));
    client.destroy();
    await vi.waitFor(() => expect(filesUnderMedia()).toEqual([]));
  });

  it('a body that is not multipart', async () => {
    const response = await post().send({ images: 'x' }).expect(400);
    expect(response.body).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });
});

describe('UploadsService.receive, a body cut off', () => {
  it('anywhere (headers, a field, a kept or an ignored file, the end) answers 400 in Italian, stays up, keeps no file', async () => {
    const { body, cuts } = multipartWithCuts([
      { name: 'note', value: 'un campo di testo' },
      { name: 'images', filename: 'a.jpg', data: await jpegWithGps() },
      { name: 'ignored', filename: 'x.bin', data: Buffer.alloc(70_000, 7) },
      { name: 'video', filename: 'v.mp4', data: mp4Video(300 * 1024) },
    ]);
    const { port } = (app.getHttpServer() as http.Server).address() as import('node:net').AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    for (const cut of cuts) {
      clearMedia();
      const answer = await sendRaw(url, '/api/upload-test', body.subarray(0, cut.at));
      expect({ cut: cut.label, status: answer.status, errorCode: answer.body?.errorCode }).toEqual({
        cut: cut.label,
        status: 400,
        errorCode: 'UPLOAD_INTERRUPTED',
      });
      expect(answer.body?.message).toBe('Il caricamento si è interrotto: riprova.');
      expect(looksItalian(answer.body?.message)).toBe(true);
      await vi.waitFor(() => expect(filesUnderMedia()).toEqual([]));
    }
    // The whole body still goes through.
    expect((await sendRaw(url, '/api/upload-test', body)).status).toBe(200);
  });

  it('with broken part headers answers 400 BAD_REQUEST', async () => {
    const { port } = (app.getHttpServer() as http.Server).address() as import('node:net').AddressInfo;
    const broken = Buffer.from(
      '--ricordoCutBoundary\r\nContent-Disposition form-data\r\n\r\nx\r\n--ricordoCutBoundary--\r\n',
    );
    const answer = await sendRaw(`http://127.0.0.1:${port}`, '/api/upload-test', broken);
    expect(answer.status).toBe(400);
    expect(looksItalian(answer.body?.message)).toBe(true);
  });
});

describe('UploadsService.receive accepts', () => {
  it('a phone JPEG, re-encoded with no EXIF or GPS left', async () => {
    clearMedia();
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);

    const response = await post()
      .field('deceasedID', '1000')
      .attach('images', original, { filename: 'IMG_0001.JPG', contentType: 'image/jpeg' })
      .expect(200);
    const data = response.body.data as {
      fields: Record<string, string>;
      files: Array<{ path: string; mime: string }>;
    };
    expect(data.fields).toEqual({ deceasedID: '1000' });
    expect(data.files).toHaveLength(1);
    expect(data.files[0]).toMatchObject({ mime: 'image/jpeg' });
    expect(data.files[0].path).toMatch(/^upload-test\/[0-9a-f]{32}\.jpg$/);

    const stored = await readFile(join(config.mediaDir, data.files[0].path));
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([64, 48]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('RicordoPhone'))).toBe(false);
    expect(filesUnderMedia()).toEqual([data.files[0].path]);
  });

  it('GIF and WebP photos, re-encoded as JPEG', async () => {
    clearMedia();
    const base = () => sharp({ create: { width: 10, height: 6, channels: 3, background: '#36c' } });
    const response = await post()
      .attach('images', await base().gif().toBuffer(), { filename: 'a.gif' })
      .attach('images', await base().webp().toBuffer(), { filename: 'b.webp' })
      .expect(200);
    const files = (response.body.data as { files: Array<{ mime: string; path: string }> }).files;
    expect(files.map((file) => file.mime)).toEqual(['image/jpeg', 'image/jpeg']);
    for (const file of files)
      expect((await sharp(join(config.mediaDir, file.path)).metadata()).format).toBe('jpeg');
  });

  it('a photo taken sideways is turned upright and loses its orientation tag', async () => {
    clearMedia();
    const sideways = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c3' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await post().attach('images', sideways, { filename: 'side.jpg' }).expect(200);
    const path = (response.body.data as { files: Array<{ path: string }> }).files[0].path;
    const after = await sharp(join(config.mediaDir, path)).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([48, 64, undefined]);
  });

  it('a transparent PNG stays PNG, a BMP becomes JPEG, an MP4 is stored as it came', async () => {
    clearMedia();
    const video = mp4Video();
    const response = await post()
      .attach('images', await transparentPng(), { filename: 'a.png', contentType: 'image/png' })
      .attach('images', bmp24(7, 5), { filename: 'b.bmp', contentType: 'image/bmp' })
      .attach('video', video, { filename: 'clip.bin', contentType: 'application/octet-stream' })
      .expect(200);
    const files = (response.body.data as { files: Array<{ kind: string; ext: string; path: string }> }).files;
    expect(files.map((file) => [file.kind, file.ext])).toEqual([
      ['photo', 'png'],
      ['photo', 'jpg'],
      ['video', 'mp4'],
    ]);
    const bmp = await sharp(join(config.mediaDir, files[1].path)).metadata();
    expect([bmp.format, bmp.width, bmp.height]).toEqual(['jpeg', 7, 5]);
    expect((await readFile(join(config.mediaDir, files[2].path))).equals(video)).toBe(true);
    expect(filesUnderMedia().filter((path) => path.startsWith('tmp'))).toEqual([]);
  });
});

describe('UploadsService.remove', () => {
  it('deletes a committed file and ignores paths outside the media folder', async () => {
    const uploads = app.get(UploadsService);
    const outside = join(dataDir, 'keep.txt');
    await import('node:fs/promises').then((fs) => fs.writeFile(outside, 'x'));
    await uploads.remove('../keep.txt');
    expect(existsSync(outside)).toBe(true);
    clearMedia();
    const response = await post().attach('video', mp4Video(), { filename: 'v.mp4' }).expect(200);
    const path = (response.body.data as { files: Array<{ path: string }> }).files[0].path;
    expect(existsSync(join(config.mediaDir, path))).toBe(true);
    await uploads.remove(path);
    expect(existsSync(join(config.mediaDir, path))).toBe(false);
  });
});

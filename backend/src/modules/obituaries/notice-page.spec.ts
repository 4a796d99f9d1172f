import { Readable } from 'node:stream';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { Deceased } from '../deceased/deceased.entity';
import { PageCacheService } from '../deceased/page-cache.service';
import { MediaStorage } from '../media/storage/media-storage';
import { DeceasedFuneralPlace } from './deceased-funeral-place.entity';
import { JPEG_HEIGHT, JPEG_WIDTH } from './manifesto/manifesto-jpeg';
import { ManifestoService } from './manifesto/manifesto.service';

/** partnerdemo's demo notice (demo-data.ts): a notice only, with manifesto texts and an obituary note. */
const NOTICE = 1003;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function noticeOf(id: number) {
  const response = await request(testApp.url).get(`/api/deceased/deceasedData/000${id}`).expect(200);
  return response.body.data.notice;
}

async function changeRecord(id: number, change: Partial<Deceased>) {
  await testApp.dataSource.getRepository(Deceased).update({ id }, change);
  await testApp.app.get(PageCacheService).invalidate(id);
}

describe('deceasedData: the notice part', () => {
  it("gives a published notice's manifesto, funeral date and note; a tombstone without notice has none", async () => {
    const notice = await noticeOf(NOTICE);
    expect(notice).toEqual({
      manifesto: {
        url: expect.stringMatching(new RegExp(`^/api/obituaries/manifest/${NOTICE}\\.jpg\\?v=[0-9a-f]{12}$`)),
        width: JPEG_WIDTH,
        height: JPEG_HEIGHT,
      },
      funeralDate: '2025-01-21',
      funeralPlaces: [],
      obituaryNote: '<p>Anna ha dedicato la vita alla famiglia e alla sua scuola di ricamo.</p>',
      noticeOnly: true,
    });
    // The image the page shows is the public poster, at the size the page reserves for it.
    const poster = await request(testApp.url)
      .get(notice.manifesto.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const { width, height, format } = await sharp(poster.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ width: JPEG_WIDTH, height: JPEG_HEIGHT, format: 'jpeg' });
    expect(await noticeOf(1000)).toBeNull();
  });

  it('labels the funeral places in form order and sanitises the note', async () => {
    await testApp.dataSource.getRepository(DeceasedFuneralPlace).save([
      {
        deceasedId: NOTICE,
        position: 1,
        name: null,
        regionId: 2,
        provinceId: 1,
        locationId: 1272,
        cap: null,
      },
      {
        deceasedId: NOTICE,
        position: 0,
        name: 'Chiesa di San Secondo',
        regionId: 2,
        provinceId: 1,
        locationId: 1272,
        cap: '10128',
      },
    ]);
    await changeRecord(NOTICE, {
      obituaryNote: '<p onclick="x()">Ciao <script>alert(1)</script><a href="javascript:x()">mamma</a></p>',
    });
    const notice = await noticeOf(NOTICE);
    expect(notice.funeralPlaces).toEqual(['Chiesa di San Secondo, Torino (TO)', 'Torino (TO)']);
    expect(notice.obituaryNote).toBe('<p>Ciao <span>mamma</span></p>');
    await changeRecord(NOTICE, { obituaryNote: '<p><br></p>' });
    expect((await noticeOf(NOTICE)).obituaryNote).toBeNull();
  });

  it('changes its version when the manifesto is regenerated (the page cache is dropped)', async () => {
    const before = (await noticeOf(NOTICE)).manifesto.url;
    expect(await testApp.app.get(ManifestoService).regenerate(NOTICE)).toBe(true);
    const after = (await noticeOf(NOTICE)).manifesto.url;
    expect(after).not.toBe(before);
    expect(after).toMatch(new RegExp(`^/api/obituaries/manifest/${NOTICE}\\.jpg\\?v=`));
  });

  it("measures a custom manifesto as it is served, and a tombstone's notice is not the main content", async () => {
    const custom = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#ffffff' },
    })
      .jpeg()
      .toBuffer();
    await testApp.app.get(MediaStorage).write('manifesto/custom-test.jpg', Readable.from([custom]));
    await changeRecord(NOTICE, { manifestCustom: 'manifesto/custom-test.jpg', showPage: 1 });
    const notice = await noticeOf(NOTICE);
    expect(notice.manifesto).toMatchObject({ width: 600, height: 900 });
    expect(notice.noticeOnly).toBe(false);
  });

  it('shows no notice before its publication time, and shows it once that time has passed', async () => {
    const later = new Date(Date.now() + 1500);
    await changeRecord(NOTICE, { publicationTime: later });
    expect(await noticeOf(NOTICE)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, later.getTime() - Date.now() + 100));
    // No invalidation: the cached answer knew when it stops being true.
    expect(await noticeOf(NOTICE)).not.toBeNull();
  });
});

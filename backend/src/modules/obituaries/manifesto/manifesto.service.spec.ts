import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, TEST_PUBLIC_URL } from '../../../test-support/account-helpers';
import { saveDeceased } from '../../../test-support/deceased-helpers';
import { useTestApp } from '../../../test-support/use-test-app';
import { Deceased } from '../../deceased/deceased.entity';
import { PageCacheService } from '../../deceased/page-cache.service';
import { MediaStorage } from '../../media/storage/media-storage';
import { serializeManifestTexts, type ManifestTexts } from '../manifest-texts';
import { ManifestoService } from './manifesto.service';
import { pdfText } from '../../../test-support/pdf-text';

const testApp = useTestApp(ACCOUNT_TEST_ENV);

const block = (value: string, bold = false, red = false) => ({ value, bold, red });
const TEXTS: ManifestTexts = {
  firstSentence: block("È mancato all'affetto dei suoi cari all'età di [anni] anni"),
  family: block('Ne danno il triste annuncio la moglie Rosa, i figli Luca e Anna.'),
  thanks: block(''),
  funeralInfo: block('I funerali avranno luogo sabato alle ore 11 nella chiesa di Santa Maria.', true),
  announce: block(''),
};

const service = () => testApp.app.get(ManifestoService);
const storage = () => testApp.app.get(MediaStorage);
const reload = (id: number) => testApp.dataSource.getRepository(Deceased).findOneByOrFail({ id });

async function notice(fields: Partial<Deceased> = {}): Promise<Deceased> {
  return saveDeceased(testApp, {
    name: 'Arturo',
    surname: 'Pellegrini',
    gender: 'M',
    age: 91,
    showPage: 0,
    manifestTexts: serializeManifestTexts(TEXTS),
    manifestBg: 2,
    ...fields,
  });
}

async function store(key: string, bytes: Buffer): Promise<string> {
  await storage().write(key, Readable.from([bytes]));
  return key;
}

async function read(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage().read(key)) as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('ManifestoService', () => {
  it('regenerate stores the JPEG through the media storage and points manifestImage at it', async () => {
    const person = await notice();
    const cacheVersion = testApp.app.get(PageCacheService).version(person.id);
    expect(await service().regenerate(person.id)).toBe(true);
    expect(testApp.app.get(PageCacheService).version(person.id)).not.toBe(cacheVersion); // page cache dropped
    const key = (await reload(person.id)).manifestImage;
    expect(key).toMatch(new RegExp(`^manifesto/${person.id}/[0-9a-f]+\\.jpg$`));
    const jpeg = await read(key!);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1080 });
    expect(jpeg.length).toBeLessThan(300_000);
    expect(await service().jpeg(person.id)).toEqual(jpeg);

    // A second render replaces the file: the old one is deleted.
    expect(await service().regenerate(person.id)).toBe(true);
    const next = (await reload(person.id)).manifestImage;
    expect(next).not.toBe(key);
    expect(await storage().exists(key!)).toBe(false);
    expect(await storage().exists(next!)).toBe(true);
  });

  it('a failed render keeps the previous image and answers false', async () => {
    const person = await notice();
    expect(await service().regenerate(person.id)).toBe(true);
    const before = (await reload(person.id)).manifestImage;
    const cacheVersion = testApp.app.get(PageCacheService).version(person.id);
    // The manifesto photo becomes a file sharp cannot read: the next render fails.
    const broken = await store(`manifesto-test/${person.id}/broken.jpg`, Buffer.from('not an image at all'));
    await testApp.dataSource.getRepository(Deceased).update({ id: person.id }, { manifestPhoto: broken });
    expect(await service().regenerate(person.id)).toBe(false);
    expect((await reload(person.id)).manifestImage).toBe(before);
    expect(await storage().exists(before!)).toBe(true);
    expect(testApp.app.get(PageCacheService).version(person.id)).toBe(cacheVersion);
    expect(await service().jpeg(person.id)).toEqual(await read(before!)); // still served
    expect(await service().regenerate(999_999)).toBe(false);
  });

  it('prints the record on A3 and 70×100 cm with its name, age and short link', async () => {
    const person = await notice();
    for (const [paper, width, height] of [
      ['A3', 841.89, 1190.55],
      ['70x100', 1984.25, 2834.65],
    ] as const) {
      const { text, pages } = await pdfText(await service().pdf(person.id, paper));
      expect(pages).toHaveLength(1);
      expect(pages[0].width).toBeCloseTo(width, 1);
      expect(pages[0].height).toBeCloseTo(height, 1);
      expect(text).toContain('Arturo Pellegrini');
      expect(text).toContain("all'età di 91 anni");
      expect(text).toContain(`${TEST_PUBLIC_URL}/000${person.id}`);
    }
  });

  it('a custom manifesto wins: the JPEG is the upload (re-encoded when it is not a JPEG), the PDF places it', async () => {
    const png = await sharp({ create: { width: 800, height: 1131, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const person = await notice();
    expect(await service().regenerate(person.id)).toBe(true);
    const custom = await store(`manifesto-test/${person.id}/custom.png`, png);
    await testApp.dataSource.getRepository(Deceased).update({ id: person.id }, { manifestCustom: custom });
    const jpeg = await service().jpeg(person.id);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1131 });
    const { dominant } = await sharp(jpeg).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number) });
    expect(Math.abs(dominant.b - 0x77)).toBeLessThan(24);

    const asIs = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#aa0000' } })
      .jpeg()
      .toBuffer();
    await testApp.dataSource
      .getRepository(Deceased)
      .update(
        { id: person.id },
        { manifestCustom: await store(`manifesto-test/${person.id}/custom.jpg`, asIs) },
      );
    expect(await service().jpeg(person.id)).toEqual(asIs);

    const { text, pages, images } = await pdfText(await service().pdf(person.id, 'A3'));
    expect(pages[0].width).toBeCloseTo(841.89, 1);
    expect(text).not.toContain('Arturo Pellegrini'); // not the generated layout
    expect(text).toContain(`${TEST_PUBLIC_URL}/000${person.id}`);
    expect(images).toBe(1);
  });
});

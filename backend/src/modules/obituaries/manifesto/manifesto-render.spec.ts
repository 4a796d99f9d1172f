import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test-support/pdf-text';
import { backgroundOf, MANIFESTO_BACKGROUNDS } from './manifesto-assets';
import { JPEG_HEIGHT, JPEG_WIDTH, renderManifestoJpeg } from './manifesto-jpeg';
import { emptyLayout, layoutManifesto, PAGE_WIDTH, withAge, type ManifestoInput } from './manifesto-layout';
import { PAPER_SIZES, renderManifestoPdf } from './manifesto-pdf';

const block = (value: string, bold = false, red = false) => ({ value, bold, red });

function input(overrides: Partial<ManifestoInput> = {}): ManifestoInput {
  return {
    name: 'Giuseppina',
    surname: 'Esposito',
    gender: 'F',
    age: 87,
    photo: null,
    background: backgroundOf(1),
    symbol: 'croce',
    texts: {
      firstSentence: block("È mancata all'affetto dei suoi cari all'età di [anni] anni"),
      family: block('Ne danno il triste annuncio i figli Marco e Lucia, i nipoti e i parenti tutti.'),
      thanks: block('Un sentito ringraziamento al personale della RSA Villa Serena.', false, true),
      funeralInfo: block('I funerali avranno luogo giovedì alle ore 10:30 nella chiesa di San Marco.', true),
      announce: block('Si ringrazia fin d’ora quanti parteciperanno al dolore della famiglia.'),
    },
    publishDate: new Date('2026-11-25T09:00:00Z'),
    link: 'https://ricordo.example/0001234',
    ...overrides,
  };
}

describe('manifesto layout', () => {
  it("replaces '[anni]' with the age, or drops it when there is none", () => {
    expect(withAge('di [anni] anni', 87)).toBe('di 87 anni');
    expect(withAge('Ci ha lasciato [anni]', null)).toBe('Ci ha lasciato');
    const texts = layoutManifesto(input())
      .lines.map((line) => line.text)
      .join(' ');
    expect(texts).toContain("all'età di 87 anni");
    expect(texts).not.toContain('[anni]');
  });

  it('keeps every line inside the text column and above the footer, shrinking long texts to fit', () => {
    const long = 'Ne danno il triste annuncio la moglie, i figli, le nuore, i nipoti e i pronipoti. '.repeat(
      30,
    );
    for (const layout of [
      layoutManifesto(input()),
      layoutManifesto(input({ texts: { ...input().texts!, family: block(long) } })),
    ]) {
      const body = layout.lines.slice(0, -3);
      for (const line of body) {
        expect(line.x).toBeGreaterThanOrEqual(99.9);
        expect(line.x + line.width).toBeLessThanOrEqual(900.1);
        expect(line.baseline).toBeLessThan(1196);
      }
    }
    const normal = layoutManifesto(input()).lines.find((line) => line.text.startsWith('Ne danno'));
    const shrunk = layoutManifesto(input({ texts: { ...input().texts!, family: block(long) } })).lines.find(
      (line) => line.text.startsWith('Ne danno'),
    );
    expect(shrunk!.size).toBeLessThan(normal!.size);
  });

  it('prints bold blocks in the bold weight and red blocks in red; the name is bold', () => {
    const lines = layoutManifesto(input()).lines;
    expect(lines.find((line) => line.text.includes('Giuseppina Esposito'))).toMatchObject({ weight: 'bold' });
    expect(lines.find((line) => line.text.startsWith('I funerali'))).toMatchObject({ weight: 'bold' });
    expect(lines.find((line) => line.text.startsWith('Un sentito'))?.color).toBe('#b0101a');
    expect(lines.find((line) => line.text.startsWith('Ne danno'))).toMatchObject({
      weight: 'regular',
      color: '#1a1a1a',
    });
  });

  it('ships at least four backgrounds, with the cross, the Star of David and no symbol among them', () => {
    expect(new Set(MANIFESTO_BACKGROUNDS.map((entry) => entry.file)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(MANIFESTO_BACKGROUNDS.map((entry) => entry.symbol))).toEqual(
      new Set(['croce', 'stella', 'nessuno']),
    );
    expect(layoutManifesto(input({ symbol: 'nessuno' })).symbol).toBeNull();
  });
});

describe('manifesto JPEG', () => {
  it('is 1080 px wide, a JPEG under 300 KB, also with a photo', async () => {
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a8fa3' } })
      .jpeg()
      .toBuffer();
    for (const layout of [layoutManifesto(input()), layoutManifesto(input({ photo }))]) {
      const jpeg = await renderManifestoJpeg(layout);
      expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: JPEG_WIDTH });
      expect(meta.height).toBeGreaterThan(1500);
      expect(jpeg.length).toBeLessThan(300_000);
    }
  });

  it('draws the text: the name area differs from the empty layout', async () => {
    const full = await sharp(await renderManifestoJpeg(layoutManifesto(input())))
      .greyscale()
      .raw()
      .toBuffer();
    const empty = await sharp(await renderManifestoJpeg(emptyLayout(backgroundOf(1))))
      .greyscale()
      .raw()
      .toBuffer();
    let dark = 0;
    for (let index = 0; index < full.length; index++) if (full[index] < 128 && empty[index] > 200) dark++;
    expect(dark).toBeGreaterThan(20_000);
  });

  it('carries the QR code of the short link: every module read back from the JPEG matches it', async () => {
    const layout = layoutManifesto(input());
    const grey = await sharp(await renderManifestoJpeg(layout))
      .greyscale()
      .raw()
      .toBuffer();
    const qr = layout.qr!;
    const expected = QRCode.create('https://ricordo.example/0001234', { errorCorrectionLevel: 'M' }).modules;
    expect(qr.modules).toBe(expected.size);
    const px = JPEG_WIDTH / PAGE_WIDTH;
    const unit = qr.size / qr.modules;
    let mismatches = 0;
    for (let row = 0; row < qr.modules; row++)
      for (let col = 0; col < qr.modules; col++) {
        const x = Math.round((qr.x + (col + 0.5) * unit) * px);
        const y = Math.round((qr.y + (row + 0.5) * unit) * px);
        expect(y).toBeLessThan(JPEG_HEIGHT);
        const dark = grey[y * JPEG_WIDTH + x] < 128;
        if (dark !== Boolean(expected.get(row, col))) mismatches++;
      }
    expect(mismatches).toBe(0);
    // and the quiet zone around it is white
    const left = Math.round((qr.x - unit) * px);
    for (let row = 0; row < qr.modules; row++)
      expect(grey[Math.round((qr.y + (row + 0.5) * unit) * px) * JPEG_WIDTH + left]).toBeGreaterThan(200);
  });
});

describe('manifesto PDF', () => {
  it.each([
    ['A3', 841.89, 1190.55],
    ['70x100', 1984.25, 2834.65],
  ] as const)(
    '%s: one page of the right size whose text holds the name, the age and the short link',
    async (paper, width, height) => {
      const pdf = await renderManifestoPdf(
        layoutManifesto(input()),
        paper,
        'Manifesto di Giuseppina Esposito',
      );
      expect(PAPER_SIZES[paper].width).toBeCloseTo(width, 1);
      const { text, pages } = await pdfText(pdf);
      expect(pages).toHaveLength(1);
      expect(pages[0].width).toBeCloseTo(width, 1);
      expect(pages[0].height).toBeCloseTo(height, 1);
      expect(text).toContain('Giuseppina Esposito');
      expect(text).toContain("all'età di 87 anni");
      expect(text).not.toContain('[anni]');
      expect(text).toContain('https://ricordo.example/0001234');
      expect(text).toContain('25 novembre 2026');
    },
  );
});

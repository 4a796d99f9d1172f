import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { backgroundOf, manifestoFonts } from './manifesto-assets';
import { rgbOf } from './manifesto-glyph-atlas';
import {
  JPEG_HEIGHT,
  JPEG_WIDTH,
  manifestoSvg,
  renderManifestoJpeg,
  renderManifestoPixels,
} from './manifesto-jpeg';
import {
  emptyLayout,
  layoutManifesto,
  PAGE_WIDTH,
  type ManifestoInput,
  type ManifestoLayout,
  type TextLine,
} from './manifesto-layout';

/**
 * The JPEG's text comes from a glyph atlas; the reference is the renderer it replaced: every glyph
 * outline defined once in the SVG and placed with `<use>`, the whole page drawn by librsvg.
 */
function useSvgText(lines: readonly TextLine[], shift = 0): string {
  const fonts = manifestoFonts();
  const defined = new Map<string, string>();
  const body: string[] = [];
  for (const line of lines) {
    const font = fonts[line.weight];
    const k = line.size / font.unitsPerEm;
    let uses = '';
    for (const glyph of font.run(line.text).glyphs) {
      const outline = font.glyphOutline(glyph.id);
      if (!outline) continue;
      const id = `${line.weight}-${glyph.id}`;
      if (!defined.has(id))
        defined.set(id, `<path id="${id}" d="M${outline.x} ${outline.y}${outline.rest}"/>`);
      uses += `<use href="#${id}" x="${glyph.x}"/>`;
    }
    body.push(
      `<g transform="translate(${line.x + shift} ${line.baseline}) scale(${k} ${-k})" fill="${line.color}">${uses}</g>`,
    );
  }
  return `<defs>${[...defined.values()].join('')}</defs>${body.join('')}`;
}

/** The reference's pixels (opaque RGB, before JPEG) and its JPEG; `shift` moves its text right (page units). */
async function reference(layout: ManifestoLayout, shift = 0) {
  const { data, info } = await sharp(Buffer.from(manifestoSvg(layout, useSvgText(layout.lines, shift))))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 } as const;
  return { pixels: { data, ...raw }, jpeg: await sharp(data, { raw }).jpeg({ quality: 80 }).toBuffer() };
}

type Grey = { data: Buffer; width: number; height: number };
async function grey(input: Buffer | { data: Buffer; width: number; height: number }): Promise<Grey> {
  const image = Buffer.isBuffer(input)
    ? sharp(input)
    : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 3 } });
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean and 99.9th percentile of the absolute greyscale difference (0-255); the map of it in a PNG on demand. */
async function compare(a: Grey, b: Grey, name: string) {
  expect([a.width, a.height]).toEqual([JPEG_WIDTH, JPEG_HEIGHT]);
  expect([b.width, b.height]).toEqual([JPEG_WIDTH, JPEG_HEIGHT]);
  const histogram = new Array<number>(256).fill(0);
  const map = Buffer.alloc(a.data.length);
  let sum = 0;
  for (let index = 0; index < a.data.length; index++) {
    const delta = Math.abs(a.data[index] - b.data[index]);
    histogram[delta]++;
    map[index] = 255 - Math.min(255, delta * 8);
    sum += delta;
  }
  let seen = 0;
  let p999 = 0;
  while ((seen += histogram[p999]) < a.data.length * 0.999) p999++;
  const dir = process.env.MANIFESTO_DIFF_DIR;
  if (dir)
    await sharp(map, { raw: { width: a.width, height: a.height, channels: 1 } })
      .png()
      .toFile(`${dir}/${name}-diff.png`);
  const figures = { mean: sum / a.data.length, p999, max: histogram.findLastIndex((count) => count > 0) };
  if (dir) console.log(name, JSON.stringify(figures));
  return figures;
}

/** The atlas renderer against the <use> one, before JPEG (the drawing) and after (what is sent). */
async function difference(layout: ManifestoLayout, name: string, shift = 0) {
  const [pixels, jpeg, expected] = await Promise.all([
    renderManifestoPixels(layout),
    renderManifestoJpeg(layout),
    reference(layout, shift),
  ]);
  const dir = process.env.MANIFESTO_DIFF_DIR;
  if (dir) {
    writeFileSync(`${dir}/${name}-atlas.jpg`, jpeg);
    writeFileSync(`${dir}/${name}-use.jpg`, expected.jpeg);
  }
  return {
    drawn: await compare(await grey(pixels), await grey(expected.pixels), `${name}-raw`),
    sent: await compare(await grey(jpeg), await grey(expected.jpeg), `${name}-jpeg`),
  };
}

const block = (value: string, bold = false, red = false) => ({ value, bold, red });
const BLOCKS = ['firstSentence', 'family', 'thanks', 'funeralInfo', 'announce'] as const;

function input(texts: ManifestoInput['texts']): ManifestoInput {
  return {
    name: 'Giuseppina',
    surname: 'Esposito',
    gender: 'F',
    age: 87,
    photo: null,
    background: backgroundOf(5),
    symbol: 'stella',
    texts,
    publishDate: new Date('2026-11-25T09:00:00Z'),
    link: 'https://ricordo.example/0001234',
  };
}

const ordinary = input({
  firstSentence: block("È mancata all'affetto dei suoi cari all'età di [anni] anni"),
  family: block(
    'Ne danno il triste annuncio i figli Marco e Lucia con Paolo, i nipoti Giulia, Andrea e Sofia, la sorella Anna e i parenti tutti.',
  ),
  thanks: block(
    'Un sentito ringraziamento al personale della RSA Villa Serena per le amorevoli cure.',
    false,
    true,
  ),
  funeralInfo: block(
    'I funerali avranno luogo giovedì 27 novembre alle ore 10:30 nella chiesa parrocchiale di San Marco.\nLa salma riposerà nel cimitero di Monteverde.',
    true,
  ),
  announce: block('Si ringrazia fin d’ora quanti parteciperanno al dolore della famiglia. AVAVA Wa To Ty'),
});

/** Every block one unbroken word at the forms' limit, a letter of its own (bench/manifesto-flood.mjs). */
const hostile = input(
  Object.fromEntries(
    BLOCKS.map((key, index) => [key, block(String.fromCharCode(97 + index).repeat(4000), index % 2 === 0)]),
  ) as ManifestoInput['texts'],
);

/** Every block 4000 characters of mixed glyphs: letters, accents, digits, punctuation, spaces. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàèéìòù0123456789.,;:!?’«»-–()  ';
const mixed = input(
  Object.fromEntries(
    BLOCKS.map((key, index) => {
      let text = '';
      for (let at = 0; text.length < 4000; at++)
        text += ALPHABET[(at * 37 + index * 11 + at * at) % ALPHABET.length];
      return [key, block(text, index % 2 === 1, index === 2)];
    }),
  ) as ManifestoInput['texts'],
);

/**
 * Greyscale differences allowed (0-255), before JPEG (`drawn`) and after (`sent`). Measured: a glyph lands
 * within 1/16 px of where the SVG puts it; ordinary notice mean 0.16 drawn / 0.38 sent (99.9th percentile
 * 16 / 20); the hostile and mixed notices, nothing but dense 10-px text, 1.5 / 2.7 (25 / 36). For scale: the
 * <use> drawing moved right by 1/16 px differs from itself by more (ordinary 0.25 / 0.50, hostile 2.2 / 3.5,
 * 99.9th 34 / 45), and by a quarter pixel fails these limits (the last test).
 */
const LIMITS = {
  ordinary: { drawn: { mean: 0.3, p999: 24 }, sent: { mean: 0.6, p999: 32 } },
  dense: { drawn: { mean: 2, p999: 32 }, sent: { mean: 3.2, p999: 44 } },
};
type Limits = (typeof LIMITS)['ordinary'];
const within = (found: Awaited<ReturnType<typeof difference>>, limits: Limits) =>
  found.drawn.mean < limits.drawn.mean &&
  found.drawn.p999 < limits.drawn.p999 &&
  found.sent.mean < limits.sent.mean &&
  found.sent.p999 < limits.sent.p999;

describe('manifesto JPEG text from the glyph atlas', () => {
  it.each([
    ['ordinary', ordinary, LIMITS.ordinary],
    ['hostile', hostile, LIMITS.dense],
    ['mixed', mixed, LIMITS.dense],
  ])('draws the %s notice as the <use> SVG does', async (name, notice, limits) => {
    const found = await difference(layoutManifesto(notice), name);
    expect(found.drawn.mean).toBeLessThan(limits.drawn.mean);
    expect(found.drawn.p999).toBeLessThan(limits.drawn.p999);
    expect(found.sent.mean).toBeLessThan(limits.sent.mean);
    expect(found.sent.p999).toBeLessThan(limits.sent.p999);
  });

  it('clips glyphs partly outside the page, keeps them under the QR code, draws #rgb and #rrggbb alike', async () => {
    const layout = emptyLayout(backgroundOf(1));
    const line = (text: string, x: number, baseline: number, color: string): TextLine => ({
      ...{ text, x, baseline, size: 60, weight: 'bold', color },
      width: manifestoFonts().bold.width(text, 60),
    });
    const full = layoutManifesto(ordinary);
    layout.qr = full.qr;
    layout.lines = [
      line('Wg Ty AVA', -30, 30, '#B0101A'),
      line('Wg Ty AVA', 700, 1420, '#1a1a1a'),
      line('jQ pÈ', 850, 700, '#0f0'),
      line('MMMMMMMMMM', 600, 1260, '#4a4a4a'),
    ];
    expect(within(await difference(layout, 'edges'), LIMITS.ordinary)).toBe(true);
  });

  it('tells a text misplaced by a quarter pixel from the reference (the limits can fail)', async () => {
    const shifted = await difference(layoutManifesto(ordinary), 'shifted', (0.25 * PAGE_WIDTH) / JPEG_WIDTH);
    expect(within(shifted, LIMITS.ordinary)).toBe(false);
  });

  it('reads the colours the layout uses, short or long, in either case', () => {
    expect(rgbOf('#1a1a1a')).toEqual([26, 26, 26]);
    expect(rgbOf('#B0101A')).toEqual([176, 16, 26]);
    expect(rgbOf('#0f0')).toEqual([0, 255, 0]);
    expect(() => rgbOf('red')).toThrow();
  });
});

import QRCode from 'qrcode';
import sharp from 'sharp';
import { manifestoFonts, type ManifestoFont, type ManifestoFontWeight } from '../manifesto/manifesto-assets';
import type { CardPrint } from './card-pdf-documents';

/** The JPEG is for WhatsApp: as wide as the manifesto, at most about 1080 px. */
export const CARD_JPEG_MAX_WIDTH = 1080;
const BACKGROUND = '#f6f4f0';
const INK = '#24221f';
const MUTED = '#57524b';
const LINK = '#2f4858';

interface TextBlock {
  text: string;
  size: number;
  weight: ManifestoFontWeight;
  color: string;
  /** Space above the block, in pixels. */
  gap: number;
}

/** Words of `text` in lines no wider than `width` (a word longer than the line is cut at any character). */
function wrap(font: ManifestoFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.width(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && font.width(line + char, size) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The card's text as SVG: glyph outlines of the Roboto files the PDFs embed (the manifesto renderer's
 * fonts), so no system font or fontconfig is involved. Answers the markup and its height.
 */
function textSvg(blocks: TextBlock[], x: number, width: number): { svg: string; height: number } {
  const fonts = manifestoFonts();
  const parts: string[] = [];
  let y = 0;
  for (const block of blocks) {
    const font = fonts[block.weight];
    const k = block.size / font.unitsPerEm;
    const lineHeight = block.size * 1.3;
    y += block.gap;
    for (const line of wrap(font, block.text, block.size, width)) {
      const baseline = y + (font.ascent * k + (lineHeight - (font.ascent - font.descent) * k) / 2);
      // One path per line: each glyph's cached outline placed at its advance (as the manifesto draws).
      let d = '';
      for (const glyph of font.run(line).glyphs) {
        const outline = font.glyphOutline(glyph.id);
        if (outline) d += `M${glyph.x + outline.x} ${outline.y}${outline.rest}`;
      }
      parts.push(
        `<path transform="translate(${x} ${baseline.toFixed(2)}) scale(${k.toFixed(6)} ${(-k).toFixed(6)})" fill="${block.color}" d="${d}"/>`,
      );
      y += lineHeight;
    }
  }
  return { svg: parts.join(''), height: Math.ceil(y) };
}

/**
 * 'Manifesto + Cartoncino Qr' as JPEG: the manifesto and, under it, the small card with the QR code and
 * the link of the notice on Ricordo, so a forwarded poster can be checked against the funeral home's own.
 */
export async function obituaryCardJpeg(job: { subject: CardPrint; manifestoJpeg: Buffer }): Promise<Buffer> {
  const { subject, manifestoJpeg } = job;
  const top = await fitted(manifestoJpeg);
  const unit = top.info.width / 1080;
  const pad = Math.round(36 * unit);
  const gap = Math.round(24 * unit);
  const qrSize = Math.round(260 * unit);
  const cardWidth = top.info.width - 2 * gap;
  const textX = pad + qrSize + pad;
  const text = textSvg(
    [
      { text: subject.fullName, size: 40 * unit, weight: 'bold', color: INK, gap: 0 },
      { text: 'Necrologio originale su Ricordo', size: 26 * unit, weight: 'regular', color: MUTED, gap: 0 },
      { text: subject.links.page, size: 26 * unit, weight: 'regular', color: LINK, gap: 18 * unit },
      {
        text: 'Inquadra il QR code per verificare il necrologio e lasciare un pensiero.',
        size: 26 * unit,
        weight: 'regular',
        color: INK,
        gap: 18 * unit,
      },
    ],
    textX,
    cardWidth - textX - pad,
  );
  const cardHeight = Math.max(qrSize, text.height) + 2 * pad;
  const textTop = Math.round((cardHeight - text.height) / 2);
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${cardWidth}" height="${cardHeight}">` +
      `<rect x="1" y="1" width="${cardWidth - 2}" height="${cardHeight - 2}" rx="${Math.round(16 * unit)}" fill="#ffffff" stroke="#d9d3ca" stroke-width="2"/>` +
      `<g transform="translate(0 ${textTop})">${text.svg}</g></svg>`,
  );
  const qr = await QRCode.toBuffer(subject.links.page, {
    type: 'png',
    width: qrSize,
    margin: 1,
    errorCorrectionLevel: 'Q',
  });
  const cardTop = top.info.height + gap;
  return sharp({
    create: {
      width: top.info.width,
      height: cardTop + cardHeight + gap,
      channels: 3,
      background: BACKGROUND,
    },
  })
    .composite([
      { input: top.data, top: 0, left: 0 },
      { input: card, top: cardTop, left: gap },
      { input: qr, top: cardTop + Math.round((cardHeight - qrSize) / 2), left: gap + pad },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** The manifesto at most CARD_JPEG_MAX_WIDTH wide; one that already fits is used as it is (no re-encoding). */
async function fitted(jpeg: Buffer): Promise<{ data: Buffer; info: { width: number; height: number } }> {
  const meta = await sharp(jpeg).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width > 0 && width <= CARD_JPEG_MAX_WIDTH && (meta.orientation ?? 1) === 1)
    return { data: jpeg, info: { width, height } };
  return sharp(jpeg)
    .rotate()
    .resize({ width: CARD_JPEG_MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
}

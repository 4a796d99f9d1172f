import sharp from 'sharp';
import { backgroundSvg, manifestoFonts, svgInner, symbolSvg } from './manifesto-assets';
import { INK, PAGE_HEIGHT, PAGE_WIDTH, type ManifestoLayout, type TextLine } from './manifesto-layout';

/** The WhatsApp poster: 1080 px wide, the page's proportion. */
export const JPEG_WIDTH = 1080;
export const JPEG_HEIGHT = Math.round((JPEG_WIDTH * PAGE_HEIGHT) / PAGE_WIDTH);
const JPEG_QUALITY = 80;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One line of text as a single SVG path: the outlines of its glyphs, from the same Roboto files the PDF
 * embeds, side by side in font units (integers), scaled and flipped into place by the element's transform.
 * librsvg then needs no font of the system (nothing depends on fontconfig), and line breaks and widths are
 * exactly those of the PDF.
 */
function linePath(line: TextLine): string {
  const font = manifestoFonts()[line.weight];
  const k = line.size / font.unitsPerEm;
  let d = '';
  for (const glyph of font.run(line.text).glyphs) {
    const outline = font.glyphOutline(glyph.id);
    if (outline) d += `M${glyph.x + outline.x} ${outline.y}${outline.rest}`;
  }
  return `<path transform="translate(${line.x.toFixed(2)} ${line.baseline.toFixed(2)}) scale(${k.toFixed(6)} ${(-k).toFixed(6)})" fill="${line.color}" d="${d}"><title>${escapeXml(line.text)}</title></path>`;
}

/** The layout as one SVG document in page units, drawn at the JPEG's size. */
export function manifestoSvg(layout: ManifestoLayout): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${JPEG_WIDTH}" height="${JPEG_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" preserveAspectRatio="none">`,
    `<svg x="0" y="0" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" preserveAspectRatio="none">${svgInner(backgroundSvg(layout.background))}</svg>`,
  ];
  if (layout.symbol) {
    const svg = symbolSvg(layout.symbol.symbol);
    if (svg)
      parts.push(
        `<g transform="translate(${layout.symbol.x} ${layout.symbol.y}) scale(${layout.symbol.size / 100})">${svgInner(svg)}</g>`,
      );
  }
  if (layout.photo) {
    const { x, y, width, height, data } = layout.photo;
    parts.push(
      `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" xlink:href="data:image/jpeg;base64,${data.toString('base64')}"/>`,
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  for (const line of layout.lines) parts.push(linePath(line));
  if (layout.qr) {
    const { x, y, size, modules, path } = layout.qr;
    const unit = size / modules;
    parts.push(
      `<rect x="${x - 2 * unit}" y="${y - 2 * unit}" width="${size + 4 * unit}" height="${size + 4 * unit}" fill="#ffffff"/>`,
      `<path transform="translate(${x} ${y}) scale(${unit})" d="${path}" fill="#000000" shape-rendering="crispEdges"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/**
 * The layout as the WhatsApp JPEG (about 1080 px wide, well under 300 KB). Plain libjpeg-turbo: mozjpeg's
 * trellis quantisation saved about a quarter of the bytes (96 vs 130 KB) for twice the render time.
 */
export function renderManifestoJpeg(layout: ManifestoLayout): Promise<Buffer> {
  return sharp(Buffer.from(manifestoSvg(layout)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

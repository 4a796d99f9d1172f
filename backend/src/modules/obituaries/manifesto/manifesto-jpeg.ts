import sharp from 'sharp';
import { backgroundSvg, manifestoFonts, svgInner, symbolSvg } from './manifesto-assets';
import { PAGE_HEIGHT, PAGE_WIDTH, type ManifestoLayout } from './manifesto-layout';

/** The WhatsApp poster: 1080 px wide, the page's proportion. */
export const JPEG_WIDTH = 1080;
export const JPEG_HEIGHT = Math.round((JPEG_WIDTH * PAGE_HEIGHT) / PAGE_WIDTH);
const JPEG_QUALITY = 80;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The layout as one SVG document in page units. Text is drawn as the glyph outlines of the same Roboto files
 * the PDF embeds (each glyph defined once, then `<use>`d), so librsvg needs no font of the system: nothing
 * depends on fontconfig, and line breaks and widths are exactly those of the PDF.
 */
export function manifestoSvg(layout: ManifestoLayout): string {
  const fonts = manifestoFonts();
  const defs = new Map<string, string>();
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
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${'#1a1a1a'}" stroke-width="2"/>`,
    );
  }
  for (const line of layout.lines) {
    const font = fonts[line.weight];
    const k = line.size / font.unitsPerEm;
    const prefix = line.weight === 'bold' ? 'b' : 'r';
    const uses = font
      .run(line.text)
      .glyphs.map((glyph) => {
        const id = `${prefix}${glyph.id}`;
        if (!defs.has(id)) defs.set(id, `<path id="${id}" d="${font.glyphPath(glyph.id)}"/>`);
        return `<use xlink:href="#${id}" x="${glyph.x}"/>`;
      })
      .join('');
    parts.push(
      `<g transform="translate(${line.x.toFixed(2)} ${line.baseline.toFixed(2)}) scale(${k.toFixed(6)} ${(-k).toFixed(6)})" fill="${line.color}"><title>${escapeXml(line.text)}</title>${uses}</g>`,
    );
  }
  if (layout.qr) {
    const { x, y, size, modules, path } = layout.qr;
    const unit = size / modules;
    parts.push(
      `<rect x="${x - 2 * unit}" y="${y - 2 * unit}" width="${size + 4 * unit}" height="${size + 4 * unit}" fill="#ffffff"/>`,
      `<path transform="translate(${x} ${y}) scale(${unit})" d="${path}" fill="#000000" shape-rendering="crispEdges"/>`,
    );
  }
  parts.splice(1, 0, `<defs>${[...defs.values()].join('')}</defs>`);
  parts.push('</svg>');
  return parts.join('');
}

/** The layout as the WhatsApp JPEG (about 1080 px wide, well under 300 KB). */
export function renderManifestoJpeg(layout: ManifestoLayout): Promise<Buffer> {
  return sharp(Buffer.from(manifestoSvg(layout)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

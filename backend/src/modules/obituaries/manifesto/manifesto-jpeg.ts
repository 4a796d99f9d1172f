import sharp from 'sharp';
import { backgroundSvg, svgInner, symbolSvg } from './manifesto-assets';
import { drawLines, glyphRun, type RgbImage } from './manifesto-glyph-atlas';
import { INK, PAGE_HEIGHT, PAGE_WIDTH, type ManifestoLayout } from './manifesto-layout';

/** The WhatsApp poster: 1080 px wide, the page's proportion. */
export const JPEG_WIDTH = 1080;
export const JPEG_HEIGHT = Math.round((JPEG_WIDTH * PAGE_HEIGHT) / PAGE_WIDTH);
const JPEG_QUALITY = 80;
/** Pixels per page unit (the outer SVG stretches the page to the JPEG, so y differs from x by 0.01%). */
const SCALE = { x: JPEG_WIDTH / PAGE_WIDTH, y: JPEG_HEIGHT / PAGE_HEIGHT };

/**
 * The layout but its text lines as one SVG document in page units, drawn at the JPEG's size; `text`, markup
 * in page units, goes where the lines are drawn (above the photo, below the QR code).
 */
export function manifestoSvg(layout: ManifestoLayout, text = ''): string {
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
  parts.push(text);
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

/** The QR code's white square in pixels (drawn above the text), or null. */
function qrSquare(layout: ManifestoLayout) {
  if (!layout.qr) return null;
  const { x, y, size, modules } = layout.qr;
  const margin = (2 * size) / modules;
  return {
    left: Math.round((x - margin) * SCALE.x),
    top: Math.round((y - margin) * SCALE.y),
    right: Math.round((x + size + margin) * SCALE.x),
    bottom: Math.round((y + size + margin) * SCALE.y),
  };
}

/** The layout's pixels at the JPEG's size, opaque RGB: everything but the text by librsvg, then the text. */
export async function renderManifestoPixels(layout: ManifestoLayout): Promise<RgbImage> {
  const [{ data, info }, glyphs] = await Promise.all([
    sharp(Buffer.from(manifestoSvg(layout)))
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
    glyphRun(layout.lines, SCALE),
  ]);
  if (info.channels !== 3) throw new Error(`Manifesto background with ${info.channels} channels`);
  const image = { data, width: info.width, height: info.height };
  drawLines(image, glyphs, qrSquare(layout));
  return image;
}

/**
 * The layout as the WhatsApp JPEG (about 1080 px wide, well under 300 KB): the text lines come from a glyph
 * atlas (manifesto-glyph-atlas.ts: their cost follows the pixels, not the glyph count). Plain libjpeg-turbo:
 * mozjpeg's trellis quantisation saved about a quarter of the bytes (96 vs 130 KB) for twice the render time.
 */
export async function renderManifestoJpeg(layout: ManifestoLayout): Promise<Buffer> {
  const { data, width, height } = await renderManifestoPixels(layout);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

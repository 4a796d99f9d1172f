import QRCode from 'qrcode';
import { MANIFEST_BLOCKS, type ManifestBlockName, type ManifestTexts } from '../manifest-texts';
import {
  manifestoFonts,
  type ManifestoBackground,
  type ManifestoFontWeight,
  type ManifestoSymbol,
} from './manifesto-assets';
import { breakLines } from './manifesto-lines';

/**
 * One layout of the manifesto, computed once in abstract units — a page 1000 wide and
 * 1414 high (A3's proportion) — and drawn by two painters: manifesto-jpeg.ts (SVG with the glyph outlines,
 * through sharp) and manifesto-pdf.ts (pdfmake, real text at the same positions, scaled to the paper).
 */
export const PAGE_WIDTH = 1000;
export const PAGE_HEIGHT = 1414;

const LEFT = 100;
const RIGHT = 900;
const TEXT_WIDTH = RIGHT - LEFT;
/** Where the footer (date, QR code, short link) starts: the text stack ends above it. */
const FOOTER_TOP = 1196;
const LINE_HEIGHT = 1.3;
const BLOCK_GAP = 30;
export const INK = '#1a1a1a';
export const RED = '#b0101a';
const MUTED = '#4a4a4a';

export interface ManifestoInput {
  name: string;
  surname: string;
  gender: string;
  age: number | null;
  /** The photo as JPEG bytes, already cut to the photo box's proportion (see PHOTO_BOX), or null. */
  photo: Buffer | null;
  background: ManifestoBackground;
  symbol: ManifestoSymbol;
  /** The five blocks; null = none (a record without a notice yet). */
  texts: ManifestTexts | null;
  publishDate: Date;
  /** The short link printed under the QR code (and what the QR code encodes). */
  link: string;
}

export interface TextLine {
  text: string;
  /** Left end of the line and its baseline, in page units. */
  x: number;
  baseline: number;
  size: number;
  weight: ManifestoFontWeight;
  color: string;
  /** Its advance, in page units (x + width is its right end). */
  width: number;
}

export interface ManifestoLayout {
  background: ManifestoBackground;
  symbol: { symbol: ManifestoSymbol; x: number; y: number; size: number } | null;
  photo: { data: Buffer; x: number; y: number; width: number; height: number } | null;
  lines: TextLine[];
  /** The QR code: `size` × `size` units at (x, y), `modules` wide, dark modules as one path in module units. */
  qr: { x: number; y: number; size: number; modules: number; path: string; link: string } | null;
}

/** The photo box (width, height) in page units; the service crops the photo to this proportion. */
export const PHOTO_BOX = { width: 220, height: 275 } as const;
const SYMBOL_SIZE = 84;

interface BlockStyle {
  size: number;
  weight?: ManifestoFontWeight;
}
const BLOCK_STYLES: Record<ManifestBlockName | 'name', BlockStyle> = {
  firstSentence: { size: 30 },
  name: { size: 72, weight: 'bold' },
  family: { size: 28 },
  thanks: { size: 24 },
  funeralInfo: { size: 26 },
  announce: { size: 24 },
};

interface Block {
  paragraphs: string[];
  size: number;
  weight: ManifestoFontWeight;
  color: string;
}

/** '[anni]' becomes the age (or goes, with the space before it, when there is none). */
export function withAge(text: string, age: number | null): string {
  return age === null ? text.replace(/\s?\[anni\]/gi, '') : text.replace(/\[anni\]/gi, String(age));
}

/** Greedy line breaking at spaces; a word longer than the line is cut where it must be (manifesto-lines.ts). */
function wrap(paragraph: string, size: number, weight: ManifestoFontWeight): string[] {
  return breakLines(paragraph, manifestoFonts()[weight], size, TEXT_WIDTH);
}

function blocksOf(input: ManifestoInput): Block[] {
  const blocks: Block[] = [];
  const add = (key: ManifestBlockName | 'name', value: string, bold: boolean, red: boolean) => {
    const paragraphs = value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (paragraphs.length === 0) return;
    const style = BLOCK_STYLES[key];
    blocks.push({
      paragraphs,
      size: style.size,
      weight: bold || style.weight === 'bold' ? 'bold' : 'regular',
      color: red ? RED : INK,
    });
  };
  for (const key of MANIFEST_BLOCKS) {
    const block = input.texts?.[key];
    if (block) add(key, withAge(block.value, input.age), block.bold, block.red);
    if (key === 'firstSentence') add('name', `${input.name} ${input.surname}`.trim(), true, false);
  }
  return blocks;
}

/** Lines of the text stack at a scale, with the stack's height. */
function setBlocks(
  blocks: Block[],
  scale: number,
): { lines: Omit<TextLine, 'x' | 'baseline'>[][]; height: number } {
  const fonts = manifestoFonts();
  let height = 0;
  const lines = blocks.map((block, index) => {
    const size = block.size * scale;
    const set = block.paragraphs
      .flatMap((paragraph) => wrap(paragraph, size, block.weight))
      .map((text) => ({
        text,
        size,
        weight: block.weight,
        color: block.color,
        width: fonts[block.weight].width(text, size),
      }));
    height += set.length * size * LINE_HEIGHT + (index > 0 ? BLOCK_GAP * scale : 0);
    return set;
  });
  return { lines, height };
}

const DATE_FORMAT = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** A line of `text` ending at `right` (or starting at `left`). */
function footerLine(
  text: string,
  at: { left?: number; right?: number },
  baseline: number,
  size: number,
  color = MUTED,
): TextLine {
  const width = manifestoFonts().regular.width(text, size);
  const x = at.left ?? (at.right as number) - width;
  return { text, x, baseline, size, weight: 'regular', color, width };
}

/** The QR code of `link`: its width in modules and its dark modules as one SVG path in module units. */
export function qrPath(link: string): { modules: number; path: string } {
  const code = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const modules = code.modules.size;
  let path = '';
  for (let row = 0; row < modules; row++) {
    let col = 0;
    while (col < modules) {
      if (!code.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules && code.modules.get(row, col)) col++;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return { modules, path };
}

function qrOf(link: string): NonNullable<ManifestoLayout['qr']> {
  const { modules, path } = qrPath(link);
  const size = 112;
  return { x: RIGHT - size, y: 1210, size, modules, path, link };
}

/** Where the religious symbol goes (centred at the top), or null for none. */
export function symbolPlacement(symbol: ManifestoSymbol): ManifestoLayout['symbol'] {
  return symbol === 'nessuno'
    ? null
    : { symbol, x: (PAGE_WIDTH - SYMBOL_SIZE) / 2, y: 84, size: SYMBOL_SIZE };
}

/** The layout of a manifesto. */
export function layoutManifesto(input: ManifestoInput): ManifestoLayout {
  let top = 96;
  const symbol = symbolPlacement(input.symbol);
  if (symbol) top = symbol.y + symbol.size + 30;
  let photo: ManifestoLayout['photo'] = null;
  if (input.photo) {
    photo = { data: input.photo, x: (PAGE_WIDTH - PHOTO_BOX.width) / 2, y: top, ...PHOTO_BOX };
    top += PHOTO_BOX.height + 34;
  }

  const blocks = blocksOf(input);
  const room = FOOTER_TOP - top;
  let scale = 1;
  let set = setBlocks(blocks, scale);
  while (set.height > room && scale > 0.4) {
    scale *= Math.max(0.85, Math.min(0.97, room / set.height));
    set = setBlocks(blocks, scale);
  }
  // Short stacks sit a little below the top of their room rather than against it.
  let y = top + Math.max(0, (room - set.height) / 3);
  const lines: TextLine[] = [];
  set.lines.forEach((blockLines, index) => {
    if (index > 0) y += BLOCK_GAP * scale;
    for (const line of blockLines) {
      const lineHeight = line.size * LINE_HEIGHT;
      const baseline = y + line.size * 1.02;
      y += lineHeight;
      // Past the room even at the smallest scale: the rest is left out rather than drawn over the footer.
      if (y > FOOTER_TOP) return;
      lines.push({ ...line, x: (PAGE_WIDTH - line.width) / 2, baseline });
    }
  });

  const qr = qrOf(input.link);
  lines.push(footerLine(DATE_FORMAT.format(input.publishDate), { left: LEFT }, 1300, 22, INK));
  lines.push(footerLine('Manifesto originale su Ricordo', { right: qr.x - 18 }, 1262, 17));
  lines.push(footerLine(input.link, { right: qr.x - 18 }, 1290, 16));
  return { background: input.background, symbol, photo, lines, qr };
}

/** The same pipeline's empty layout (the benchmark's baseline): the background alone. */
export function emptyLayout(background: ManifestoBackground): ManifestoLayout {
  return { background, symbol: null, photo: null, lines: [], qr: null };
}

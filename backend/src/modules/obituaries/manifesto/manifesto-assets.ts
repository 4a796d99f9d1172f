import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { PDF_FONT_DIR } from '../../../common/pdf';
import { BACKEND_ROOT } from '../../../config/paths';

/** Asset files of the manifesto (backgrounds and religious symbols drawn for the project, as SVG). */
export const MANIFESTO_ASSETS_DIR = join(BACKEND_ROOT, 'assets', 'manifesto');

export type ManifestoSymbol = 'croce' | 'stella' | 'nessuno';
export const MANIFESTO_SYMBOLS: readonly ManifestoSymbol[] = ['croce', 'stella', 'nessuno'];

/** One entry of the background list (`manifestBg`): a paper with its border and a religious symbol. */
export interface ManifestoBackground {
  ID: number;
  name: string;
  file: string;
  symbol: ManifestoSymbol;
}

/**
 * The background list (DESIGN "Data": manifesto backgrounds are shipped reference data). `deceased.manifestBg`
 * and the form's `bg` hold an ID of this list; the religious symbol is part of the choice, so a notice
 * needs no column of its own for it.
 */
export const MANIFESTO_BACKGROUNDS: readonly ManifestoBackground[] = [
  { ID: 1, name: 'Bianco, bordo nero, croce', file: 'bianco-bordo-nero.svg', symbol: 'croce' },
  { ID: 2, name: 'Avorio, bordo grigio, croce', file: 'avorio-bordo-grigio.svg', symbol: 'croce' },
  { ID: 3, name: 'Grigio perla, croce', file: 'grigio-perla.svg', symbol: 'croce' },
  { ID: 4, name: 'Avorio, cornice dorata, croce', file: 'avorio-cornice-dorata.svg', symbol: 'croce' },
  { ID: 5, name: 'Bianco, bordo nero, stella di Davide', file: 'bianco-bordo-nero.svg', symbol: 'stella' },
  {
    ID: 6,
    name: 'Avorio, bordo grigio, stella di Davide',
    file: 'avorio-bordo-grigio.svg',
    symbol: 'stella',
  },
  { ID: 7, name: 'Bianco, bordo nero, senza simbolo', file: 'bianco-bordo-nero.svg', symbol: 'nessuno' },
  {
    ID: 8,
    name: 'Avorio, cornice dorata, senza simbolo',
    file: 'avorio-cornice-dorata.svg',
    symbol: 'nessuno',
  },
];
export const DEFAULT_BACKGROUND_ID = 1;

/** The list entry of a stored or posted index; an unknown or missing one is the default. */
export function backgroundOf(id: number | null | undefined): ManifestoBackground {
  return MANIFESTO_BACKGROUNDS.find((entry) => entry.ID === id) ?? MANIFESTO_BACKGROUNDS[0];
}

const SYMBOL_FILES: Record<Exclude<ManifestoSymbol, 'nessuno'>, string> = {
  croce: 'croce-latina.svg',
  stella: 'stella-david.svg',
};

const svgCache = new Map<string, string>();
function readSvg(path: string): string {
  let text = svgCache.get(path);
  if (text === undefined) {
    text = readFileSync(path, 'utf8');
    svgCache.set(path, text);
  }
  return text;
}

export function backgroundSvg(background: ManifestoBackground): string {
  return readSvg(join(MANIFESTO_ASSETS_DIR, 'backgrounds', background.file));
}

/** The symbol's SVG file (viewBox 0 0 100 100), or null for none. */
export function symbolSvg(symbol: ManifestoSymbol): string | null {
  return symbol === 'nessuno' ? null : readSvg(join(MANIFESTO_ASSETS_DIR, 'symbols', SYMBOL_FILES[symbol]));
}

/** The markup inside the outer `<svg …>…</svg>` of a file, to nest it in a larger drawing. */
export function svgInner(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  return svg.slice(open + 1, svg.lastIndexOf('</svg>'));
}

/**
 * The fonts: the Roboto files pdfmake ships (the same ones every PDF of the project uses), opened with
 * fontkit, which pdfkit itself uses to measure. Measuring and drawing glyph outlines from the very files
 * the PDF embeds keeps the JPEG and the PDF lines identical, with no system font involved.
 */
export type ManifestoFontWeight = 'regular' | 'bold';
export interface GlyphRun {
  /** Advance of the whole run, in font units. */
  advance: number;
  glyphs: Array<{ id: number; x: number }>;
}
export interface ManifestoFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** Width of `text` at `size`. */
  width(text: string, size: number): number;
  run(text: string): GlyphRun;
  /** A glyph's outline in font units (y up), or null for none (a space). */
  glyphOutline(id: number): GlyphOutline | null;
  /** The same outline as absolute SVG path data in font units (y up); '' for none. */
  glyphPath(id: number): string;
}

/**
 * A glyph's outline as SVG path data: its first point (x, y), then `rest`, every further command relative
 * (m, l, q, c, z), so placing the glyph anywhere is `M{x + dx} {y}` followed by the same cached string.
 */
export interface GlyphOutline {
  x: number;
  y: number;
  rest: string;
}
const RELATIVE_LETTERS: Record<string, string> = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};
const round = (value: number) => Math.round(value * 100) / 100;

function outlineOf(commands: Array<{ command: string; args: number[] }>): GlyphOutline | null {
  const [first, ...others] = commands;
  if (!first || first.command !== 'moveTo') return null;
  let [x, y] = first.args;
  let [startX, startY] = first.args;
  let rest = '';
  for (const { command, args } of others) {
    rest += RELATIVE_LETTERS[command];
    if (command === 'closePath') {
      [x, y] = [startX, startY];
      continue;
    }
    for (let index = 0; index < args.length; index += 2) {
      rest += `${round(args[index] - x)} ${round(args[index + 1] - y)} `;
    }
    [x, y] = args.slice(-2);
    if (command === 'moveTo') [startX, startY] = [x, y];
  }
  return { x: first.args[0], y: first.args[1], rest };
}

interface FontkitGlyph {
  id: number;
  path: { commands: Array<{ command: string; args: number[] }> };
}
interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(text: string): {
    glyphs: FontkitGlyph[];
    positions: Array<{ xAdvance: number }>;
    advanceWidth: number;
  };
  getGlyph(id: number): FontkitGlyph;
}

function openFont(file: string): ManifestoFont {
  const font = fontkit.openSync(join(PDF_FONT_DIR, file)) as FontkitFont;
  const outlines = new Map<number, GlyphOutline | null>();
  const runs = new Map<string, GlyphRun>();
  const run = (text: string): GlyphRun => {
    let cached = runs.get(text);
    if (!cached) {
      const laid = font.layout(text);
      let x = 0;
      const glyphs = laid.glyphs.map((glyph, index) => {
        const placed = { id: glyph.id, x };
        x += laid.positions[index].xAdvance;
        return placed;
      });
      cached = { advance: x, glyphs };
      if (runs.size > 5000) runs.clear();
      runs.set(text, cached);
    }
    return cached;
  };
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.ascent,
    descent: font.descent,
    run,
    width: (text, size) => (run(text).advance * size) / font.unitsPerEm,
    glyphPath(id) {
      const outline = this.glyphOutline(id);
      return outline ? `M${outline.x} ${outline.y}${outline.rest}` : '';
    },
    glyphOutline(id) {
      let outline = outlines.get(id);
      if (outline === undefined) {
        outline = outlineOf(font.getGlyph(id).path.commands);
        outlines.set(id, outline);
      }
      return outline;
    },
  };
}

let fonts: Record<ManifestoFontWeight, ManifestoFont> | null = null;
/** The two weights, opened once per process (pdfmake's 'bold' is Roboto-Medium, see common/pdf.ts). */
export function manifestoFonts(): Record<ManifestoFontWeight, ManifestoFont> {
  fonts ??= { regular: openFont('Roboto-Regular.ttf'), bold: openFont('Roboto-Medium.ttf') };
  return fonts;
}

import sharp from 'sharp';
import { manifestoFonts, type ManifestoFontWeight } from './manifesto-assets';
import type { TextLine } from './manifesto-layout';

/**
 * The manifesto's text drawn from a glyph atlas. librsvg's time follows the glyphs it fills, not
 * their pixels: a poster of 9 000 glyphs placed one `<use>` each took 300 ms. Here each distinct glyph of the
 * poster (weight, glyph, size) is filled by librsvg once per sub-pixel position it is drawn at (1/SUPERSAMPLE
 * px in x and y), or, when it is drawn at many, once SUPERSAMPLE times larger and averaged in JavaScript over
 * SUPERSAMPLE² samples per position; all in one small SVG, each outline defined once. Each glyph of each line
 * is then blended into the page's pixels in plain JavaScript with its line's colour (source over, as librsvg
 * draws). The atlas holds at most (distinct glyphs × positions, bounded) cells; the rest follows the pixels.
 */

/** Samples per pixel in x and in y: a glyph lands within 1/(2 × SUPERSAMPLE) px of where the SVG put it. */
const SUPERSAMPLE = 8;
/** Rather narrow: librsvg's time also grows with the atlas's width. */
const ATLAS_WIDTH = 1024;

/** A glyph's box in font units (y up), from its outline's points and control points (so never too small). */
interface Box {
  minU: number;
  minV: number;
  maxU: number;
  maxV: number;
}
const boxes = new Map<string, Box | null>();

function glyphBox(weight: ManifestoFontWeight, id: number): Box | null {
  const key = `${weight}|${id}`;
  let box = boxes.get(key);
  if (box !== undefined) return box;
  const outline = manifestoFonts()[weight].glyphOutline(id);
  box = null;
  if (outline) {
    const found = { minU: outline.x, minV: outline.y, maxU: outline.x, maxV: outline.y };
    let [x, y] = [outline.x, outline.y];
    let [startX, startY] = [x, y];
    // `rest` is relative: every pair of a command from the point the command starts at (see outlineOf).
    for (const [, letter, args] of outline.rest.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
      if (letter === 'z') {
        [x, y] = [startX, startY];
        continue;
      }
      const numbers = args.trim().split(/\s+/).map(Number);
      for (let index = 0; index + 1 < numbers.length; index += 2) {
        const [u, v] = [x + numbers[index], y + numbers[index + 1]];
        found.minU = Math.min(found.minU, u);
        found.maxU = Math.max(found.maxU, u);
        found.minV = Math.min(found.minV, v);
        found.maxV = Math.max(found.maxV, v);
      }
      x += numbers[numbers.length - 2];
      y += numbers[numbers.length - 1];
      if (letter === 'm') [startX, startY] = [x, y];
    }
    box = found;
  }
  if (boxes.size > 20_000) boxes.clear();
  boxes.set(key, box);
  return box;
}

/**
 * One distinct glyph: its box in pixels from its origin's pixel (any phase), the sub-pixel positions it is
 * drawn at, and its cells in the atlas: one per position (drawn by librsvg right there, for a glyph drawn at
 * few positions), or one SUPERSAMPLE times larger for all of them.
 */
interface Glyph {
  weight: ManifestoFontWeight;
  id: number;
  size: number;
  left: number;
  top: number;
  width: number;
  height: number;
  used: Set<number>;
  cells: Cell[];
  /** Coverage at each sub-pixel position (phaseY × SUPERSAMPLE + phaseX), width × height bytes. */
  phases: Array<Uint8Array | undefined>;
}
interface Cell {
  glyph: Glyph;
  /** SUPERSAMPLE (all positions), or 1 (the glyph drawn at `phase`). */
  factor: number;
  phase: number;
  x: number;
  y: number;
}
/**
 * Positions past which one large cell costs librsvg less than one cell each (SUPERSAMPLE² pixels against one
 * element and the glyph's pixels per position).
 */
const CELLS_PER_GLYPH = 24;

/** One glyph to draw: the pixel its origin falls in and where in it, and its line's colour. */
interface Placed {
  glyph: Glyph;
  x: number;
  y: number;
  phase: number;
  rgb: [number, number, number];
}

export function rgbOf(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`Not a #rrggbb colour: ${color}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** The pixel a position (in pixels) falls in, and the sub-pixel sample nearest to it. */
function split(position: number): [number, number] {
  const samples = Math.round(position * SUPERSAMPLE);
  const pixel = Math.floor(samples / SUPERSAMPLE);
  return [pixel, samples - pixel * SUPERSAMPLE];
}

/** Every glyph of the lines, placed, with the distinct glyphs they need (not yet in cells). */
function place(lines: readonly TextLine[], scale: { x: number; y: number }) {
  const fonts = manifestoFonts();
  const glyphs = new Map<string, Glyph>();
  const placed: Placed[] = [];
  for (const line of lines) {
    const font = fonts[line.weight];
    const k = line.size / font.unitsPerEm;
    const rgb = rgbOf(line.color);
    const [y, phaseY] = split(line.baseline * scale.y);
    for (const { id, x: advance } of font.run(line.text).glyphs) {
      const box = glyphBox(line.weight, id);
      if (!box) continue;
      const [x, phaseX] = split((line.x + k * advance) * scale.x);
      const key = `${line.weight}|${id}|${line.size}`;
      let glyph = glyphs.get(key);
      if (!glyph) {
        // In pixels from the origin's pixel: the sub-pixel phase moves the glyph by up to one more pixel.
        const [ax, ay] = [scale.x * k, scale.y * k];
        const left = Math.floor(ax * box.minU) - 1;
        const top = Math.floor(-ay * box.maxV) - 1;
        const width = Math.ceil(ax * box.maxU) + 2 - left;
        const height = Math.ceil(-ay * box.minV) + 2 - top;
        glyph = {
          weight: line.weight,
          id,
          size: line.size,
          left,
          top,
          width,
          height,
          used: new Set(),
          cells: [],
          phases: [],
        };
        glyphs.set(key, glyph);
      }
      const phase = phaseY * SUPERSAMPLE + phaseX;
      glyph.used.add(phase);
      placed.push({ glyph, x, y, phase, rgb });
    }
  }
  const cells: Cell[] = [];
  for (const glyph of glyphs.values()) {
    glyph.cells =
      glyph.used.size > CELLS_PER_GLYPH
        ? [{ glyph, factor: SUPERSAMPLE, phase: 0, x: 0, y: 0 }]
        : [...glyph.used].map((phase) => ({ glyph, factor: 1, phase, x: 0, y: 0 }));
    cells.push(...glyph.cells);
  }
  return { cells, placed };
}

/** The cells in rows, tallest first; the atlas's height. */
function pack(cells: Cell[]): number {
  let [x, y, rowHeight] = [0, 0, 0];
  for (const cell of [...cells].sort((a, b) => b.glyph.height * b.factor - a.glyph.height * a.factor)) {
    const [width, height] = [cell.glyph.width * cell.factor, cell.glyph.height * cell.factor];
    if (x + width > ATLAS_WIDTH) [x, y, rowHeight] = [0, y + rowHeight, 0];
    [cell.x, cell.y] = [x, y];
    x += width;
    rowHeight = Math.max(rowHeight, height);
  }
  return y + rowHeight;
}

/** The atlas's coverage (one byte a pixel): every cell's glyph drawn by librsvg, each outline defined once. */
async function rasterise(cells: Cell[], height: number, scale: { x: number; y: number }) {
  const fonts = manifestoFonts();
  const defined = new Map<string, string>();
  const uses: string[] = [];
  for (const { glyph, factor, phase, x, y } of cells) {
    const font = fonts[glyph.weight];
    const id = `${glyph.weight[0]}${glyph.id}`;
    if (!defined.has(id)) defined.set(id, `<path id="${id}" d="${font.glyphPath(glyph.id)}"/>`);
    const k = (glyph.size / font.unitsPerEm) * factor;
    // The glyph's origin in its cell: at its sub-pixel position in a cell of one position.
    const phaseX = factor === 1 ? (phase % SUPERSAMPLE) / SUPERSAMPLE : 0;
    const phaseY = factor === 1 ? Math.floor(phase / SUPERSAMPLE) / SUPERSAMPLE : 0;
    const originX = x - glyph.left * factor + phaseX;
    const originY = y - glyph.top * factor + phaseY;
    uses.push(
      `<use href="#${id}" transform="matrix(${scale.x * k} 0 0 ${-scale.y * k} ${originX} ${originY})"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_WIDTH}" height="${height}"><defs>${[...defined.values()].join('')}</defs>${uses.join('')}</svg>`;
  return sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer();
}

/** A large cell as a summed-area table: entry (x, y) is the sum of the samples above and left of it. */
function sums(atlas: Buffer, cell: Cell): Int32Array {
  const width = cell.glyph.width * SUPERSAMPLE;
  const height = cell.glyph.height * SUPERSAMPLE;
  const table = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    const line = (cell.y + y) * ATLAS_WIDTH + cell.x;
    for (let x = 0; x < width; x++) {
      row += atlas[line + x];
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1] + row;
    }
  }
  return table;
}

/**
 * A glyph's coverage at one sub-pixel position: its cell for that position, or from its large cell, pixel
 * (col, row) averaging the samples it covers once the glyph is moved right by phaseX and down by phaseY
 * samples (outside the cell: blank, as its margin is).
 */
function coverage(atlas: Buffer, glyph: Glyph, phase: number, tables: Map<Cell, Int32Array>): Uint8Array {
  const cached = glyph.phases[phase];
  if (cached) return cached;
  const { width, height } = glyph;
  const result = new Uint8Array(width * height);
  const [cell] = glyph.cells;
  if (cell.factor === 1) {
    const own = glyph.cells.find((each) => each.phase === phase)!;
    for (let row = 0; row < height; row++) {
      const from = (own.y + row) * ATLAS_WIDTH + own.x;
      result.set(atlas.subarray(from, from + width), row * width);
    }
  } else {
    let table = tables.get(cell);
    if (!table) tables.set(cell, (table = sums(atlas, cell)));
    const phaseX = phase % SUPERSAMPLE;
    const phaseY = (phase - phaseX) / SUPERSAMPLE;
    const stride = width * SUPERSAMPLE + 1;
    const clamp = (value: number, max: number) => (value < 0 ? 0 : value > max ? max : value);
    const samples = SUPERSAMPLE * SUPERSAMPLE;
    for (let row = 0; row < height; row++) {
      const top = clamp(row * SUPERSAMPLE - phaseY, height * SUPERSAMPLE) * stride;
      const bottom = clamp((row + 1) * SUPERSAMPLE - phaseY, height * SUPERSAMPLE) * stride;
      for (let col = 0; col < width; col++) {
        const left = clamp(col * SUPERSAMPLE - phaseX, width * SUPERSAMPLE);
        const right = clamp((col + 1) * SUPERSAMPLE - phaseX, width * SUPERSAMPLE);
        const sum = table[bottom + right] - table[bottom + left] - table[top + right] + table[top + left];
        result[row * width + col] = (sum + samples / 2) / samples;
      }
    }
  }
  glyph.phases[phase] = result;
  return result;
}

/** A raw RGB image (3 bytes a pixel, opaque) to draw on. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}
/** A rectangle in pixels drawn above the text (the QR code's white square): no glyph pixel lands in it. */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The lines' glyphs placed in pixels and their atlas, ready to draw (see drawLines). */
export interface GlyphRun {
  placed: Placed[];
  atlas: Buffer;
}

/** Places the lines' glyphs (page units, `scale` pixels per unit in x and y) and draws their atlas. */
export async function glyphRun(
  lines: readonly TextLine[],
  scale: { x: number; y: number },
): Promise<GlyphRun> {
  const { cells, placed } = place(lines, scale);
  const atlas = placed.length === 0 ? Buffer.alloc(0) : await rasterise(cells, pack(cells), scale);
  return { placed, atlas };
}

/** Draws the glyphs onto `image`, glyph over glyph as librsvg would, clipped to it and kept out of `above`. */
export function drawLines(image: RgbImage, { placed, atlas }: GlyphRun, above: PixelRect | null): void {
  const tables = new Map<Cell, Int32Array>();
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const { width, height } = image;
  const hole = above ?? { left: 0, top: 0, right: 0, bottom: 0 };
  for (const { glyph, x, y, phase, rgb } of placed) {
    const [red, green, blue] = rgb;
    const cover = coverage(atlas, glyph, phase, tables);
    const left = x + glyph.left;
    const top = y + glyph.top;
    const fromRow = Math.max(0, -top);
    const toRow = Math.min(glyph.height, height - top);
    const fromCol = Math.max(0, -left);
    const toCol = Math.min(glyph.width, width - left);
    for (let row = fromRow; row < toRow; row++) {
      const pageY = top + row;
      const inHole = pageY >= hole.top && pageY < hole.bottom;
      const from = row * glyph.width;
      const to = (pageY * width + left) * 3;
      for (let col = fromCol; col < toCol; col++) {
        const alpha = cover[from + col];
        if (alpha === 0) continue;
        if (inHole && left + col >= hole.left && left + col < hole.right) continue;
        const at = to + col * 3;
        pixels[at] = pixels[at] + ((red - pixels[at]) * alpha) / 255;
        pixels[at + 1] = pixels[at + 1] + ((green - pixels[at + 1]) * alpha) / 255;
        pixels[at + 2] = pixels[at + 2] + ((blue - pixels[at + 2]) * alpha) / 255;
      }
    }
  }
}

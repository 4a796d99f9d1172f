/**
 * The manifesto's line breaking, linear in the paragraph's length: every word is laid out once
 * (its advance, kerning inside it included), every character of a word longer than a line once (standalone
 * advances, cached per font, summed into prefix widths), a cut inside such a word is found by binary search
 * over those sums, and each line is then measured once as a whole so it fits exactly as the painters draw
 * it (kerning across spaces and inside words moves a break by a word or a character at most, one exact
 * measurement each). The result is the greedy break the layout always had: as many words as fit, a word
 * longer than the line cut where it must be.
 */

/** What the breaker needs of a font (manifesto-assets.ts ManifestoFont): advances in font units. */
export interface AdvanceMeasure {
  unitsPerEm: number;
  run(text: string): { advance: number };
}

const charWidths = new WeakMap<AdvanceMeasure, Map<string, number>>();
/** Distinct characters remembered per font; past it a character is measured each time (still once a use). */
const MAX_CACHED_CHARS = 20_000;

/** Code point boundaries of `word` (UTF-16 offsets) and the standalone advance before each. */
function prefixWidths(word: string, font: AdvanceMeasure): { at: number[]; sum: number[] } {
  let cache = charWidths.get(font);
  if (!cache) {
    cache = new Map();
    charWidths.set(font, cache);
  }
  const at = [0];
  const sum = [0];
  for (const char of word) {
    let width = cache.get(char);
    if (width === undefined) {
      width = font.run(char).advance;
      if (cache.size < MAX_CACHED_CHARS) cache.set(char, width);
    }
    at.push(at[at.length - 1] + char.length);
    sum.push(sum[sum.length - 1] + width);
  }
  return { at, sum };
}

/** The largest index in [low, high] whose prefix from `from` stays within `max` (low when none does). */
function lastWithin(sum: number[], from: number, low: number, high: number, max: number): number {
  let found = low;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sum[middle] - sum[from] <= max) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Greedy line breaking of one paragraph at spaces (runs of white space count as one) for a line `width`
 * page units wide at font `size`; a word longer than the line is cut between characters (never inside a
 * surrogate pair), each piece as long as fits.
 */
export function breakLines(paragraph: string, font: AdvanceMeasure, size: number, width: number): string[] {
  const words = paragraph.split(/\s+/).filter(Boolean);
  const advance = (text: string) => font.run(text).advance;
  // The same comparison the painters' width implies: (advance × size) / unitsPerEm within the line.
  const fits = (text: string) => (advance(text) * size) / font.unitsPerEm <= width;
  const maxAdvance = (width * font.unitsPerEm) / size;
  const space = advance(' ');
  const lines: string[] = [];
  let index = 0;
  /** The word being cut across lines: its prefix widths and the code point where its rest starts. */
  let cutting: { prefix: { at: number[]; sum: number[] }; from: number } | null = null;

  while (index < words.length) {
    const word = words[index];
    let first = word;
    let firstFits: boolean;
    if (cutting) {
      const { prefix, from } = cutting;
      first = word.slice(prefix.at[from]);
      const estimate = prefix.sum[prefix.sum.length - 1] - prefix.sum[from];
      // Kerning never takes half a line away: a rest estimated past two lines is not measured again.
      firstFits = estimate <= 2 * maxAdvance && fits(first);
    } else firstFits = fits(word);

    if (!firstFits) {
      cutting ??= { prefix: prefixWidths(word, font), from: 0 };
      const { prefix, from } = cutting;
      const last = prefix.at.length - 1;
      const pieceAdvance = (end: number) => advance(word.slice(prefix.at[from], prefix.at[end]));
      const within = (runAdvance: number) => (runAdvance * size) / font.unitsPerEm <= width;
      let cut = lastWithin(prefix.sum, from, from + 1, last - 1, maxAdvance);
      let measured = pieceAdvance(cut);
      let shrunk = false;
      while (cut > from + 1 && !within(measured)) {
        cut--;
        measured = pieceAdvance(cut);
        shrunk = true;
      }
      // Kerning left room: go ahead by as many characters as their own advances fill it, else by one.
      while (!shrunk && cut + 1 < last) {
        const ahead = lastWithin(prefix.sum, cut, cut + 1, last - 1, maxAdvance - measured);
        const aheadAdvance = pieceAdvance(ahead);
        if (within(aheadAdvance)) [cut, measured] = [ahead, aheadAdvance];
        else if (ahead > cut + 1 && within(pieceAdvance(cut + 1)))
          [cut, measured] = [cut + 1, pieceAdvance(cut + 1)];
        else break;
      }
      lines.push(word.slice(prefix.at[from], prefix.at[cut]));
      cutting.from = cut;
      continue;
    }

    // The line starts with `first`; words are added while the estimate (words' own advances and spaces)
    // fits, then the line is measured as drawn and moved by whole words until it is the greedy one (a word
    // is tried past the estimate only within one space's advance of slack, what kerning can give back).
    cutting = null;
    let estimate = advance(first);
    let next = index + 1;
    while (next < words.length && estimate + space + advance(words[next]) <= maxAdvance) {
      estimate += space + advance(words[next]);
      next++;
    }
    let line = [first, ...words.slice(index + 1, next)].join(' ');
    let shrunk = false;
    while (next > index + 1 && !fits(line)) {
      next--;
      estimate -= space + advance(words[next]);
      line = line.slice(0, line.length - words[next].length - 1);
      shrunk = true;
    }
    while (
      !shrunk &&
      next < words.length &&
      estimate + advance(words[next]) <= maxAdvance &&
      fits(`${line} ${words[next]}`)
    ) {
      estimate += space + advance(words[next]);
      line = `${line} ${words[next]}`;
      next++;
    }
    lines.push(line);
    index = next;
  }
  return lines;
}

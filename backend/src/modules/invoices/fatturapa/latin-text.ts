/**
 * Text as the FatturaPA schema accepts it. Its String…LatinType values allow only Basic Latin and Latin-1
 * Supplement (U+0000-U+00FF, so Italian accents are fine) and are normalizedString (no line breaks); the
 * String…Type values (Numero, ProgressivoInvio, NumeroCivico …) allow Basic Latin only. Anything else would
 * make SDI reject the whole file, so it is replaced by its closest Latin spelling or dropped.
 */

/** Characters with a conventional Latin spelling that NFKD does not give. */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2022': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u0152': 'OE',
  '\u0153': 'oe',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

function toRange(text: string, max: number): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= max && code >= 0x20 && !(code >= 0x7f && code <= 0x9f)) {
      out += char;
      continue;
    }
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      // Controls and line breaks: a normalizedString has none, they become a space.
      out += ' ';
      continue;
    }
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    // A letter with a diacritic outside the range (č, ő, ș …): its base letter, or its Latin-1 form when
    // the composed one exists there (NFKD then NFC of the base with marks that fit).
    const decomposed = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (decomposed.length > 0 && [...decomposed].every((c) => (c.codePointAt(0) ?? 0) <= max)) {
      out += decomposed;
    }
    // Anything else (emoji, other scripts) is dropped.
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Text for a String…LatinType of at most `maxLength` characters (Latin-1, one line). */
export function latinText(text: string, maxLength: number): string {
  return toRange(text, 0xff).slice(0, maxLength).trim();
}

/** Text for a String…Type of at most `maxLength` characters (Basic Latin only, one line). */
export function basicLatinText(text: string, maxLength: number): string {
  return toRange(text, 0x7e).slice(0, maxLength).trim();
}

/** A long text split into chunks of at most `size` characters, as the repeated Causale elements. */
export function latinChunks(text: string, size: number): string[] {
  const clean = toRange(text, 0xff);
  const chunks: string[] = [];
  for (let start = 0; start < clean.length; start += size) chunks.push(clean.slice(start, start + size));
  return chunks.filter((chunk) => chunk.trim().length > 0);
}

/** The five characters XML escapes in text and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

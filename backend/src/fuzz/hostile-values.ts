import fc from 'fast-check';
import type { Schema } from './openapi-operations';

/** Pieces of text a hostile user sends: scripts, direction marks, invisible and combining characters, NUL. */
const FRAGMENTS = [
  'Rossi',
  'àèìòù',
  'שלום',
  'مرحبا',
  '\u202Egnp.exe',
  '\u200F',
  '\u200B',
  '\u200D',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  'Z\u0334\u0321\u031B\u034E',
  '👨‍👩‍👧‍👦',
  '🕯️',
  '😀',
  '\u0000',
  '\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
  '${x}',
  ' ',
  '\n',
  '\r\n',
  '\t',
];

/** Text of exactly `length` UTF-16 units when possible, made of hostile fragments. */
function fitted(pieces: string[], length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += pieces[i % pieces.length];
  return text.slice(0, length);
}

/** A hostile text of 0..maxLength units. */
export function hostileText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 8 }), fc.nat(maxLength))
    .map(([pieces, length]) => fitted(pieces, Math.min(length, maxLength)));
}

/** One long unbroken word of `length` units (the manifesto's line breaking, word wrapping, indexes). */
export function longWord(length: number): fc.Arbitrary<string> {
  return fc
    .constantFrom('A', 'incomprensibilmente', 'ẞ', 'e\u0301', '👨‍👩‍👧‍👦', 'W')
    .map((piece) => fitted([piece], length));
}

/** Text at exactly its limit, and text past it (one unit over, or far over). */
function textAt(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    longWord(maxLength),
    hostileText(maxLength).map((t) => fitted([t || 'x'], maxLength)),
  );
}
function textPast(maxLength: number): fc.Arbitrary<string> {
  return fc.constantFrom(maxLength + 1, maxLength * 10 + 7, 100_000).chain((length) =>
    fc.oneof(
      longWord(length),
      hostileText(length).map((t) => fitted([t || 'x'], length)),
    ),
  );
}

/** A value of any JSON type but the expected one. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  true,
  0,
  -1,
  1e308,
  '',
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
  { __proto__: { admin: true } },
  [[[[[[[[[[]]]]]]]]]],
);

/** Numbers at and past their bounds (and the ones parsers trip on). */
function numberFor(schema: Schema, mode: Mode): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31;
  if (mode === 'fit') return fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 100_000) });
  if (mode === 'limit') return fc.constantFrom(min, max, schema.minimum ?? 0);
  return fc.constantFrom(
    min - 1,
    max + 1,
    2 ** 53 + 1,
    -0,
    1e308,
    0.5,
    'NaN',
    'Infinity',
    '1e400',
    '0x1F',
    ' 7',
  );
}

export type Mode = 'fit' | 'limit' | 'past' | 'wrong';

/** A value for one schema: within it (hostile content), at its limits, past them, or of another type. */
export function valueFor(schema: Schema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  if (mode === 'wrong') return wrongType;
  if (schema.enum && schema.enum.length > 0) {
    if (mode === 'past') return fc.constantFrom('NON_ESISTE', 'x'.repeat(300), 999_999, '');
    return fc.constantFrom(...schema.enum);
  }
  switch (schema.type) {
    case 'number':
    case 'integer':
      return numberFor(schema, mode);
    case 'boolean':
      return mode === 'fit' ? fc.boolean() : fc.constantFrom('true', 'sì', 2, 'false');
    case 'array': {
      const items = valueFor(schema.items ?? { type: 'string' }, mode, depth + 1);
      if (mode === 'past') return fc.array(items, { minLength: 50, maxLength: 200 });
      return fc.array(items, { maxLength: 3 });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectFor(schema, mode, depth + 1);
    default: {
      const max = schema.maxLength;
      if (mode === 'fit')
        return fc.oneof(hostileText(Math.min(max ?? 200, 200)), longWord(Math.min(max ?? 60, 60)));
      if (mode === 'limit') return textAt(max ?? 4000);
      return textPast(max ?? 4000);
    }
  }
}

/** Every documented field (binary ones left to the multipart builder), each in the given mode. */
export function objectFor(schema: Schema, mode: Mode, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).filter(([, field]) => field.format !== 'binary');
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  // Mostly every field in the mode; sometimes one field alone in it, the others fitting.
  for (const [name, field] of fields) record[name] = valueFor(field, mode, depth);
  return fc.record(record);
}

/** JSON nested `depth` levels deep, as text (JSON.stringify of such a value would itself overflow). */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(500, 5_000, 50_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** One JSON object with many keys (or one array with many items). */
export const wideJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(1_000, 20_000, 100_000), fc.boolean())
  .map(([width, keys]) =>
    keys
      ? JSON.stringify(Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i])))
      : JSON.stringify(Array.from({ length: width }, (_, i) => i)),
  );

/** Percent-encodes every byte of the UTF-8 text (a lone surrogate becomes U+FFFD; encodeURIComponent throws). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Path and query values: real ids of other owners, numbers at the edges, hostile text, bad escapes. */
export function idValue(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: realIds.length > 0 ? fc.constantFrom(...realIds) : fc.constant('1') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e5',
        '0x10',
        '99999999999999999999999',
        '0001000',
        '9999999',
        'null',
        'undefined',
        '[object Object]',
        '%E0%A4%A',
        '%00',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e',
      ),
    },
    { weight: 1, arbitrary: hostileText(300).map((text) => percentEncode(text || 'x')) },
    { weight: 1, arbitrary: longWord(5000).map((text) => percentEncode(text)) },
  );
}

// Compressed delivery of JS, CSS and HTML (DESIGN "Performance": first-visit bytes). Hashed assets are
// compressed at build time (deploy/rspack/precompress.mjs writes `.br` and `.gz` beside them) and sent as
// they are; the HTML page, which carries a fresh CSP nonce on every answer, is compressed on the fly at a
// fast level.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this an answer is sent as it is: the headers would cost more than the bytes saved. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, each only when the
 * client accepts it with a non-zero q-value (RFC 9110 §12.5.3); `*` admits both.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  return acceptedEncodings(header)[0] ?? null;
}

/** The encodings the client accepts, best first (brotli before gzip). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
}

/** Brotli quality 5 / gzip level 6: well under a millisecond for a page of a few tens of KB. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

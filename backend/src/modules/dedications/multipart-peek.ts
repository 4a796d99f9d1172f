import type { Readable } from 'node:stream';

/** The leading text fields of a form are small; past this the peek gives up (the body is not kept). */
export const PEEK_LIMIT_BYTES = 64_000;

/** Longer than a field's part header plus a short value, so a match split across chunks is still seen. */
const SEARCH_OVERLAP = 1024;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value of one text field of a multipart body when it comes before any file, read from the first bytes
 * of the stream, which are then put back (Readable.unshift) so the real parser reads the whole body. Gives
 * null when a file part, the end of the form or PEEK_LIMIT_BYTES comes first. Used to learn a form's
 * `dedic-type` (photo or video) before its file is streamed and checked.
 */
export function peekMultipartField(req: Readable, boundary: string, field: string): Promise<string | null> {
  const valuePattern = new RegExp(
    `name="${escapeRegExp(field)}"\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([^\\r\\n]{0,200})\\r\\n`,
  );
  const closing = `--${boundary}--`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tail = '';
    let settled = false;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const stop = (value: string | null) => {
      if (settled) return;
      settled = true;
      cleanup();
      req.pause();
      if (chunks.length > 0) req.unshift(Buffer.concat(chunks));
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Only the new bytes and a short overlap are searched: a trickled body costs linear time.
      const window = tail + chunk.toString('latin1');
      tail = window.slice(-SEARCH_OVERLAP);
      const found = valuePattern.exec(window);
      if (found) return stop(found[1]);
      if (window.includes('filename=') || window.includes(closing) || size >= PEEK_LIMIT_BYTES) stop(null);
    };
    // A body cut short: nothing to put back; the parser reports it.
    const onEnd = () => {
      settled = true;
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      settled = true;
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The boundary of a multipart/form-data content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

import http from 'node:http';

/** One part of a hand-built multipart body: a text field, or a file with its bytes. */
export type RawPart = { name: string; value: string } | { name: string; filename: string; data: Buffer };

export const CUT_BOUNDARY = 'ricordoCutBoundary';

/** Where a cut lands, named for the failure message. */
export interface Cut {
  label: string;
  /** How many bytes of the whole body are sent. */
  at: number;
}

/**
 * A multipart body and the offsets worth cutting it at: inside each part's headers, inside each field's
 * value, inside each file's data (start, middle, last byte) and inside the closing boundary.
 */
export function multipartWithCuts(parts: RawPart[]): { body: Buffer; cuts: Cut[] } {
  const chunks: Buffer[] = [];
  const cuts: Cut[] = [];
  let length = 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  for (const part of parts) {
    const file = 'filename' in part;
    const headers =
      `--${CUT_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
      (file ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '') +
      '\r\n\r\n';
    cuts.push({
      label: `${part.name}: inside the part's headers`,
      at: length + Math.floor(headers.length / 2),
    });
    push(Buffer.from(headers));
    const data = file ? part.data : Buffer.from(part.value);
    const kind = file ? 'file data' : 'field value';
    if (data.length > 2) {
      cuts.push({ label: `${part.name}: ${kind}, first byte`, at: length + 1 });
      cuts.push({ label: `${part.name}: ${kind}, middle`, at: length + Math.floor(data.length / 2) });
    }
    cuts.push({ label: `${part.name}: ${kind}, before its last byte`, at: length + data.length - 1 });
    push(data);
    push(Buffer.from('\r\n'));
  }
  const closing = Buffer.from(`--${CUT_BOUNDARY}--\r\n`);
  cuts.push({ label: 'inside the closing boundary', at: length + 5 });
  push(closing);
  return { body: Buffer.concat(chunks), cuts };
}

export interface RawAnswer {
  status: number;
  body: { message?: string; errorCode?: string | null } | null;
  /** Milliseconds from the request's start to the answer's headers. */
  ms: number;
}

/**
 * Sends `body` as it is (a cut-off body ends the request early: Content-Length says what is sent) and
 * reads the answer. `headers` come on top of the multipart content type.
 */
export function sendRaw(
  url: string,
  path: string,
  body: Buffer | ((request: http.ClientRequest) => void),
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${CUT_BOUNDARY}`,
        ...(Buffer.isBuffer(body) ? { 'content-length': String(body.length) } : {}),
        ...headers,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const ms = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: RawAnswer['body'] = null;
        try {
          parsed = JSON.parse(text) as RawAnswer['body'];
        } catch {
          parsed = null;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, ms });
      });
    });
    if (Buffer.isBuffer(body)) request.end(body);
    else body(request);
  });
}

/** A message for people in Italian: some common Italian words, no English error text or stack trace. */
export function looksItalian(message: string | undefined): boolean {
  if (!message) return false;
  if (/Error|Unexpected|undefined|Cannot|\bat \w+ \(/.test(message)) return false;
  const words =
    /\b(il|la|le|lo|gli|un|una|di|del|della|per|non|che|con|devi|essere|riprova|riprovare|richiesta|campo|accesso|formato|caricamento|effettua|troppo|valido|valida|trovato|trovata|obbligatorio)\b/i;
  return words.test(message);
}

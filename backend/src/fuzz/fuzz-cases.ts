import fc from 'fast-check';
import {
  deepJson,
  hostileText,
  idValue,
  objectFor,
  percentEncode,
  valueFor,
  wideJson,
  type Mode,
} from './hostile-values';
import type { Operation, Schema } from './openapi-operations';

/** One hostile request for one operation (the role is chosen by the runner). */
export interface FuzzCase {
  variant: string;
  /** The path with its parameters filled (already percent-encoded) and the query. */
  url: string;
  csrf: boolean;
  contentType: string | null;
  body: string | Buffer | null;
}

/** A 1×1 PNG: a real image, so an upload goes past the sniffing into the pipeline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const MODES: Mode[] = ['fit', 'limit', 'past', 'wrong'];

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/** Query text from values: arrays as repeated keys (what a browser sends for `a=1&a=2`). */
function queryOf(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const list = Array.isArray(value) && value.length > 0 ? value : [value];
    for (const item of list) parts.push(`${encodeURIComponent(name)}=${percentEncode(asText(item))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function urlFor(operation: Operation, pathValues: Record<string, string>, query: string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1') + query;
}

function formOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${percentEncode(asText(value))}`)
    .join('&');
}

interface MultipartParts {
  fields: Record<string, unknown>;
  files: Array<{ name: string; filename: string; type: string; bytes: Buffer }>;
}

function multipartOf(parts: MultipartParts, boundary: string): { buffer: Buffer; fileStart: number } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts.fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
      ),
    );
  let fileStart = -1;
  for (const file of parts.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
    );
    if (fileStart < 0) fileStart = Buffer.concat(chunks).length;
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const buffer = Buffer.concat(chunks);
  return { buffer, fileStart: fileStart < 0 ? Math.floor(buffer.length / 2) : fileStart };
}

/** The binary (file) fields of a multipart schema; 'file' when it documents none. */
function fileFields(schema: Schema | null): string[] {
  const names = Object.entries(schema?.properties ?? {})
    .filter(([, field]) => field.format === 'binary' || field.items?.format === 'binary')
    .map(([name]) => name);
  return names.length > 0 ? names : ['file'];
}

const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(300_000, 0xff)),
);

function multipartCases(operation: Operation, body: Schema): fc.Arbitrary<Omit<FuzzCase, 'url'>> {
  const boundary = '----RicordoFuzz7MA4YWxkTrZu0gW';
  const files = fc.array(
    fc.record({
      name: fc.constantFrom(...fileFields(operation.body)),
      filename: fc.oneof(fc.constantFrom('foto.png', 'a.jpg', '', '../../x.png'), hostileText(300)),
      type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/html', ''),
      bytes: fileBytes,
    }),
    { minLength: 1, maxLength: 3 },
  );
  const parts = fc.record({
    fields: fc.constantFrom(...MODES).chain((mode) => objectFor(body, mode)),
    files,
  });
  const type = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    parts.map((p) => ({
      variant: 'multipart',
      csrf: true,
      contentType: type,
      body: multipartOf(p, boundary).buffer,
    })),
    fc.tuple(parts, fc.nat(5000)).map(([p, k]) => {
      const { buffer, fileStart } = multipartOf(p, boundary);
      const cut = Math.min(buffer.length - 1, fileStart + (k % Math.max(1, buffer.length - fileStart)));
      return { variant: 'multipart-cut-off', csrf: true, contentType: type, body: buffer.subarray(0, cut) };
    }),
    parts.map((p) => ({
      variant: 'multipart-no-boundary',
      csrf: true,
      contentType: 'multipart/form-data',
      body: multipartOf(p, boundary).buffer,
    })),
    parts.map((p) => ({
      variant: 'multipart-other-boundary',
      csrf: true,
      contentType: 'multipart/form-data; boundary=nope',
      body: multipartOf(p, boundary).buffer,
    })),
    fc.constant({
      variant: 'multipart-many-parts',
      csrf: true,
      contentType: type,
      body: multipartOf(
        { fields: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`f${i}`, 'x'])), files: [] },
        boundary,
      ).buffer,
    }),
  );
}

function encodedBodyCases(operation: Operation, body: Schema): fc.Arbitrary<Omit<FuzzCase, 'url'>> {
  const kinds = operation.bodyKinds.filter((kind) => kind !== 'multipart');
  return fc.tuple(fc.constantFrom(...MODES), fc.constantFrom(...kinds)).chain(([mode, kind]) =>
    objectFor(body, mode).map((values) => ({
      variant: `${kind}-${mode}`,
      csrf: true,
      contentType: kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      body: kind === 'json' ? JSON.stringify(values) : formOf(values),
    })),
  );
}

/** Bodies any operation is sent, documented or not: deep, wide, broken JSON, wrong content types. */
const anyBodyCases: fc.Arbitrary<Omit<FuzzCase, 'url'>> = fc.oneof(
  deepJson.map((body) => ({ variant: 'deep-json', csrf: true, contentType: 'application/json', body })),
  wideJson.map((body) => ({ variant: 'wide-json', csrf: true, contentType: 'application/json', body })),
  fc
    .constantFrom('{"email": "a", "password": ', '{"a":1}}', '\u0000', '[', 'null', '"x"', '1e999')
    .map((body) => ({
      variant: 'malformed-json',
      csrf: true,
      contentType: 'application/json',
      body,
    })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/octet-stream',
        'x/y; charset=utf-9',
      ),
      hostileText(2000),
    )
    .map(([contentType, body]) => ({ variant: 'wrong-content-type', csrf: true, contentType, body })),
  fc.constant({ variant: 'no-body', csrf: true, contentType: null, body: null }),
);

/** Every hostile request the fuzzer sends one operation, ids drawn from `realIds`. */
export function casesFor(operation: Operation, realIds: string[]): fc.Arbitrary<FuzzCase> {
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const pathValues = fc.record(Object.fromEntries(pathNames.map((name) => [name, idValue(realIds)])));
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const query = fc
    .constantFrom(...MODES)
    .chain((mode) =>
      fc
        .record(
          Object.fromEntries(
            queryParameters.map((p) => [
              p.name,
              p.name.toLowerCase().endsWith('id') ? idValue(realIds) : valueFor(p.schema, mode),
            ]),
          ),
          { requiredKeys: [] },
        )
        .map(queryOf),
    );
  const hasBody = operation.method !== 'get' && operation.method !== 'delete';
  const bodies: Array<fc.Arbitrary<Omit<FuzzCase, 'url'>>> = [
    fc.constant({ variant: 'params', csrf: true, contentType: null, body: null }),
  ];
  if (hasBody) bodies.push(anyBodyCases);
  if (hasBody && operation.body && operation.bodyKinds.includes('multipart'))
    bodies.push(multipartCases(operation, operation.body), multipartCases(operation, operation.body));
  if (hasBody && operation.body && operation.bodyKinds.some((kind) => kind !== 'multipart'))
    bodies.push(encodedBodyCases(operation, operation.body), encodedBodyCases(operation, operation.body));
  return fc
    .tuple(pathValues, query, fc.oneof(...bodies), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([values, queryText, body, chance]) => ({
      ...body,
      // One request in ten without its CSRF token.
      csrf: chance >= 0.1,
      variant: chance < 0.1 ? `${body.variant}-no-csrf` : body.variant,
      url: urlFor(operation, values as Record<string, string>, queryText),
    }));
}

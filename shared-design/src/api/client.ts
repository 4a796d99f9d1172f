/**
 * The one API client of the front ends (STYLE.md "one way to do each thing").
 *
 * - Paths are relative to `/api`: `api.get('/deceased/deceasedData/1000')`.
 * - Every call resolves to the whole envelope, or rejects with `ApiError` carrying the server's Italian
 *   message (docs/contracts.md "API envelope"). An aborted call rejects with the platform's AbortError
 *   (check with `isAbortError`), so effects can ignore it.
 * - Before each state-changing call a fresh `_csrf` is fetched from GET /api/auth/securitytoken and sent
 *   as header `X-CSRF-Token` (and as field `csrf_token` in form bodies). Fresh each time because the
 *   server issues a new session, hence a new token, at login.
 * - An answer carrying `session.userdata` updates the session store.
 * - `api.call('<operationId>', { path, query, body })` is the typed way: argument and answer types come from
 *   the generated openapi-types.ts, the method and path from the generated operation map (operations.ts).
 */
import { MESSAGES } from '../messages';
import type { RawCallArgs } from './call';
import type { CallAnswer, CallRest, OperationId } from './call-types';
import type { Envelope, UserData } from './types';

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_FIELD = 'csrf_token';
const SECURITY_TOKEN_PATH = '/auth/securitytoken';

/** Error of any failed call: HTTP error, `response: 'fail'`, unreadable answer or no connection. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `errorCode` ('WRONG_CREDENTIALS', …), 'NETWORK' without connection, else null. */
  readonly errorCode: string | null;
  /** The envelope the server sent, when it sent one. */
  readonly envelope: Envelope<unknown> | null;
  /**
   * The server's messages per field (`data.fields` of a 400 VALIDATION_FAILED: field → Italian message, in
   * the server's field names); {} when there are none.
   */
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    message: string,
    options: { status: number; errorCode?: string | null; envelope?: Envelope<unknown> | null },
  ) {
    super(message);
    this.status = options.status;
    this.errorCode = options.errorCode ?? null;
    this.envelope = options.envelope ?? null;
    this.fields = fieldsOf(this.envelope?.data);
  }
}

function fieldsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** True for the rejection of a call cancelled through its AbortSignal. */
export function isAbortError(error: unknown): boolean {
  // By name: DOMException is not an Error subclass in every environment.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
}

export interface GetOptions extends RequestOptions {
  /** Send the CSRF header on a GET too (none needs it: no GET changes state). */
  csrf?: boolean;
}

export interface UploadOptions extends RequestOptions {
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
}

export type PostBody = Record<string, unknown> | FormData | URLSearchParams;

interface ApiConfig {
  /** Origin the `/api` paths are resolved against; '' (same origin) in the browser. */
  baseUrl: string;
}

const config: ApiConfig = { baseUrl: '' };

/** Point the client at another origin (tests). */
export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/+$/, '');
}

type SessionListener = (userdata: UserData) => void;
let sessionListener: SessionListener | null = null;

/**
 * @internal The session store registers here, so that the client can update it without an import
 * cycle between the two modules.
 */
export function setSessionListener(listener: SessionListener | null): void {
  sessionListener = listener;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  let relative = path.startsWith('/') ? path : `/${path}`;
  if (!relative.startsWith('/api/')) relative = `/api${relative}`;
  let url = `${config.baseUrl}${relative}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && ('response' in value || 'result' in value);
}

function isSuccess(envelope: Envelope<unknown>): boolean {
  return (
    envelope.response === 'success' || (envelope.response === undefined && envelope.result === 'success')
  );
}

/** Turns a status and a body text into the envelope, or throws the ApiError the caller must see. */
function settle<T>(status: number, bodyText: string): Envelope<T> {
  let parsed: unknown = null;
  try {
    parsed = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    parsed = null;
  }
  if (!isEnvelope(parsed)) {
    throw new ApiError(MESSAGES.unexpected, { status });
  }
  const envelope = parsed as Envelope<T>;
  if (status < 200 || status >= 300 || !isSuccess(envelope)) {
    throw new ApiError(envelope.message || MESSAGES.unexpected, {
      status,
      errorCode: envelope.errorCode ?? null,
      envelope,
    });
  }
  const userdata = envelope.session?.userdata;
  if (userdata && sessionListener) sessionListener(userdata);
  return envelope;
}

function networkError(): ApiError {
  return new ApiError(MESSAGES.offline, { status: 0, errorCode: 'NETWORK' });
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

async function send<T>(method: string, url: string, init: RequestInit): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  return settle<T>(response.status, text);
}

/** sessionStorage key of the last failed token fetch (spec panels §8). */
export const CSRF_ERROR_STORAGE_KEY = 'ricordo.csrfError';

/** What is kept of a failed token fetch: the message shown, the HTTP status (0 offline) and when. */
export interface CsrfFailure {
  message: string;
  status: number;
  errorCode: string | null;
  time: string;
}

/**
 * spec panels §8 "If the security token fetch fails the error is kept in session storage": the last failure
 * stays for the tab's life (support can read it), replaced by the next one. Storage errors are ignored.
 */
function keepCsrfFailure(error: unknown): void {
  if (isAbortError(error)) return;
  const failure: CsrfFailure = {
    message: error instanceof Error ? error.message : String(error),
    status: error instanceof ApiError ? error.status : 0,
    errorCode: error instanceof ApiError ? error.errorCode : null,
    time: new Date().toISOString(),
  };
  try {
    window.sessionStorage.setItem(CSRF_ERROR_STORAGE_KEY, JSON.stringify(failure));
  } catch {
    // Private mode or no storage: the caller still sees the error.
  }
}

/** Fetches a fresh CSRF token (GET /api/auth/securitytoken → data._csrf). */
export async function fetchCsrfToken(signal?: AbortSignal): Promise<string> {
  try {
    const envelope = await send<{ _csrf?: string }>('GET', buildUrl(SECURITY_TOKEN_PATH), { signal });
    const token = envelope.data?._csrf;
    if (typeof token !== 'string' || !token)
      throw new ApiError(MESSAGES.unexpected, { status: 200, envelope });
    return token;
  } catch (error) {
    keepCsrfFailure(error);
    throw error;
  }
}

function encodeBody(
  body: PostBody | undefined,
  token: string,
): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { [CSRF_HEADER]: token };
  if (body instanceof FormData) {
    body.set(CSRF_FIELD, token);
    return { body, headers }; // the browser sets the multipart boundary
  }
  if (body instanceof URLSearchParams) {
    body.set(CSRF_FIELD, token);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return { body: body.toString(), headers };
  }
  headers['Content-Type'] = 'application/json';
  return { body: JSON.stringify(body ?? {}), headers };
}

/** @internal Also used by `./call`. */
export async function get<T>(path: string, options: GetOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.csrf) headers[CSRF_HEADER] = await fetchCsrfToken(options.signal);
  return send<T>('GET', buildUrl(path, options.query), { signal: options.signal, headers });
}

/** A state-changing call: a fresh token, then the body with it. @internal Also used by `./call`. */
export async function write<T>(
  method: string,
  path: string,
  body: PostBody | undefined,
  options: RequestOptions,
): Promise<Envelope<T>> {
  const token = await fetchCsrfToken(options.signal);
  const encoded = encodeBody(body, token);
  return send<T>(method, buildUrl(path, options.query), {
    signal: options.signal,
    headers: encoded.headers,
    body: encoded.body,
  });
}

function post<T>(path: string, body?: PostBody, options: RequestOptions = {}): Promise<Envelope<T>> {
  return write<T>('POST', path, body, options);
}

/** Multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
export async function upload<T>(
  path: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<Envelope<T>> {
  const { signal, onProgress } = options;
  const token = await fetchCsrfToken(signal);
  formData.set(CSRF_FIELD, token);
  return new Promise<Envelope<T>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', buildUrl(path, options.query));
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      let last = -1;
      const report = (percent: number) => {
        const rounded = Math.max(0, Math.min(100, Math.round(percent)));
        if (rounded !== last) {
          last = rounded;
          onProgress(rounded);
        }
      };
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report((event.loaded / event.total) * 100);
      });
      xhr.upload.addEventListener('load', () => report(100));
    }
    xhr.addEventListener('load', () => {
      finish();
      try {
        resolve(settle<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error as Error);
      }
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(networkError());
    });
    xhr.addEventListener('timeout', () => {
      finish();
      reject(networkError());
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(formData);
  });
}

/**
 * A multipart form with upload progress (docs/contracts.md "Front end (mfe-public)": `uploadForm(path,
 * formData, onProgress)`): the contract's name for `api.upload`, with the progress callback as third argument.
 */
export function uploadForm<T>(
  path: string,
  formData: FormData,
  onProgress?: (percent: number) => void,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return upload<T>(path, formData, { ...options, onProgress });
}

/**
 * The typed call of an operation by its operationId:
 * `api.call('getProvince', { path: { regionId: 4 } })`, `api.call('changePassword', { body })`.
 * GETs send the CSRF header when the operation documents it (or with `csrf: true`); other methods always do.
 * A FormData body goes through the multipart upload, with `onProgress`. Resolves to the envelope with `data`
 * typed from the 200 schema; rejects as `api.get`/`api.post` do (ApiError, AbortError).
 *
 * The work and the operation map are in `./call` and `./operations`, loaded on the first typed call (a chunk
 * of their own): a memorial visit makes none, so its first download does not grow with the back office.
 */
function call<K extends OperationId>(operationId: K, ...rest: CallRest<K>): Promise<CallAnswer<K>> {
  // The types checked the argument here; `./call` takes the plain shape every operation shares.
  const args = (rest[0] ?? {}) as RawCallArgs;
  return import('./call').then(
    ({ callOperation }) => callOperation(operationId, args) as Promise<CallAnswer<K>>,
  );
}

export const api = { get, post, upload, uploadForm, call };

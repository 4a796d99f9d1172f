/** The one answer shape of every /api response (docs/contracts.md "API envelope"). */
export interface SessionPayload<TUserData = unknown> {
  userdata: TUserData;
  /** While an admin acts for the user (GET /api/auth/session, acting start). */
  acting?: unknown;
}

export interface Envelope<TData = unknown> {
  response: 'success' | 'fail';
  result: 'success' | 'fail';
  message: string;
  errorCode: string | null;
  data: TData;
  session: SessionPayload | null;
}

export interface OkOptions {
  message?: string;
  session?: SessionPayload | null;
}

/** A successful answer. Controllers return `ok(...)`; errors go through the exception filter. */
export function ok<TData>(data: TData, options: OkOptions = {}): Envelope<TData> {
  return {
    response: 'success',
    result: 'success',
    message: options.message ?? '',
    errorCode: null,
    data,
    session: options.session ?? null,
  };
}

export function fail(
  message: string,
  errorCode: string,
  data: unknown = null,
  session: SessionPayload | null = null,
) {
  const envelope: Envelope = { response: 'fail', result: 'fail', message, errorCode, data, session };
  return envelope;
}

// The types of `api.call('<operationId>', …)`, read from the generated `operations` of openapi-types.ts (the
// only source of answer types, STYLE.md "The back office"): what each call takes (path parameters, query,
// body) and what it answers (the envelope with `data` typed from the 200 response schema).
import type { components, operations } from './openapi-types';
import type { Envelope } from './types';

/** The name of every route of the API (its operationId in backend/openapi.json). */
export type OperationId = keyof operations;

/** A schema of the generated document by name: `Schema<'UserDataDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Operation<K extends OperationId> = operations[K];
type ParameterPart<K extends OperationId, Where extends 'query' | 'path'> = Operation<K>['parameters'][Where];

/** Path and query values the document types as `string` also take a number (ids). */
type Loose<T> = { [P in keyof T]: string extends T[P] ? T[P] | number : T[P] };

/**
 * One part of the call's argument: forbidden when the operation has none, optional when the document says
 * so, required otherwise.
 */
type Part<Name extends string, T> = [Exclude<T, undefined>] extends [never]
  ? { [P in Name]?: never }
  : undefined extends T
    ? { [P in Name]?: Exclude<T, undefined> }
    : { [P in Name]: T };

type BodyOf<Content> = 'multipart/form-data' extends keyof Content
  ? FormData
  : 'application/json' extends keyof Content
    ? Content['application/json']
    : Content[keyof Content];

type RequestBody<K extends OperationId> = Operation<K> extends { requestBody?: infer B } ? B : undefined;

/** The body an operation takes: its JSON schema, or FormData for a multipart upload. */
export type CallBody<K extends OperationId> =
  Exclude<RequestBody<K>, undefined> extends { content: infer Content } ? BodyOf<Content> : never;

type BodyPart<K extends OperationId> = [CallBody<K>] extends [never]
  ? { body?: never }
  : undefined extends RequestBody<K>
    ? { body?: CallBody<K> }
    : { body: CallBody<K> };

export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress 0–100 of a multipart body. */
  onProgress?: (percent: number) => void;
  /**
   * Send the CSRF header on a GET. Not needed for a GET that documents the header (the operation map marks
   * it); every other method always sends it.
   */
  csrf?: boolean;
}

/** The argument of `api.call(id, args)`: `{ path, query, body }` as the operation declares them. */
export type CallArgs<K extends OperationId> = Part<'path', Loose<ParameterPart<K, 'path'>>> &
  Part<'query', Loose<ParameterPart<K, 'query'>>> &
  BodyPart<K> &
  CallOptions;

/** The argument is optional when nothing in it is required. */
export type CallRest<K extends OperationId> =
  object extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

type SuccessJson<K extends OperationId> = Operation<K>['responses'] extends {
  200: { content: { 'application/json': infer Json } };
}
  ? Json
  : never;

/** `data` of the operation's 200 answer. */
export type CallData<K extends OperationId> =
  SuccessJson<K> extends { data: unknown } ? SuccessJson<K>['data'] : never;

/** What `api.call(id)` resolves to: the whole envelope. */
export type CallAnswer<K extends OperationId> = Envelope<CallData<K>>;

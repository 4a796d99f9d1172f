// The work of `api.call` (client.ts), loaded with the operation map on the first typed call.
import type { CallOptions } from './call-types';
import { get, upload, write, type PostBody, type QueryValue } from './client';
import { OPERATIONS, type OperationRoute } from './operations';
import type { Envelope } from './types';

/** The argument of every call, as the types checked it at the call site. */
export interface RawCallArgs extends CallOptions {
  path?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: PostBody;
}

function routeOf(operationId: string): OperationRoute {
  const operations: Readonly<Record<string, OperationRoute>> = OPERATIONS;
  const route = Object.prototype.hasOwnProperty.call(operations, operationId)
    ? operations[operationId]
    : undefined;
  if (!route) throw new Error(`api.call: unknown operation '${operationId}' (run npm run api:types)`);
  return route;
}

/** The documented path with its `{name}` placeholders filled (URL-encoded) from `values`. */
function fillPath(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`api.call: path parameter '${name}' missing for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

export async function callOperation(operationId: string, args: RawCallArgs): Promise<Envelope<unknown>> {
  const route = routeOf(operationId);
  const path = fillPath(route.path, args.path);
  const { query, signal } = args;
  if (route.method === 'get') {
    return get(path, { query, signal, csrf: args.csrf ?? route.csrf === true });
  }
  if (args.body instanceof FormData) {
    if (route.method !== 'post') throw new Error(`api.call: a multipart body goes by POST (${operationId})`);
    return upload(path, args.body, { query, signal, onProgress: args.onProgress });
  }
  return write(route.method.toUpperCase(), path, args.body, { query, signal });
}

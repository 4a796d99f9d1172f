import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_ROOT } from '../config/paths';

/** The part of an OpenAPI schema the fuzzer reads (backend/openapi.json, written by src/openapi.ts). */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export type BodyKind = 'json' | 'form' | 'multipart';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The OpenAPI path, e.g. `/api/deceased/deceasedData/{id}`. */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** The body kinds the operation documents (none for most GETs). */
  bodyKinds: BodyKind[];
  /** The body's schema with every $ref resolved (an object schema), or null. */
  body: Schema | null;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/** Resolves $ref and allOf (merged) all the way down; depth-bounded against cycles. */
function resolve(schema: Schema, schemas: Record<string, Schema>, depth = 0): Schema {
  if (depth > 8) return {};
  if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop() ?? ''] ?? {}, schemas, depth + 1);
  const merged: Schema = { ...schema };
  if (schema.allOf) {
    delete merged.allOf;
    for (const part of schema.allOf) {
      const resolved = resolve(part, schemas, depth + 1);
      Object.assign(merged, resolved, {
        properties: { ...merged.properties, ...resolved.properties },
      });
    }
  }
  if (merged.properties)
    merged.properties = Object.fromEntries(
      Object.entries(merged.properties).map(([name, value]) => [name, resolve(value, schemas, depth + 1)]),
    );
  if (merged.items) merged.items = resolve(merged.items, schemas, depth + 1);
  return merged;
}

/** Every operation of backend/openapi.json, in the document's order. */
export function readOperations(file = join(BACKEND_ROOT, 'openapi.json')): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const content = raw.requestBody?.content ?? {};
      const first = Object.values(content)[0];
      operations.push({
        method: method as Operation['method'],
        path,
        operationId: raw.operationId,
        parameters: (raw.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
        bodyKinds: Object.keys(content)
          .map((type) => KINDS[type])
          .filter(Boolean),
        body: first ? resolve(first.schema, document.components.schemas) : null,
      });
    }
  }
  return operations;
}

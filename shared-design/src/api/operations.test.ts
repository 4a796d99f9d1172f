// The operation map api.call reads at run time is generated from backend/openapi.json with the types
// (`npm run api:types`, shared-design/scripts/write-operations.mjs); this fails when it is stale.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './operations';

const root = resolve(__dirname, '..', '..', '..');

interface DocumentOperation {
  operationId: string;
  parameters?: { in: string; name: string }[];
}

describe('operation map', () => {
  it('matches backend/openapi.json: every operationId with its method, path and CSRF GET', () => {
    const document = JSON.parse(readFileSync(resolve(root, 'backend', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, DocumentOperation>>;
    };
    const expected: Record<string, { method: string; path: string; csrf?: true }> = {};
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const csrf =
          method === 'get' &&
          (operation.parameters ?? []).some(
            (parameter) => parameter.in === 'header' && parameter.name === 'X-CSRF-Token',
          );
        expected[operation.operationId] = csrf ? { method, path, csrf: true } : { method, path };
      }
    }

    expect(OPERATIONS).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(50);
  });
});

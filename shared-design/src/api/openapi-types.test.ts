// The front ends' API types are generated from the backend's committed OpenAPI document; this fails when
// someone changes the document without regenerating them:
//   npx openapi-typescript backend/openapi.json -o shared-design/src/api/openapi-types.ts
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..', '..');

describe('generated API types', () => {
  it('match backend/openapi.json', async () => {
    const document = JSON.parse(readFileSync(resolve(root, 'backend', 'openapi.json'), 'utf8'));
    const generated = astToString(await openapiTS(document));
    const committed = readFileSync(resolve(__dirname, 'openapi-types.ts'), 'utf8');
    expect(committed.endsWith(generated)).toBe(true);
  });
});

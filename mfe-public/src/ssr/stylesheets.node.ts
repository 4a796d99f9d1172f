// For tests: the stylesheets of stylesheets.ts read from disk (Vitest empties CSS imports, even `?raw`).
// The file list is read from stylesheets.ts itself, so the two cannot name different files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StylesheetName } from './stylesheets';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = readFileSync(resolve(here, 'stylesheets.ts'), 'utf8');
const imports = new Map(
  [...source.matchAll(/^import (\w+) from '([^']+)\?raw';$/gm)].map(([, name, path]) => [name, path]),
);
const named = /export const STYLESHEETS = \{([^}]*)\}/.exec(source)?.[1] ?? '';

function read(path: string): string {
  return readFileSync(path.startsWith('.') ? resolve(here, path) : require.resolve(path), 'utf8');
}

export const STYLESHEETS = Object.fromEntries(
  named
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key, variable = key] = entry.split(':').map((part) => part.trim());
      const path = imports.get(variable);
      if (!path) throw new Error(`stylesheets.ts: no import for ${entry}`);
      return [key, read(path)];
    }),
) as Record<StylesheetName, string>;

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The backend folder (the one holding package.json), found from this file in src/ and in dist/ alike. */
function findBackendRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`backend/package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const BACKEND_ROOT = findBackendRoot(__dirname);
export const REPO_ROOT = dirname(BACKEND_ROOT);
export const DEMO_ASSETS_DIR = join(BACKEND_ROOT, 'assets', 'demo');

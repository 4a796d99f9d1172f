import { dirname, join, relative } from 'node:path';
import { BACKEND_ROOT } from '../config/paths';

/** Names the folder of the sources compiled for threads by the Vitest suite's global set-up. */
export const THREAD_BUILD_ENV = 'RICORDO_THREAD_BUILD';

/**
 * The file a worker thread starts from: `name`.js beside `callerFile` (the caller's `__filename`). In the
 * built backend that is the compiled file in dist/. Worker threads cannot load TypeScript, so when the caller
 * runs from the sources (the Vitest suite) it is the copy that the suite's global set-up compiled
 * (test-support/thread-build.ts), with the same layout as src/, in the folder named by RICORDO_THREAD_BUILD.
 */
export function threadEntry(callerFile: string, name: string): string {
  if (!callerFile.endsWith('.ts')) return join(dirname(callerFile), `${name}.js`);
  const build = process.env[THREAD_BUILD_ENV] ?? join(BACKEND_ROOT, 'node_modules', '.cache', 'thread-build');
  return join(build, relative(join(BACKEND_ROOT, 'src'), dirname(callerFile)), `${name}.js`);
}

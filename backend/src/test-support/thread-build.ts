// Vitest's global set-up (vitest.config.ts): worker threads (the render pool's, the lamps' MQTT connection)
// cannot load TypeScript, and a thread that loads a compiler of its own (@swc/core's native binding) never
// exits, so every closed test app left a thread behind and a later pool in the same process could not start
// one. Before the suite, the backend's sources are compiled here once, in the main process, to plain CommonJS
// under node_modules/.cache/ (the same layout as src/ and dist/); threads started from the TypeScript sources
// load their entry from there (common/thread-entry.ts).
import { transformFileSync } from '@swc/core';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { THREAD_BUILD_ENV } from '../common/thread-entry';
import { BACKEND_ROOT } from '../config/paths';

/**
 * The compiled copy of this run: one folder per Vitest process, since several suites run at once on one
 * checkout (CI runs the Node 24 suite beside SQLite's and MariaDB's); one shared folder was deleted and
 * rebuilt under a running suite's render threads. The threads, started by that run, inherit its name.
 */
export const THREAD_BUILD =
  process.env[THREAD_BUILD_ENV] ??
  join(BACKEND_ROOT, 'node_modules', '.cache', `thread-build-${process.pid}`);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.json') || (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')))
      yield path;
  }
}

/** Compiles the sources into this run's folder and names it for the test workers; removed at the end. */
export default function compileForThreads(): () => void {
  const src = join(BACKEND_ROOT, 'src');
  process.env[THREAD_BUILD_ENV] = THREAD_BUILD;
  rmSync(THREAD_BUILD, { recursive: true, force: true });
  for (const file of sources(src)) {
    const target = join(THREAD_BUILD, relative(src, file));
    mkdirSync(dirname(target), { recursive: true });
    if (file.endsWith('.json')) {
      copyFileSync(file, target);
      continue;
    }
    const { code } = transformFileSync(file, {
      module: { type: 'commonjs' },
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
    });
    writeFileSync(target.replace(/\.ts$/, '.js'), code);
  }
  return () => rmSync(THREAD_BUILD, { recursive: true, force: true });
}

// Vitest's global set-up (vitest.config.ts): the render pool's worker threads cannot load TypeScript, and a
// thread that loads a compiler of its own (@swc/core's native binding) never exits, so every closed test app
// left a thread behind and a later pool in the same process could not start one. Before the suite, the
// backend's sources are compiled here once, in the main process, to plain CommonJS under
// node_modules/.cache/render-worker/ (the same layout as src/ and dist/); the pool loads its worker from there
// when it runs from the TypeScript sources (render-pool.ts).
import { transformFileSync } from '@swc/core';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BACKEND_ROOT } from '../config/paths';

/** Names the compiled copy of one Vitest run; the pool's threads, started by that run, inherit it. */
export const RENDER_WORKER_BUILD_ENV = 'RICORDO_RENDER_WORKER_BUILD';

/**
 * The compiled copy of this run: one folder per Vitest process, since several suites run at once on one
 * checkout (CI runs the Node 24 suite beside SQLite's and MariaDB's); one shared folder was deleted and
 * rebuilt under a running suite's render threads.
 */
export const RENDER_WORKER_BUILD =
  process.env[RENDER_WORKER_BUILD_ENV] ??
  join(BACKEND_ROOT, 'node_modules', '.cache', `render-worker-${process.pid}`);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.json') || (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')))
      yield path;
  }
}

/** Compiles the sources into this run's folder and names it for the test workers; removed at the end. */
export default function compileForRenderWorkers(): () => void {
  const src = join(BACKEND_ROOT, 'src');
  process.env[RENDER_WORKER_BUILD_ENV] = RENDER_WORKER_BUILD;
  rmSync(RENDER_WORKER_BUILD, { recursive: true, force: true });
  for (const file of sources(src)) {
    const target = join(RENDER_WORKER_BUILD, relative(src, file));
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
  return () => rmSync(RENDER_WORKER_BUILD, { recursive: true, force: true });
}

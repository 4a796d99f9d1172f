#!/usr/bin/env node
// `npm run bench`: builds what is missing, then runs the three benchmarks one after the other (never in
// parallel: each one measures against its baseline in the same run on this machine).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtEverything } from '../deploy/lib/apps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const missing = builtEverything();
if (missing.length > 0) {
  const build = spawnSync(process.execPath, [join(here, '..', 'deploy', 'scripts', 'build-all.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const bench of [
  'js-bytes.mjs',
  'api-throughput.mjs',
  'lighthouse.mjs',
  'first-tap.mjs',
  'qr-generation.mjs',
  'manifesto-render.mjs',
]) {
  console.log(`\n▶ ${bench}`);
  const run = spawnSync(process.execPath, [join(here, bench)], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

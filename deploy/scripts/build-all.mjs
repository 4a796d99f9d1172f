#!/usr/bin/env node
// Production builds of every part: backend, shell and the five remotes (each builds alone).
import { REMOTE_APPS } from '../lib/apps.mjs';
import { mustRun } from '../lib/run.mjs';

const parts = ['backend', 'shell', ...REMOTE_APPS];
for (const part of parts) {
  console.log(`\n▶ build ${part}`);
  await mustRun('npm', ['run', 'build', '--workspace', part]);
}
console.log(`\nbuilt ${parts.length} parts`);

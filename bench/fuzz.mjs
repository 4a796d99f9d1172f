#!/usr/bin/env node
// The route fuzzer's long mode: backend/src/fuzz/ (which `npm test` runs with a few
// cases per operation and role) with many more. Same checks, same report line at the end.
//   node bench/fuzz.mjs                      FUZZ_RUNS=25, the default seed
//   FUZZ_RUNS=100 FUZZ_SEED=7 node bench/fuzz.mjs
// With TEST_MYSQL_URL and TEST_DB_ENGINE=mysql set it runs on MariaDB, as the backend suite does.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '25' };
console.log(`route fuzzer, long mode: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED ?? '(default)'}`);
const run = spawnSync('npx', ['vitest', 'run', 'src/fuzz/'], {
  cwd: backend,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);

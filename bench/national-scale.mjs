// National scale (issue "National scale, measured"): the national data set generated into MariaDB, then every
// search, page, panel list, summary and job measured on it. Not part of `npm test` (the data set takes about a
// quarter of an hour and 4 GB); a 10 000-deceased version of it runs in the backend's MariaDB suite.
//
//   npm run build -w backend
//   node bench/national-scale.mjs [--scale 1] [--skip-generate] [--runs 20]
//
// Writes bench/results/national-data-set.json and bench/results/national-scale.json (every figure with its
// SQL-alone floor and goalMet), and the query plans in bench/national/plans/.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = join(dirname(fileURLToPath(import.meta.url)), 'national');
const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    runs: { type: 'string', default: '20' },
    database: { type: 'string', default: 'ricordo_national' },
    'skip-generate': { type: 'boolean', default: false },
  },
});

const run = (script, extra) => {
  const result = spawnSync(process.execPath, [join(here, script), '--database', args.database, ...extra], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!args['skip-generate']) run('generate.mjs', ['--scale', args.scale]);
run('measure.mjs', ['--runs', args.runs]);

// The scale-out browser test (DESIGN "Scale"): two backend instances on MariaDB behind
// Debian's nginx, started by support/scale-cluster.mjs in the global setup (its addresses reach the tests
// through SCALE_CLUSTER). Run with `npm run test:scale` in e2e/ after `node deploy/scripts/build-all.mjs`.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  testDir: './tests-scale',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  globalSetup: './tests-scale/global-setup.ts',
  use: { ...base.use, baseURL: undefined },
});

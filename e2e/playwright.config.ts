// Browser tests against the platform started the way the README starts it (`npm start`), on a fresh
// data folder with the embedded SQLite database and the demo data. Chromium is Debian's.
import { defineConfig } from '@playwright/test';
import { dirname } from 'node:path';
import {
  E2E_BACKEND_LOG,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_SMTP_HTTP_PORT,
  E2E_SMTP_PORT,
} from './tests/support/paths';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey's budget, a guard against a hang, not a measure of speed (bench/ measures that). CI runs the
  // journeys beside the MariaDB and Node 24 suites on two cores, where a slow machine took 2.6 times as long
  // as a quiet one (2 292 s against 877 s): 60 s cut a 14-step journey short there. Journeys longer than
  // this set their own.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node support/smtp-sink.mjs',
      url: `http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_SMTP_HTTP_PORT: String(E2E_SMTP_HTTP_PORT) },
    },
    {
      // The log goes to a file the tests can read (ssr-render-entry.spec.ts: "the log says why"); its
      // warnings and errors also to stderr, shown by Playwright.
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${dirname(E2E_BACKEND_LOG)} && node ../deploy/scripts/start-local.mjs 2>&1 | tee ${E2E_BACKEND_LOG} | grep --line-buffered -E '"level":"(warn|error|fatal)"|Error' >&2`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: '',
        DEMO_MODE: '1',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        OUTBOX_POLL_MS: '200',
        CONTACT_TO: 'assistenza@ricordo.example',
        // The machine's broker (127.0.0.1:1883), on topics and a share group of the browser tests' own; the
        // demo lamp of memorial 1000 wakes every 4 s (lamps.spec.ts).
        MQTT_TOPIC_PREFIX: 'e2e/lamps',
        MQTT_SHARE_GROUP: 'e2e',
        MQTT_CLIENT_ID: `ricordo-e2e-${E2E_PORT}`,
        LAMPS_DEMO_EVERY_SECONDS: '4',
      },
    },
  ],
});

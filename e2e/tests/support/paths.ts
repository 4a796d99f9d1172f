import { join, resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const ROOT = resolve(__dirname, '..', '..', '..');
export const E2E_DATA_DIR = join(ROOT, 'e2e', '.tmp', 'data');
export const E2E_PUBLISH_DIR = join(E2E_DATA_DIR, 'remotes');
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3126);
/** The platform's log (stdout and stderr of the backend), written while the browser tests run. */
export const E2E_BACKEND_LOG = join(ROOT, 'e2e', '.tmp', 'backend.log');

import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { BACKEND_ROOT } from './config/paths';
import { buildOpenApiDocument, serializeOpenApi } from './openapi-document';

/** Writes backend/openapi.json from the controllers, on a throwaway SQLite database (never listens). */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ricordo-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_MODE: '0',
      PAYMENTS_TEST_CHECKOUT: '1',
      LOG_LEVEL: 'error',
      MQTT_URL: '0',
    });
    const app = await createApp(config, { logger: false });
    const target = join(BACKEND_ROOT, 'openapi.json');
    writeFileSync(target, serializeOpenApi(buildOpenApiDocument(app)));
    await app.close();
    console.log(`wrote ${target}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

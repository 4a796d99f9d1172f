import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { writeTestShell } from './test-shell';

export interface TestApp {
  app: INestApplication;
  /** http://127.0.0.1:<random port> */
  url: string;
  config: AppConfig;
  database: TestDatabase;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database (SQLite temp file, or a new MariaDB database when
 * TEST_MYSQL_URL is set), listening on a random port for real HTTP, serving a minimal test shell.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    // Lamps' MQTT is off unless a test names its own broker (MQTT_URL), so test files never share topics.
    // Readiness's event-loop limit is a minute unless a test sets its own: the app shares its thread with
    // the test's own work (SQLite is synchronous, and a loaded CI machine holds threads for hundreds of
    // ms), so the 500 ms default would answer "not ready" for stalls the app did not cause.
    ...loadConfig({
      DATA_DIR: database.dataDir,
      DEMO_MODE: '1',
      LOG_LEVEL: 'error',
      MQTT_URL: '0',
      READY_LOOP_DELAY_MS: '60000',
      ...env,
    }),
    database: database.database,
    // HTML answers come from a minimal shell of the test's own, whether or not shell/dist is built.
    shellDist: writeTestShell(join(database.dataDir, 'shell-dist')),
    ...overrides,
  };
  const app = await createApp(config, { logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

export type Browser = ReturnType<typeof request.agent>;

/**
 * A browser-like client that keeps cookies, primed like the front end with a first securitytoken call so
 * it holds its anonymous CSRF cookie. (A supertest request takes the agent's cookies when it is created,
 * so a cookie set later would miss requests already being built.)
 */
export async function browser(testApp: TestApp): Promise<Browser> {
  const agent = request.agent(testApp.url);
  await agent.get('/api/auth/securitytoken').expect(200);
  return agent;
}

/** Fetches the CSRF token for the agent's current cookies (docs/contracts.md "CSRF"). */
export async function csrfToken(agent: Browser): Promise<string> {
  const response = await agent.get('/api/auth/securitytoken').expect(200);
  return (response.body as { data: { _csrf: string } }).data._csrf;
}

/** Signs a demo account in and returns the CSRF token of the new session. */
export async function signIn(agent: Browser, username: string, password = 'RicordoDemo2026') {
  await agent
    .post('/api/auth/login')
    .set('X-CSRF-Token', await csrfToken(agent))
    .send({ email: username, password })
    .expect(200);
  return csrfToken(agent);
}

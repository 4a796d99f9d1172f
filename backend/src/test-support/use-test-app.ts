import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { clearThrottles } from './account-helpers';
import { startTestApp, type TestApp } from './test-app';

export interface UseTestAppOptions {
  /** Config values set over the environment's (startTestApp's `overrides`). */
  overrides?: Partial<AppConfig>;
  /** Forget every counted request before each test, so each test's throttles start from zero. */
  clearThrottles?: boolean;
}

/**
 * The set-up test files repeat: one app (startTestApp with `env`) for the file or describe block that
 * calls this, started before its tests and closed after them. Answers that app as a TestApp to use in
 * the block's hooks and tests (each property reads the started app; at module level it has not started).
 * Hooks the caller registers afterwards run after the start and, for after-hooks, before the close.
 */
export function useTestApp(env: NodeJS.ProcessEnv, options: UseTestAppOptions = {}): TestApp {
  let started: TestApp | null = null;
  const current = (): TestApp => {
    if (!started) throw new Error('The test app is used before beforeAll started it or after afterAll');
    return started;
  };

  beforeAll(async () => {
    started = await startTestApp(options.overrides, env);
  });
  afterAll(async () => {
    await started?.close();
    started = null;
  });
  if (options.clearThrottles) beforeEach(() => clearThrottles(current()));

  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get dataSource() {
      return current().dataSource;
    },
    close: () => current().close(),
  };
}

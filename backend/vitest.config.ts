import type { ViteUserConfig } from 'vitest/config' with { 'resolution-mode': 'import' };
import { availableParallelism } from 'node:os';
import swc from 'unplugin-swc';

// Decorator metadata (Nest DI, TypeORM, class-validator) needs SWC: esbuild drops it.
// A plain object rather than defineConfig(): this package is CommonJS and vitest/config is ESM only.
const config: ViteUserConfig = {
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    // *.mariadb-spec.ts use MariaDB's own SQL (the national data set's generator): only in the MariaDB suite;
    // *.sqlite-spec.ts read SQLite's own query plans: only in the SQLite suite.
    include: [
      'src/**/*.spec.ts',
      process.env.TEST_MYSQL_URL ? 'src/**/*.mariadb-spec.ts' : 'src/**/*.sqlite-spec.ts',
    ],
    environment: 'node',
    pool: 'forks',
    // Each file starts its own app on its own database (test-support/test-app.ts) and shares nothing else,
    // so files reuse a worker's loaded modules instead of importing Nest, TypeORM and the app again per file
    // (1.4 s each), and two run at once even on two cores (Vitest's default is one worker less than cores).
    // On this 2-core kind of machine the SQLite suite went from 5 min 44 s to 2 min 13 s.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Worker threads load the sources compiled once before the suite (test-support/thread-build.ts).
    globalSetup: ['./src/test-support/thread-build.ts'],
  },
};

export default config;

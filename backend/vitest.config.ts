import type { ViteUserConfig } from 'vitest/config' with { 'resolution-mode': 'import' };
import swc from 'unplugin-swc';

// Decorator metadata (Nest DI, TypeORM, class-validator) needs SWC: esbuild drops it.
// A plain object rather than defineConfig(): this package is CommonJS and vitest/config is ESM only.
const config: ViteUserConfig = {
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

export default config;

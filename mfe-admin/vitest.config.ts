import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const recharts = dirname(createRequire(import.meta.url).resolve('recharts/package.json'));

export default defineConfig({
  resolve: {
    alias: [
      // recharts resolves react-is from the root node_modules (17); the panel's own copy (19) knows React 19's
      // elements, as in the build (deploy/rspack/app-config.mjs).
      { find: /^react-is$/, replacement: resolve(import.meta.dirname, 'node_modules', 'react-is') },
      // recharts' ES modules, as the build resolves them: its CommonJS build's require() would bypass the alias.
      { find: /^recharts$/, replacement: resolve(recharts, 'es6', 'index.js') },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Processed by Vite (not loaded by Node as it is), so the react-is alias applies inside recharts.
    server: { deps: { inline: ['recharts'] } },
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Several waits of up to 4 s each (test-setup) fit in one case.
    testTimeout: 20_000,
    // Tests own module-level state (session store, toasts): a fresh module graph per file.
    isolate: true,
    restoreMocks: true,
  },
});

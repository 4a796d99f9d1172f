import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests own module-level state (session store, toasts): a fresh module graph per file.
    isolate: true,
    restoreMocks: true,
  },
});

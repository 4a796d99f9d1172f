import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The sections talk to a real HTTP server and type into forms: room for a loaded machine.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['lib/**/*.spec.mjs'], environment: 'node' },
});

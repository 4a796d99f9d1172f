// Test-only setup: DOM matchers and unmounting after each test (globals are off, so do it by hand).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks and answers can take more than the default 1 s on a busy CI machine; a missing element
// still fails, later.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

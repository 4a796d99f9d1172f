import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@ricordo/shared-design';

// Panel tests go through a real HTTP server; on a busy machine an answer may take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // The toast queue lives in the kit module for the whole file: a case must not see the last one's toast.
  clearToasts();
  localStorage.clear();
});

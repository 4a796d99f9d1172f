import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast, toast } from '@ricordo/shared-design';
import { resetOnceForTests } from './common/one-shot';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetOnceForTests();
  // The kit's toast queue lives as long as the module: empty it so no test reads another's toasts.
  const last = toast('');
  for (let id = 1; id <= last; id += 1) dismissToast(id);
});

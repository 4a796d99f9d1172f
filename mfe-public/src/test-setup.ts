import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast, toast } from '@ricordo/shared-design';
import { resetOnceForTests } from './common/one-shot';

// Lazy chunks and answers can take more than the default 1 s on a busy CI machine; a missing element
// still fails, later.
configure({ asyncUtilTimeout: 4000 });

// The kit's typed calls (api.call) load its operation map on first use, a chunk of its own (shared-design
// api/client.ts). Loaded here, once per test file, so that a test on fake timers sees a call leave at the
// moment the page makes it, as the browser does once the chunk has arrived.
await import('../../shared-design/src/api/call');

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear(); // absent in the node-environment tests (src/ssr)
  resetOnceForTests();
  // The kit's toast queue lives as long as the module: empty it so no test reads another's toasts.
  const last = toast('');
  for (let id = 1; id <= last; id += 1) dismissToast(id);
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's index.html as the build makes it, reduced to the markers the server fills. */
export const TEST_SHELL_INDEX =
  '<!doctype html><html><head><!--ricordo:registry--><title>Ricordo</title></head><body><div id="root"></div><!--ricordo:ssr--></body></html>';

/**
 * Writes a minimal shell build (index.html) under `dir` and answers its path, so backend tests that ask
 * for HTML pages do not depend on whether `shell/dist` has been built.
 */
export function writeTestShell(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), TEST_SHELL_INDEX);
  return dir;
}

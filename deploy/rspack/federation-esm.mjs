// The Module Federation runtime packages as ES modules in the browser builds, to keep first-visit
// JavaScript small (DESIGN "Performance"; bench/js-bytes.mjs's goal: ≤ 150 KB gzip). The federation plugin
// and the runtime's own CommonJS files `require()` these packages, which resolves their CommonJS builds: a
// bundler cannot drop the unused parts of CommonJS, so the shell's entry and every remoteEntry.js carried all
// of them (the Node.js script loader, manifest snapshot generation, …). Their ES module builds, the same
// version from the same package, are tree-shaken. Measured on the memorial's first visit: shell main −3 KB
// and mfe_public remoteEntry −5 KB gzip.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** [package, its ES module entry inside the package]: each package's "exports" import condition. */
const PACKAGES = [
  ['@module-federation/sdk', 'dist/index.js'],
  ['@module-federation/runtime', 'dist/index.js'],
  ['@module-federation/runtime-core', 'dist/index.js'],
  ['@module-federation/webpack-bundler-runtime', 'dist/index.js'],
  ['@module-federation/error-codes', 'dist/index.mjs'],
];

/** resolve.alias entries: the bare package and its CommonJS entry file (named by absolute path) → ESM. */
export function federationEsmAliases() {
  const aliases = {};
  for (const [name, esm] of PACKAGES) {
    // The package's CommonJS entry (the "require" condition): <package>/dist/index.cjs.
    const cjs = require.resolve(name);
    const root = dirname(dirname(cjs));
    aliases[`${name}$`] = join(root, esm);
    aliases[cjs] = join(root, esm);
  }
  return aliases;
}

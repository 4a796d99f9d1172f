// Build of the mfe_public remote: see remoteConfig in deploy/rspack/app-config.mjs (docs/contracts.md, "Builds").
// A second target builds the server render entry (src/ssr/render.tsx) into `ssr/render.cjs` of the
// same versioned folder, next to mf-manifest.json: one CommonJS file for Node with React and the pages
// bundled in, which the backend loads with a plain require when the registry names it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { remoteConfig } from '../deploy/rspack/app-config.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const client = { ...remoteConfig({ name: 'mfe_public', dir }), name: 'client' };

/** The client's TypeScript rule, compiled for Node instead of browsers. */
const scriptRule = client.module.rules.find((rule) => String(rule.test).includes('tsx'));
const serverScriptRule = { ...scriptRule, options: { ...scriptRule.options, env: { targets: 'node 20' } } };

/** @type {import('@rspack/core').Configuration} */
const server = {
  name: 'server',
  // After the client: its `clean` empties the versioned folder this build writes into.
  dependencies: ['client'],
  context: dir,
  mode: client.mode,
  devtool: false,
  target: 'node20',
  entry: { render: './src/ssr/render.tsx' },
  output: {
    path: join(client.output.path, 'ssr'),
    filename: 'render.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: client.resolve,
  module: {
    parser: client.module.parser,
    rules: [
      serverScriptRule,
      // Stylesheets as text: the pages' imports are unused (the server draws markup only), and
      // src/ssr/stylesheets.ts takes the same files (`?raw`) for the critical style it derives from them.
      { test: /\.css$/, type: 'asset/source' },
      { test: /\.woff2?$/, type: 'asset/source' },
    ],
  },
  // One file: the backend requires it by path, with nothing else to find.
  optimization: { splitChunks: false, minimize: client.mode === 'production' },
  plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
};

export default [client, server];

// Build of the mfe_client remote (docs/contracts.md, "Builds"): one versioned folder per release,
// `publicPath: 'auto'` so the same files work from /remotes/mfe_client/<version>/ or any other folder.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedPolicy } from '../federation.shared.mjs';

const NAME = 'mfe_client';
const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const version = process.env.RICORDO_BUILD_VERSION || pkg.version;
const production = process.env.NODE_ENV !== 'development';

/** @type {import('@rspack/core').Configuration} */
export default {
  context: here,
  mode: production ? 'production' : 'development',
  devtool: production ? false : 'cheap-module-source-map',
  entry: { main: './src/index.ts' },
  output: {
    path: resolve(here, 'dist', version),
    publicPath: 'auto',
    uniqueName: NAME,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      {
        test: /\.(?:ts|tsx)$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
        },
        type: 'javascript/auto',
      },
      // Styles are files, not inline <style>: the server's CSP allows styles from 'self' only.
      { test: /\.css$/, type: 'css' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/export-app.tsx' },
      shared: sharedPolicy(pkg),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The shell provides the federation runtime core (provideExternalRuntime), so each remote entry
      // does not ship its own copy (about 18 KB gzip less on the memorial path). A remote is only ever
      // mounted by the shell.
      experiments: { externalRuntime: true },
    }),
  ],
  performance: { hints: false },
};

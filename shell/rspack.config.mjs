// Build of the shell, the host (docs/contracts.md, "Builds"). It compiles no remote: the remotes are
// registered at run time from the registry the server inlines into index.html.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedPolicy } from '../federation.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const production = process.env.NODE_ENV !== 'development';

/** @type {import('@rspack/core').Configuration} */
export default {
  context: here,
  mode: production ? 'production' : 'development',
  devtool: production ? false : 'cheap-module-source-map',
  entry: { main: './src/index.ts' },
  output: {
    path: resolve(here, 'dist'),
    publicPath: '/static/shell/',
    uniqueName: 'shell',
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
      name: 'shell',
      // No `remotes`: they come from the registry at run time (src/federation.ts).
      shared: sharedPolicy(pkg),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // Exposes the federation runtime core to the remotes, built with `externalRuntime: true`.
      experiments: { provideExternalRuntime: true },
    }),
    new rspack.HtmlRspackPlugin({
      template: resolve(here, 'index.html'),
      filename: 'index.html',
      inject: 'body',
      scriptLoading: 'defer',
      minify: false,
    }),
  ],
  performance: { hints: false },
};

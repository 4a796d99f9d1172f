// The rspack build of every front-end app, in one place (docs/contracts.md, "Builds").
// Each app's rspack.config.mjs is a one-line call, so every app still builds and publishes alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedPolicy } from '../../federation.shared.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { federationEsmAliases } from './federation-esm.mjs';

const ROUTER_LITE = resolve(import.meta.dirname, 'react-router-lite.mjs');
// React Router's production build (its package resolves the development one, with dev-only warnings and
// checks): about 0.5 KB gzip less on every first visit (DESIGN "Performance"). Same version, same exports.
const ROUTER_PRODUCTION = join(
  dirname(dirname(createRequire(import.meta.url).resolve('react-router'))),
  'production',
  'index.mjs',
);

function baseConfig({ dir, outputPath, publicPath, uniqueName }) {
  const production = process.env.NODE_ENV !== 'development';
  /** @type {import('@rspack/core').Configuration} */
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // The router surface the apps use, not all of React Router (see react-router-lite.mjs), from its
      // production build; the federation runtime as ES modules, tree-shaken (federation-esm.mjs).
      alias: {
        'react-router-dom$': ROUTER_LITE,
        ...(production ? { 'react-router$': ROUTER_PRODUCTION } : {}),
        ...federationEsmAliases(),
      },
    },
    module: {
      // An import of a name the router facade (or any module) does not export is a build error.
      parser: { javascript: { exportsPresence: 'error' } },
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
        // Styles are files, not inline <style>: the server's CSP allows styles from 'self' (plus one nonce
        // for the kit's theme element).
        { test: /\.css$/, type: 'css' },
        // Web fonts referenced by a stylesheet's url() (the biography fonts of mfe-public): files of their own.
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    // `.br` and `.gz` beside each text asset of a production build (served by the backend as they are).
    plugins: production ? [new PrecompressPlugin()] : [],
  };
}

function readPackage(dir) {
  return JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
}

/**
 * A remote: one versioned folder per release (RICORDO_BUILD_VERSION or package.json version) with its own
 * mf-manifest.json; `publicPath: 'auto'` so the same files work from /remotes/<name>/<version>/.
 */
export function remoteConfig({ name, dir }) {
  const pkg = readPackage(dir);
  const version = process.env.RICORDO_BUILD_VERSION || pkg.version;
  const config = baseConfig({
    dir,
    outputPath: resolve(dir, 'dist', version),
    publicPath: 'auto',
    uniqueName: name,
  });
  // A remote with its own react-is (mfe-admin: 19, for recharts, whose element checks must know React 19's
  // elements) bundles that copy, not the root one (17) a hoisted library would otherwise resolve.
  const ownReactIs = resolve(dir, 'node_modules', 'react-is');
  if (existsSync(join(ownReactIs, 'package.json'))) config.resolve.alias['react-is$'] = ownReactIs;
  config.plugins = [
    ...config.plugins,
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/export-app.tsx' },
      shared: sharedPolicy(pkg),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // The shell provides the federation runtime core (provideExternalRuntime), so each remote entry
      // does not ship its own copy (about 18 KB gzip less on the memorial path). A remote is only ever
      // mounted by the shell.
      // target 'web': the federation runtime drops its Node.js loading paths (never used in a browser).
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
  ];
  return config;
}

/** The host: no remotes compiled in — they are registered at run time from the inlined registry. */
export function shellConfig({ dir }) {
  const pkg = readPackage(dir);
  const config = baseConfig({
    dir,
    outputPath: resolve(dir, 'dist'),
    publicPath: '/static/shell/',
    uniqueName: 'shell',
  });
  config.plugins = [
    ...config.plugins,
    new ModuleFederationPlugin({
      name: 'shell',
      shared: sharedPolicy(pkg),
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      // Exposes the federation runtime core to the remotes, built with `externalRuntime: true`.
      // target 'web': as for the remotes, no Node.js loading code in the runtime the shell provides.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({
      template: resolve(dir, 'index.html'),
      filename: 'index.html',
      inject: 'body',
      scriptLoading: 'defer',
      minify: false,
    }),
  ];
  return config;
}

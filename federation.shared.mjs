// The one shared-singleton policy of the platform (DESIGN.md, "Front end").
// Every app (the shell and each remote) builds its Module Federation `shared` option from here, so
// React, the router, zustand and the design kit are loaded once, whoever provides them first.
// Trailing-slash entries share deep imports such as `react/jsx-runtime` and `react-dom/client`.
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // 'react-router-dom' is provided as deploy/rspack/react-router-lite.mjs (the used exports only), which
  // bundles react-router inside it: react-router itself is therefore not shared on its own.
  'react-router-dom',
  'zustand',
  '@ricordo/shared-design',
  // The back-office entry of the kit (panels only): a singleton of its own, so that two panels share one copy.
  // Every kit entry a remote imports at run time must be listed here, or each remote would bundle its own.
  '@ricordo/shared-design/back-office',
];

/** The package a shared request belongs to: 'react/' → 'react', '@scope/pkg/entry' → '@scope/pkg'. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the app's own package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false }>}
 */
export function sharedPolicy(pkg) {
  const declared = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      // 'react/' takes react's declared version, '@ricordo/shared-design/back-office' the kit's.
      const base = packageOf(name);
      const version = declared[base];
      if (!version) throw new Error(`${name} is shared but not declared in the app's package.json`);
      const config = { singleton: true, requiredVersion: version, strictVersion: false };
      // The router facade's file has no package.json of its own to read the provided version from.
      if (name === 'react-router-dom') config.version = version.replace(/^[^\d]*/, '');
      return [name, config];
    }),
  );
}

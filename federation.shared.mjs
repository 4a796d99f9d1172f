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
];

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the app's own package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false }>}
 */
export function sharedPolicy(pkg) {
  const declared = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const base = name.endsWith('/') ? name.slice(0, -1) : name;
      const version = declared[base];
      if (!version) throw new Error(`${name} is shared but not declared in the app's package.json`);
      const config = { singleton: true, requiredVersion: version, strictVersion: false };
      // The router facade's file has no package.json of its own to read the provided version from.
      if (name === 'react-router-dom') config.version = version.replace(/^[^\d]*/, '');
      return [name, config];
    }),
  );
}

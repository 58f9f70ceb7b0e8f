// The share scope: one copy of each of these runs in the page, whichever app loaded it first.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared'];
const rootPkg = require('../shared/package.json');
const { FACADES } = require('./sharedFacades');

function rangeOf(pkg, name) {
  if (name === '@storefront/shared') return `^${rootPkg.version}`;
  const v = (pkg.dependencies || {})[name] || (pkg.peerDependencies || {})[name];
  if (!v) throw new Error(`${pkg.name} must depend on ${name} to share it`);
  return v.startsWith('^') ? v : `^${v}`;
}

/** Builds the `shared` option for an app; `react/` and `react-dom/` share deep imports (jsx-runtime, client). */
function sharedSingletons(pkg) {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: rangeOf(pkg, name) };
    if (FACADES[name]) Object.assign(shared[name], { import: FACADES[name], version: require(`${name}/package.json`).version });
  }
  shared['react/'] = { singleton: true, requiredVersion: rangeOf(pkg, 'react') };
  shared['react-dom/'] = { singleton: true, requiredVersion: rangeOf(pkg, 'react-dom') };
  return shared;
}

// The share scope's libraries in three chunks (React, Redux, the router, each with its facade) instead of one per
// package: a page that loads any of them loads them all, and one gzip stream over a group is smaller than one per
// file (the repeated webpack wrappers and identifiers compress together). A group changes together on an upgrade,
// so caching loses little.
const SHARED_LIBRARY_CHUNKS = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  redux: /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema[\\/]utils)[\\/]|webpack[\\/]facades[\\/]reduxjs-toolkit\.js$)/,
  router: /[\\/](node_modules[\\/](react-router|react-router-dom)[\\/]|webpack[\\/]facades[\\/]react-router-dom\.js$)/,
};

/** splitChunks cache groups that gather the shared libraries into the chunks above. */
function sharedLibraryCacheGroups() {
  return Object.fromEntries(
    Object.entries(SHARED_LIBRARY_CHUNKS).map(([name, test]) => [`lib-${name}`, { test, name: `lib-${name}`, chunks: 'async', enforce: true, priority: 20 }]),
  );
}

module.exports = { sharedSingletons, sharedLibraryCacheGroups, SINGLETONS };

// The share scope: one copy of each of these runs in the page, whichever app loaded it first.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared'];
const sharedPackage = require('@storefront/shared/package.json');
const { FACADES } = require('./sharedFacades');

/** The @storefront/shared a build needs: this version or a later minor (ARCHITECTURE "Releases"). */
const sharedRange = (version) => `^${version}`;

function rangeOf(pkg, name) {
  if (name === '@storefront/shared') return sharedRange(sharedPackage.version);
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

// The share scope's libraries in one chunk (React, Redux, the router, with their facades) instead of one per package:
// every page loads all of them, and one gzip stream over them is smaller than one per file, as the repeated webpack
// wrappers and identifiers compress together (three groups cost 1.2 KB more than one on home, decision 0010). They
// change together only on an upgrade, which is a coordinated shell-and-remotes deploy anyway.
const SHARED_LIBRARIES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema[\\/]utils|react-router|react-router-dom|@remix-run[\\/]router)[\\/]|webpack[\\/]facades[\\/][^\\/]+\.js$)/;

/** The splitChunks cache group that gathers the shared libraries into the `lib` chunk. */
function sharedLibraryCacheGroups() {
  return { lib: { test: SHARED_LIBRARIES, name: 'lib', chunks: 'async', enforce: true, priority: 20 } };
}

module.exports = { sharedSingletons, sharedLibraryCacheGroups, sharedRange, SINGLETONS };

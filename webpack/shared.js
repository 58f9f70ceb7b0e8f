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

// The share scope's libraries in two chunks: React with its DOM renderer and bindings, and the rest (Redux, RTK, the
// router, with their facades). Every page loads all of them, so fewer chunks compress better (one gzip stream over
// repeated webpack wrappers and identifiers; decision 0010), but the browser finalises each script's compilation on the
// main thread in one task, and under Lighthouse's tracing (which copies each script's source into the trace) one
// 373 KB chunk made that task a long one. Two chunks of about 220 and 150 KB cost 0.5 KB gzip and keep each task
// short (decision 0032). They change together only on an upgrade, a coordinated shell-and-remotes deploy anyway.
const REACT_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store)[\\/]/;
const SHARED_LIBRARIES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema[\\/]utils|react-router|react-router-dom|@remix-run[\\/]router)[\\/]|webpack[\\/]facades[\\/][^\\/]+\.js$)/;

/** The splitChunks cache groups that gather the shared libraries into the `lib-react` and `lib` chunks. */
function sharedLibraryCacheGroups() {
  return {
    libReact: { test: REACT_LIBRARIES, name: 'lib-react', chunks: 'async', enforce: true, priority: 21 },
    lib: { test: SHARED_LIBRARIES, name: 'lib', chunks: 'async', enforce: true, priority: 20 },
  };
}

module.exports = { sharedSingletons, sharedLibraryCacheGroups, sharedRange, SINGLETONS };

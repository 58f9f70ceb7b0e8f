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

module.exports = { sharedSingletons, SINGLETONS };

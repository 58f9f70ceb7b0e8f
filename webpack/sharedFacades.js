// Shared packages provided through a facade that lists only what the apps use, and the build check that keeps each
// facade complete: importing a name a facade lacks would otherwise be `undefined` at runtime, not a build error.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades/react-router-dom.js'),
  '@reduxjs/toolkit': path.join(__dirname, 'facades/reduxjs-toolkit.js'),
};

// A facade of a package that re-exports that package's own names cannot import it by name (the share scope would hand
// it back the facade), so it imports the package's ES module through this alias, by absolute path (RTK's `exports`
// map does not list the file).
const rtkDir = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
const routerDir = path.dirname(require.resolve('react-router-dom/package.json'));
const FACADE_SOURCE_ALIASES = {
  'facade-source/@reduxjs/toolkit$': path.join(rtkDir, 'dist/redux-toolkit.modern.mjs'),
  'facade-source/react-router-dom$': path.join(routerDir, 'dist/index.js'),
};

function exportedNames(file) {
  const names = new Set();
  for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Fails the compilation when a module imports from a facaded package a name its facade does not export. */
class SharedFacadeCheckPlugin {
  apply(compiler) {
    const exportsOf = Object.fromEntries(Object.entries(FACADES).map(([pkg, file]) => [pkg, exportedNames(file)]));
    compiler.hooks.compilation.tap('SharedFacadeCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedFacadeCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies || []) {
            const names = exportsOf[dependency.request];
            const name = dependency.ids?.[0];
            if (!names || !name || names.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${module.resource}: '${name}' is imported from '${dependency.request}' but ${path.relative(process.cwd(), FACADES[dependency.request])} does not export it; add it there.`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { FACADES, FACADE_SOURCE_ALIASES, SharedFacadeCheckPlugin, exportedNames };

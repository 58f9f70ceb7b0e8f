// Loader rules the browser build and the server build share, so both compile the same TypeScript and give every
// CSS Modules class the same name (the server's HTML uses the class names the browser's CSS defines).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

function typescriptRule({ sourceMaps }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(repoRoot, 'tsconfig.base.json'),
        compilerOptions: { noEmit: false, sourceMap: sourceMaps },
      },
    },
  };
}

// A `*.worker.ts` file the code names with `new URL(…, import.meta.url)` is emitted as it is, after the TypeScript rule
// transpiled it, as a module worker's script: it imports nothing at run time, so it needs no bundling, and an entry of
// its own would carry the federation runtime (decision 0045). `.mjs`, so the minimizer reads it as a module. The server
// bundle names it too but never starts a worker, so it does not write the file.
function workerScriptRule({ emit = true } = {}) {
  return { test: /\.worker\.ts$/, dependency: 'url', type: 'asset/resource', generator: { filename: '[name].[contenthash:8].mjs', emit } };
}

function cssModulesOptions({ appName, production, exportOnlyLocals = false }) {
  const localIdentName = production ? `${appName}-[hash:base64:6]` : `${appName}__[local]__[hash:base64:4]`;
  return { auto: /\.module\.css$/, localIdentName, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals };
}

module.exports = { typescriptRule, workerScriptRule, cssModulesOptions };

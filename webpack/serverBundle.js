// The server bundle of an app that has `src/server.ts(x)`: one CommonJS file, dist/server/render.js, that the API's
// page renderer requires to render the app's part of a page to HTML. It carries its own React, router and store
// (no federation on the server); CSS Modules compile to their class names only, the same names as in the browser.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { typescriptRule, cssModulesOptions } = require('./rules');
const { outputDirOf } = require('./outputDir');

function serverEntryOf(appDir) {
  return ['src/server.tsx', 'src/server.ts'].map((file) => path.join(appDir, file)).find((file) => fs.existsSync(file)) ?? null;
}

function serverBundleConfig(app, entry) {
  return {
    name: `${app.name}-server`,
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(outputDirOf(app.dir), 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      uniqueName: `${app.name}-server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'] },
    module: {
      rules: [
        typescriptRule({ sourceMaps: false }),
        {
          test: /\.css$/,
          use: {
            loader: require.resolve('css-loader'),
            options: { modules: cssModulesOptions({ appName: app.name, production: true, exportOnlyLocals: true }) },
          },
        },
      ],
    },
    // Screens are loaded with import(); on the server they belong in the one file.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverBundleConfig, serverEntryOf };

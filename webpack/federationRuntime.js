// One federation runtime per page: the shell provides it, remotes consume it in production, and a remote's standalone
// page gets it from a tiny bundle built beside the remote (see federationRuntimeProvider.js).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { typescriptRule } = require('./rules');

const providerSource = path.join(__dirname, 'federationRuntimeProvider.js');
const runtimeCoreDir = path.resolve(path.dirname(require.resolve('@module-federation/runtime-core')), '..');
const runtimeVersion = JSON.parse(readFileSync(path.join(runtimeCoreDir, 'package.json'), 'utf8')).version;

// Content-addressed like every other non-entry asset, so the server may cache it forever.
const pageGlobalsSource = require.resolve('@storefront/startup/page-globals');
const providerSources = [providerSource, pageGlobalsSource];
const providerFileName = `federation-runtime.${providerSources
  .reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256').update(runtimeVersion))
  .digest('hex')
  .slice(0, 8)}.js`;

// The ES module build of the plugin behind `provideExternalRuntime`: that option registers the CommonJS build, which
// pulls in a second, CommonJS copy of runtime-core beside the ES one the shell's bundler runtime already uses.
const injectRuntimePlugin = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/**
 * The `experiments` of an app's ModuleFederationPlugin. In production remotes take the runtime from the page, and
 * the federation code keeps only the paths a browser page takes: `target: 'web'` drops the runtime's Node script
 * loading, and a remote, which loads no remotes itself, drops its remote-loading handlers. The manifest snapshot
 * code stays: the shell loads every remote through its mf-manifest.json.
 */
function federationExperiments({ isRemote, production }) {
  if (!production) return {};
  const optimization = { target: 'web', ...(isRemote ? { disableRemote: true } : {}) };
  return isRemote ? { externalRuntime: true, optimization } : { optimization };
}

const provideBundlerRuntimePlugin = path.join(__dirname, 'provideBundlerRuntimePlugin.js');
const yieldBeforeShareLoads = path.join(__dirname, 'yieldBeforeShareLoads.js');
const bundlerRuntimeFromPage = path.join(__dirname, 'bundlerRuntimeFromPage.js');

/**
 * Runtime plugins every app of this kind gets: each resolves its shared modules in tasks of their own, and the shell
 * puts its runtime-core and its webpack bundler runtime on the page for the remotes.
 */
function federationRuntimePlugins({ isRemote }) {
  return isRemote ? [yieldBeforeShareLoads] : [injectRuntimePlugin, provideBundlerRuntimePlugin, yieldBeforeShareLoads];
}

/**
 * In a remote's production build, the federation entry's import of the bundler runtime becomes the page's copy
 * (bundlerRuntimeFromPage.js), as `externalRuntime` does for runtime-core (decision 0029).
 */
function bundlerRuntimeFromPagePlugins({ isRemote, production }) {
  if (!isRemote || !production) return [];
  return [new webpack.NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/](index|bundler)\.js$/, bundlerRuntimeFromPage)];
}

/** The webpack config of the standalone page's runtime bundle, written into the remote's dist. */
function runtimeProviderConfig(outputPath) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    target: 'web',
    entry: providerSource,
    devtool: false,
    output: { path: outputPath, filename: providerFileName, iife: true },
    // The globals' names come from the start-up's one module of them (TypeScript).
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule({ sourceMaps: false })] },
    plugins: [new webpack.DefinePlugin({ FEDERATION_RUNTIME_VERSION: JSON.stringify(runtimeVersion), ENV_TARGET: JSON.stringify('web') })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Puts the runtime bundle's script before the remote's own scripts in the standalone index.html. */
class StandaloneRuntimeScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StandaloneRuntimeScriptPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'StandaloneRuntimeScriptPlugin' },
          attributes: { defer: true, src: `${data.publicPath}${providerFileName}` },
        });
        return data;
      });
    });
  }
}

module.exports = {
  federationExperiments,
  federationRuntimePlugins,
  bundlerRuntimeFromPagePlugins,
  runtimeProviderConfig,
  StandaloneRuntimeScriptPlugin,
  providerFileName,
};

// The one webpack config factory every app calls: TypeScript, CSS Modules, Module Federation, HTML, dev server.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { sharedLibraryCacheGroups, sharedSingletons } = require('./shared');
const { sharedStylesheetCacheGroups } = require('./sharedStylesheets');
const { FACADE_SOURCE_ALIASES, SharedFacadeCheckPlugin } = require('./sharedFacades');
const { StartupPreloadPlugin } = require('./startupPreload');
const { PageAssetsPlugin, pageFramePlugin } = require('./pageAssets');
const { CopyPublicPlugin } = require('./copyPublicPlugin');
const {
  federationExperiments,
  federationRuntimePlugins,
  bundlerRuntimeFromPagePlugins,
  runtimeProviderConfig,
  StandaloneRuntimeScriptPlugin,
} = require('./federationRuntime');
const { minimizer, brotliOptions } = require('./productionOutput');
const { typescriptRule, cssModulesOptions } = require('./rules');
const { serverBundleConfig, serverEntryOf } = require('./serverBundle');
const { ReleaseInfoPlugin } = require('./releaseInfoPlugin');
const { CompileHintsPlugin } = require('./compileHints');
const { StartupInALaterTaskPlugin } = require('./startupInALaterTask');
const { remoteExposes } = require('./remoteContract');
const { outputDirOf } = require('./outputDir');

// webpack 5.111 asks the federation runtime module for the entry file name while hashing, before content hashes
// exist (module-federation/core#5077). Until the hash is known the name has no hash; the directory depth, which is
// all the runtime reads from it, is the same either way.
const hashedOnceKnown = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');
const apiUrl = process.env.API_URL || 'http://localhost:4000';

/**
 * @param {object} app
 * @param {string} app.dir        the app's folder (pass __dirname)
 * @param {string} app.name       federation name: 'shell', or the remote's name in remotes.json ('catalog', 'admin', …)
 * @param {number} app.port       dev-server port
 * @param {string[]} [app.runtimePlugins]
 * @param {Record<string,string>} [app.devProxy] extra dev-server proxies: path prefix -> target
 * @param {string} [app.title]    <title> of the app's own index.html
 */
function createConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const isRemote = app.name !== 'shell';

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const distDir = outputDirOf(app.dir);
    const standaloneRuntime = isRemote && production;
    const pageOptions = {
      // An app may bring its own page (the shell does); a remote's standalone page is the shared one here.
      template: fs.existsSync(path.join(app.dir, 'public/index.html')) ? path.join(app.dir, 'public/index.html') : path.join(__dirname, 'standalone.html'),
      title: app.title || 'Storefront',
    };

    const appConfig = {
      name: app.name,
      ...(standaloneRuntime ? { dependencies: ['federation-runtime'] } : {}),
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: './src/index.ts',
      // Production maps are opt-in (SOURCE_MAPS=1): they cost about a third of the build and no page needs them.
      devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: distDir,
        // Remotes resolve their chunks from wherever their remoteEntry.js was served, so moving one is a remotes.json edit.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? hashedOnceKnown : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        // The federation runtime and the server bundle are emitted by sibling compilations into the same folder.
        clean: { keep: standaloneRuntime ? /^(federation-runtime\.|server\/)/ : /^server\// },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'], alias: FACADE_SOURCE_ALIASES },
      module: {
        rules: [
          typescriptRule({ sourceMaps: !production || process.env.SOURCE_MAPS === '1' }),
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: { modules: cssModulesOptions({ appName: app.name, production }) },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          // A remote's public surface is the contract's modules, the same for every remote (webpack/remoteContract.js).
          exposes: isRemote ? remoteExposes() : {},
          remotes: {},
          shared: sharedSingletons(pkg),
          shareStrategy: 'loaded-first',
          runtimePlugins: [...federationRuntimePlugins({ isRemote }), ...(app.runtimePlugins || []).map((p) => path.resolve(app.dir, p))],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: federationExperiments({ isRemote, production }),
        }),
        ...bundlerRuntimeFromPagePlugins({ isRemote, production }),
        ...(standaloneRuntime ? [new StandaloneRuntimeScriptPlugin()] : []),
        ...(isRemote ? [] : [new StartupPreloadPlugin(), new StartupInALaterTaskPlugin()]),
        new SharedFacadeCheckPlugin(),
        new CopyPublicPlugin(path.join(app.dir, 'public')),
        ...(production ? [new ReleaseInfoPlugin(app.name), new CompileHintsPlugin()] : []),
        new HtmlWebpackPlugin({ ...pageOptions, chunks: ['main'] }),
        ...(isRemote ? [] : [new PageAssetsPlugin(), pageFramePlugin(pageOptions)]),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                compressionOptions: brotliOptions,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        splitChunks: { cacheGroups: { ...sharedLibraryCacheGroups(), ...sharedStylesheetCacheGroups() } },
        ...(production ? { minimizer } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(app.dir, 'public')) ? { directory: path.join(app.dir, 'public'), publicPath: '/' } : false,
        client: { overlay: { warnings: false, errors: true } },
        proxy: [
          { context: ['/api', '/media'], target: apiUrl },
          ...Object.entries(app.devProxy || {}).map(([prefix, target]) => ({
            context: [prefix],
            target,
            pathRewrite: { [`^${prefix}`]: '' },
          })),
        ],
      },
    };
    const serverEntry = production ? serverEntryOf(app.dir) : null;
    const configs = [...(standaloneRuntime ? [runtimeProviderConfig(distDir)] : []), appConfig, ...(serverEntry ? [serverBundleConfig(app, serverEntry)] : [])];
    return configs.length === 1 ? appConfig : configs;
  };
}

module.exports = { createConfig, sharedSingletons };

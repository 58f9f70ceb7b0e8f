// The global the page's webpack bundler runtime is kept under, beside runtime-core's `_FEDERATION_RUNTIME_CORE`
// (decision 0029): written by the shell (provideBundlerRuntimePlugin.js) or a standalone page's runtime script
// (federationRuntimeProvider.js), read by every remote's production build (bundlerRuntimeFromPage.js).
exports.BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

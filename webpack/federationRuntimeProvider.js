// The federation runtime for a remote's standalone page. A remote's production build takes the runtime, and the
// webpack bundler runtime over it, from the page (the shell provides both when composed), so its own index.html loads
// this script before the remote's main chunk. Built without Module Federation, so the bundler runtime keeps every part.
/* global FEDERATION_RUNTIME_VERSION -- set by the build's DefinePlugin */
const runtimeCore = require('@module-federation/runtime-core');
const bundlerRuntime = require('@module-federation/webpack-bundler-runtime');
const { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_FROM_GLOBAL, RUNTIME_CORE_GLOBAL } = require('@storefront/startup/page-globals');

globalThis[RUNTIME_CORE_GLOBAL] = runtimeCore;
globalThis[BUNDLER_RUNTIME_GLOBAL] = bundlerRuntime.default;
globalThis[RUNTIME_CORE_FROM_GLOBAL] = { name: 'standalone', version: FEDERATION_RUNTIME_VERSION };

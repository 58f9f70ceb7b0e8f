// The federation runtime for a remote's standalone page. A remote's production build takes the runtime from the
// page (the shell provides it when composed), so its own index.html loads this script before the remote's main chunk.
/* global FEDERATION_RUNTIME_VERSION -- set by the build's DefinePlugin */
const runtimeCore = require('@module-federation/runtime-core');

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: FEDERATION_RUNTIME_VERSION };

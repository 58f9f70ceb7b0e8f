// What a remote's production build gets instead of its own copy of @module-federation/webpack-bundler-runtime: the one
// the page already has, from the shell (provideBundlerRuntimePlugin.js) or, on a remote's standalone page, from the
// runtime script beside it (federationRuntimeProvider.js). Decision 0029.
// The bundler runtime's functions keep no state (each call gets the calling build's __webpack_require__); the runtime
// layer under it does (the build's one federation instance), so each build keeps its own `runtime`.
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from '@storefront/startup/page-globals';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error('[federation] this remote takes the federation runtime from the page, and the page has none: load it from the shell or its standalone page');
}

export default { ...provided, runtime };

// A federation runtime plugin of the shell's: puts the shell's webpack bundler runtime (the layer between webpack's
// module system and runtime-core) on the page, complete with what a container needs, for the remotes to take instead
// of each shipping its own copy (decision 0029). Its functions keep no state of their own: every call is handed the
// calling build's `__webpack_require__`.
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from '@storefront/startup/page-globals';

// The shell exposes nothing, so its build leaves initContainerEntry out of its own copy; the remotes need it.
if (!globalThis[BUNDLER_RUNTIME_GLOBAL])
  globalThis[BUNDLER_RUNTIME_GLOBAL] = { ...federation, bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry } };

export default function provideBundlerRuntimePlugin() {
  return { name: 'storefront-provide-bundler-runtime' };
}

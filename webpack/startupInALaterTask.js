// The shell's entry script starts its app in a later task than the one that evaluates it (decision 0041). Evaluating
// main.js is two pieces of main-thread work: V8 finishing the script's compilation (its functions were compiled as it
// streamed in, decision 0028), then the startup — the federation runtime's modules and their `init`, then the entry
// module. In one task they made the longest task of the page's start-up; the startup now waits for a timer turn.
// Only startup moves: webpack's runtime (chunk loading, the share-scope globals) is still set up as the script runs.
const PLUGIN_NAME = 'StartupInALaterTaskPlugin';

class StartupInALaterTaskPlugin {
  /** @param {{ chunkName?: string }} [options] the entry chunk whose startup waits ('main') */
  constructor({ chunkName = 'main' } = {}) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    const { javascript, sources, RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // With a startup function, webpack calls it from the startup source below; without one, the federation
      // runtime's start-up call would be rendered before that source, out of this plugin's reach.
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk, requirements) => {
        if (chunk.name === this.chunkName) requirements.add(RuntimeGlobals.startup).add(RuntimeGlobals.require);
      });
      const { renderStartup } = javascript.JavascriptModulesPlugin.getCompilationHooks(compilation);
      // After every other tap (the federation runtime adds its own start-up call), so the whole startup moves.
      renderStartup.tap({ name: PLUGIN_NAME, stage: Number.MAX_SAFE_INTEGER }, (startupSource, _module, { chunk }) => {
        if (chunk.name !== this.chunkName) return startupSource;
        return new sources.ConcatSource('setTimeout(function () {\n', startupSource, '\n}, 0);\n');
      });
    });
  }
}

module.exports = { StartupInALaterTaskPlugin };

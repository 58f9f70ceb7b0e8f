// V8's explicit compile hint (Chrome 136+): a script that starts with `//# allFunctionsCalledOnLoad` has every function
// compiled while it streams in, on a background thread, instead of each one on the main thread the first time it
// runs. The page's start-up scripts run most of their functions at once (React, the store, hydration), so compiling
// them lazily put compilation into the long tasks of start-up (decision 0028). Small scripts are left alone: V8 does
// not stream them, and an eager compile there would be main-thread work for functions that may never run.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** V8 streams scripts from about 30 KB; below, the hint would compile on the main thread. */
const MIN_BYTES = 20 * 1024;

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification (which drops comments), before content hashes, source maps and compression.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const [file, source] of Object.entries(assets)) {
          if (!file.endsWith('.js') || source.size() < MIN_BYTES) continue;
          compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };

// Emits every file of an app's public/ folder (except the HTML template) into its build, e.g. the shell's remotes.json.
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const name of fs.readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          if (name === 'index.html' || !fs.statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { CopyPublicPlugin };

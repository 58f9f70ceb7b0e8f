// Emits storefront-release.json: what a build provides and expects across the shell–remote contract (the version of
// @storefront/shared and the caret range it was built against, and the exposed contracts' versions). The deploy
// command's contract gate compares a remote's file with the live shell's before the remote goes live.
const path = require('node:path');

const RELEASE_INFO_FILE = 'storefront-release.json';
const sharedDir = path.resolve(__dirname, '../shared');

function releaseInfo(appName) {
  // Read at build time, not cached by require: a deploy after a version bump must see the new numbers.
  const fs = require('node:fs');
  const sharedVersion = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
  const contracts = JSON.parse(fs.readFileSync(path.join(sharedDir, 'src/contracts/contractVersions.json'), 'utf8'));
  return {
    app: appName,
    role: appName === 'shell' ? 'shell' : 'remote',
    shared: { version: sharedVersion, range: `^${sharedVersion}` },
    contracts,
  };
}

class ReleaseInfoPlugin {
  constructor(appName) {
    this.appName = appName;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(path.join(sharedDir, 'package.json'));
        compilation.fileDependencies.add(path.join(sharedDir, 'src/contracts/contractVersions.json'));
        compilation.emitAsset(RELEASE_INFO_FILE, new RawSource(`${JSON.stringify(releaseInfo(this.appName), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseInfoPlugin, RELEASE_INFO_FILE, releaseInfo };

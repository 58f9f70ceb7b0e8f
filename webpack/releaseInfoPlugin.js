// Emits storefront-release.json: what a build provides and expects across the shell–remote contract (the version of
// @storefront/shared and the range it needs, and the exposed contracts' versions). The deploy command's contract gate
// compares a remote's file with the live shell's before the remote goes live.
const { CONTRACT_VERSIONS_FILE, SHARED_PACKAGE_FILE, RELEASE_INFO_FILE, exposedContractVersions, sharedVersion } = require('./remoteContract');
const { sharedRange } = require('./shared');

function releaseInfo(appName) {
  const version = sharedVersion();
  return {
    app: appName,
    role: appName === 'shell' ? 'shell' : 'remote',
    shared: { version, range: sharedRange(version) },
    contracts: exposedContractVersions(),
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
        compilation.fileDependencies.add(SHARED_PACKAGE_FILE);
        compilation.fileDependencies.add(CONTRACT_VERSIONS_FILE);
        compilation.emitAsset(RELEASE_INFO_FILE, new RawSource(`${JSON.stringify(releaseInfo(this.appName), null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseInfoPlugin, RELEASE_INFO_FILE, releaseInfo };

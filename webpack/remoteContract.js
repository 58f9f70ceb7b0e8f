// The remote contract as the build reads it: the modules every remote exposes, with their versions, and the file a
// build records them in. Plain JSON in @storefront/shared (contract-versions.json, release-info.json), which the
// TypeScript side (the shell's runtime check, the remotes' exposes, the API's contract gate) imports too.
const fs = require('node:fs');

const CONTRACT_VERSIONS_FILE = require.resolve('@storefront/shared/contract-versions.json');
const SHARED_PACKAGE_FILE = require.resolve('@storefront/shared/package.json');

// Read on every call, not cached by require: a deploy after a version bump must see the new numbers.
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** `{ routes: '1.0.0', overlays: '1.1.0' }`: each exposed module's contract version. */
const exposedContractVersions = () => readJson(CONTRACT_VERSIONS_FILE);

/** The version of @storefront/shared in the working tree. */
const sharedVersion = () => readJson(SHARED_PACKAGE_FILE).version;

/** A remote's Module Federation `exposes`: `./<name>` from its src/exposes/<name>.ts, for every module of the contract. */
function remoteExposes() {
  return Object.fromEntries(Object.keys(exposedContractVersions()).map((name) => [`./${name}`, `./src/exposes/${name}.ts`]));
}

const RELEASE_INFO_FILE = require('@storefront/shared/release-info.json').file;

module.exports = { CONTRACT_VERSIONS_FILE, SHARED_PACKAGE_FILE, RELEASE_INFO_FILE, exposedContractVersions, sharedVersion, remoteExposes };

// The semver versions of the contracts between the shell and the remotes (ARCHITECTURE "Releases"):
// `@storefront/shared` itself (its package.json version) and each exposed module's shape (remoteModules.ts).
// Bump a contract's major when a change breaks the other side, its minor when it only adds.
// The modules and their versions are data (contractVersions.json), so the build (webpack/remoteContract.js) reads the
// same list: it exposes `./<name>` from every remote's src/exposes/<name>.ts and records the versions in each release.
// Apps import it through @storefront/shared/contracts, which each build bundles as its own copy, so a build carries
// the versions it was built against (not the singleton's).
import versions from './contractVersions.json';
import sharedPackage from '../../package.json';

export type ExposedContract = keyof typeof versions;

export const EXPOSED_CONTRACT_VERSIONS: Readonly<Record<ExposedContract, string>> = versions;

/** The version of @storefront/shared this build was compiled against. */
export const SHARED_VERSION: string = sharedPackage.version;

// Refuses a remote built against a @storefront/shared, or an exposed-module contract, this shell cannot work with
// (ARCHITECTURE "Releases"). The versions are this build's own: @storefront/shared/contracts is bundled into each build,
// not taken from the shared singleton.
import { EXPOSED_CONTRACT_VERSIONS, SHARED_VERSION, sameMajor, satisfiesRange, type ExposedContract } from '@storefront/shared/contracts';

interface ManifestShared {
  shared?: { name: string; requiredVersion?: string }[];
}

/** Throws unless this shell's @storefront/shared satisfies the range the remote's mf-manifest.json requires of it. */
export function checkSharedRange(remote: string, manifest: ManifestShared): void {
  const range = manifest.shared?.find((entry) => entry.name === '@storefront/shared')?.requiredVersion;
  if (range && !satisfiesRange(SHARED_VERSION, range)) {
    throw new Error(`remote "${remote}" requires @storefront/shared ${range}; this shell has ${SHARED_VERSION}`);
  }
}

/** Throws unless an exposed module implements the major version of its contract this shell was built for. */
export function checkExposedContract(id: string, contract: ExposedContract, version: unknown): void {
  const expected = EXPOSED_CONTRACT_VERSIONS[contract];
  if (typeof version !== 'string' || !sameMajor(version, expected)) {
    throw new Error(`${id} implements ${contract} contract ${version}; this shell has ${expected}`);
  }
}

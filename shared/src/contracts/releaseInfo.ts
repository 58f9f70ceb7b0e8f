// The file every production build writes beside its remoteEntry.js (webpack/releaseInfoPlugin.js): the
// @storefront/shared it carries and the range it needs, and the versions of the exposed contracts. The deploy
// command's contract gate compares a remote's with the live shell's.
import releaseInfo from './releaseInfo.json';

/** Its name, which the build reads from releaseInfo.json too. */
export const RELEASE_INFO_FILE: string = releaseInfo.file;

export interface ReleaseInfo {
  app: string;
  role: 'shell' | 'remote';
  shared: { version: string; range: string };
  contracts: Record<string, string>;
}

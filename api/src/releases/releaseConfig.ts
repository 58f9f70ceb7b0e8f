// The release store and its settings from the environment, the same for the store (`npm start`) and the team
// commands (`npm run deploy -w mf-<name>`), so both act on the same releases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderReleaseStore } from './folderReleaseStore';
import type { ReleaseStore } from './releaseStore';

type Env = Record<string, string | undefined>;

export const DEFAULT_RELEASES_KEEP = 5;

/** RELEASE_STORE_URL: a `file:` URL or a folder path; unset means `$DATA_DIR/releases`. */
export function releaseStoreFromEnv(env: Env, cwd: string): ReleaseStore {
  const url = env.RELEASE_STORE_URL?.trim();
  if (!url) return folderReleaseStore(path.join(path.resolve(cwd, env.DATA_DIR || 'data'), 'releases'));
  if (url.startsWith('file:')) return folderReleaseStore(fileURLToPath(url));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(`RELEASE_STORE_URL "${url}": only a folder (a path or a file: URL) is supported by this build of the store`);
  }
  return folderReleaseStore(path.resolve(cwd, url));
}

export function releasesKeepFromEnv(env: Env): number {
  const raw = env.RELEASES_KEEP;
  if (raw === undefined || raw === '') return DEFAULT_RELEASES_KEEP;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 2 || keep > 1000) throw new Error(`RELEASES_KEEP must be a whole number from 2 to 1000, got "${raw}"`);
  return keep;
}

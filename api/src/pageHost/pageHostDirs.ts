// Works out which built front-end folders exist and can be served: the shell and each remote.
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseStore } from '../releases/releaseStore';
import type { PageCacheOptions } from './renderedPageCache';

export interface PageHostOptions {
  /** The shell's build output (index.html, remotes.json, …), served at /. */
  shellDir: string;
  /** Remote name → its build output, served at /mf/{name}/. */
  remotes: Record<string, string>;
  /** Render pages on the server where the apps have server bundles (decision 0009); on unless false. */
  serverRendering?: boolean;
  /** Keep server-rendered catalogue and content pages (decision 0027) within these bounds; false renders every page per request. */
  pageCache?: PageCacheOptions | false;
  /** Releases deployed with `npm run deploy -w mf-<name>` (decision 0011); without it, the workspace builds only. */
  releaseStore?: ReleaseStore;
  /** Serve this remotes manifest instead of the shell's remotes.json (REMOTES_FILE). */
  remotesFile?: string;
  /** Where browsers fetch release files, e.g. a CDN in front of the bucket; this server's /releases when unset. */
  releasesBaseUrl?: string;
  /** How long the shell waits for a remote before it shows the fallback (remotes.json `remoteTimeoutMs`). */
  remoteTimeoutMs?: number;
  /** Let developers point the store at their own remote (remotes.json `allowRemoteOverrides`); never in production. */
  allowRemoteOverrides?: boolean;
  /** The key that signs the composition cookie (COMPOSITION_SECRET); unset, one kept in the database. */
  compositionSecret?: string;
  /** The share of page views that report their speed (remotes.json `vitalsSampleRate`); none when unset. */
  vitalsSampleRate?: number;
  /** Origins besides the store's own an override's manifest may come from (remotes.json `remoteOverrideOrigins`). */
  remoteOverrideOrigins?: string[];
}

export interface PageHostDirs {
  shellDir: string | null;
  remotes: { name: string; dir: string }[];
}

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const isDirectory = (dir: string) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Missing folders are left out (that part of the site is simply not served). */
export function existingPageHostDirs(options: PageHostOptions): PageHostDirs {
  const shellDir = path.resolve(options.shellDir);
  const remotes = Object.entries(options.remotes).map(([name, dir]) => {
    if (!REMOTE_NAME.test(name)) throw new Error(`Invalid remote name "${name}": use lowercase letters, digits and dashes.`);
    return { name, dir: path.resolve(dir) };
  });
  return {
    shellDir: isDirectory(shellDir) ? shellDir : null,
    remotes: remotes.filter((remote) => isDirectory(remote.dir)),
  };
}

// Reads the remotes manifest the store starts from (REMOTES_FILE, or the shell's remotes.json) and resolves it
// against the release store on every call, so a deploy or rollback shows on the next page load of every instance.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { resolveLiveRemotes, type BucketOf, type LiveRemotes, type RemotesFile } from '../releases/liveRemotes';
import type { ReleaseStore } from '../releases/releaseStore';
import { fileVersionCache } from './fileVersionCache';
import type { PageHostDirs } from './pageHostDirs';

export interface LiveRemotesSettings {
  releaseStore?: ReleaseStore;
  /** A remotes manifest to serve instead of the shell's own (an integration tester's combination). */
  remotesFile?: string;
  /** Where browsers fetch release files; the store's own /releases when unset. */
  releasesBaseUrl?: string;
  /** Settings the shell reads from remotes.json. */
  remoteTimeoutMs?: number;
  allowRemoteOverrides?: boolean;
  vitalsSampleRate?: number;
  remoteOverrideOrigins?: string[];
}

/** The remotes manifest for one browser (its buckets decide canaries), or for none: every remote's live release. */
export type LiveRemotesSource = (log: FastifyBaseLogger, bucketOf?: BucketOf) => Promise<LiveRemotes | null>;

const remotesFileText = fileVersionCache((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as RemotesFile);

export function createLiveRemotesSource(dirs: PageHostDirs & { shellDir: string }, settings: LiveRemotesSettings): LiveRemotesSource {
  const file = settings.remotesFile ?? path.join(dirs.shellDir, 'remotes.json');
  const workspaceDirs = new Map(dirs.remotes.map((remote) => [remote.name, remote.dir]));
  const shellSettings = {
    ...(settings.remoteTimeoutMs !== undefined ? { remoteTimeoutMs: settings.remoteTimeoutMs } : {}),
    allowRemoteOverrides: settings.allowRemoteOverrides ?? false,
    ...(settings.vitalsSampleRate !== undefined ? { vitalsSampleRate: settings.vitalsSampleRate } : {}),
    ...(settings.allowRemoteOverrides && settings.remoteOverrideOrigins?.length ? { remoteOverrideOrigins: settings.remoteOverrideOrigins } : {}),
  };
  return async (log, bucketOf) => {
    // A folder without remotes.json (a remote's standalone page served as the shell) composes nothing.
    const base = remotesFileText(file);
    if (!base) return null;
    if (!settings.releaseStore) {
      return { json: { ...base, ...shellSettings }, dirs: new Map(dirs.remotes.map((remote) => [remote.name, remote.dir])) };
    }
    return resolveLiveRemotes(
      base,
      {
        store: settings.releaseStore,
        workspaceDirs,
        releasesBaseUrl: settings.releasesBaseUrl,
        settings: shellSettings,
        log,
      },
      bucketOf,
    );
  };
}

// The remotes manifest the store serves at /remotes.json, with each remote's release resolved: a remote listed with
// `"release": "live"` gets the manifest URL of its live release in the release store (or keeps its `manifest` URL,
// the workspace build, when it has none yet); `"release": "<id>"` pins one release; no `release` field means the
// entry is served as written (a remote hosted elsewhere). Also says where each remote's files are on this machine,
// for server rendering.
import { type Canary, isReleaseId } from './livePointer';
import type { ReleaseStore } from './releaseStore';
import type { RemoteDescriptor, RemotesManifest } from '@storefront/shared/contracts';

/** The browser's bucket (0–99) per remote, and the releases a preview pinned for it (pageHost/browserComposition.ts). */
export type BucketOf = ((remote: string) => number) & { pinned?: ReadonlyMap<string, string> };

/** The remotes file as written (`release` may say "live") and as served: the remote contract's one shape. */
export type RemotesFile = RemotesManifest;

export interface LiveRemotes {
  /** What the browser gets: entries carry the resolved manifest URL, and `release` only when one is served. */
  json: RemotesFile;
  /** Remote name → the folder on this machine its files (and server bundle) are in, when the store serves it. */
  dirs: Map<string, string>;
  /** The canaries running (remote name → release and share), whichever release this composition got. */
  canaries?: Map<string, Canary>;
}

export interface LiveRemotesOptions {
  store: ReleaseStore;
  /** Remote name → its workspace build folder, served at /mf/{name}/. */
  workspaceDirs: Map<string, string>;
  /** Where browsers fetch release files: `/releases` on this origin unless a CDN is configured. */
  releasesBaseUrl?: string;
  /** Extra top-level settings for the shell (remoteTimeoutMs, allowRemoteOverrides). */
  settings?: Record<string, unknown>;
  log?: { warn: (obj: object, msg: string) => void };
}

export const RELEASES_URL_PREFIX = '/releases';

export function releaseManifestUrl(remote: string, release: string, base = RELEASES_URL_PREFIX): string {
  return `${base.replace(/\/+$/, '')}/${remote}/${release}/mf-manifest.json`;
}

/** The workspace build's folder when `manifest` is the store's own /mf/{name}/ URL for it. */
function workspaceDirFor(entry: RemoteDescriptor, workspaceDirs: Map<string, string>): string | undefined {
  return entry.manifest === `/mf/${entry.name}/mf-manifest.json` ? workspaceDirs.get(entry.name) : undefined;
}

/**
 * `bucketOf` is the browser's bucket per remote (pageHost/browserComposition.ts): a remote with a canary serves it
 * to the buckets below its share, and a release it pins (a preview link's) replaces the remote's. Without it (no browser: a scrape, a test) every remote gets its live release.
 */
export async function resolveLiveRemotes(file: RemotesFile, options: LiveRemotesOptions, bucketOf?: BucketOf): Promise<LiveRemotes> {
  const dirs = new Map<string, string>();
  const canaries = new Map<string, Canary>();
  const remotes = await Promise.all(
    file.remotes.map(async (entry): Promise<RemoteDescriptor> => {
      const { release: wanted, ...rest } = entry;
      const pointer = wanted === 'live' ? await options.store.readPointer(entry.name) : null;
      if (pointer?.canary) canaries.set(entry.name, pointer.canary);
      const onCanary = pointer?.canary && bucketOf !== undefined && bucketOf(entry.name) < pointer.canary.percent;
      const chosen = pointer ? (onCanary ? pointer.canary!.release : pointer.live) : isReleaseId(wanted) ? wanted : undefined;
      // A release a preview link pinned for this browser, while the store still has it.
      const pinned = wanted !== undefined ? bucketOf?.pinned?.get(entry.name) : undefined;
      const pinnedDir = pinned ? await options.store.localDir(entry.name, pinned) : null;
      const release = pinnedDir ? pinned : chosen;
      const dir = pinnedDir ?? (release ? await options.store.localDir(entry.name, release) : null);
      if (release && dir) {
        dirs.set(entry.name, dir);
        return { ...rest, manifest: releaseManifestUrl(entry.name, release, options.releasesBaseUrl), release };
      }
      if (release) options.log?.warn({ remote: entry.name, release }, 'release not in the release store; serving the remote from its manifest URL');
      const workspaceDir = workspaceDirFor(entry, options.workspaceDirs);
      if (workspaceDir) dirs.set(entry.name, workspaceDir);
      return rest;
    }),
  );
  return { json: { ...file, ...options.settings, remotes }, dirs, canaries };
}

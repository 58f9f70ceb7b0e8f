// The shape of /remotes.json — the per-environment list of remotes, their routes and overlays — defined once: the
// shell reads it in the browser, the API serves it (resolving each remote's release) and renders pages from it, and
// the release tool and the tests write it. `parseRemotesManifest` is its one validation.
import type { OverlayName } from '../ui/overlays';
import { REMOTE_LAYOUTS, type RemoteLayout } from '../routing/remoteRoutes';
import { isRemoteName, type RemoteName } from './remoteName';

export interface RemoteDescriptor {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  manifest: string;
  routes: string[];
  overlays: OverlayName[];
  /** "own": the remote draws the whole page for its routes, outside the store's layout (decision 0024). */
  layout?: RemoteLayout;
  /** The release the store serves of it; absent for a workspace build or a remote hosted elsewhere. */
  release?: string;
}

export interface RemotesManifest {
  apiBaseUrl?: string;
  remotes: RemoteDescriptor[];
  /** How long a remote's manifest, entry or chunk may take before its screens show the fallback; 5 s when absent. */
  remoteTimeoutMs?: number;
  /** Whether a developer may point a remote elsewhere (remoteOverrides.ts); never true in production. Only `true` allows it. */
  allowRemoteOverrides?: boolean;
  /** The share of page views, 0 to 1, that report their speed to the API (vitals/); none when absent. */
  vitalsSampleRate?: number;
  /** Origins besides the page's own an override's manifest may come from (REMOTE_OVERRIDE_ORIGINS). */
  remoteOverrideOrigins?: string[];
}

export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as RemotesManifest).remotes)) {
    throw new Error('remotes.json must be an object with a "remotes" array');
  }
  const { apiBaseUrl, remotes, remoteTimeoutMs, allowRemoteOverrides, vitalsSampleRate, remoteOverrideOrigins } = raw as RemotesManifest;
  const names = new Set<string>();
  for (const remote of remotes) {
    // Which remotes there are is this file's to say; a name only has to be one federation and the server can use.
    if (!isRemoteName(remote?.name)) throw new Error(`remotes.json: "${String(remote?.name)}" is not a remote name (lowercase letters, digits, dashes)`);
    if (names.has(remote.name)) throw new Error(`remotes.json: remote "${remote.name}" is listed twice`);
    names.add(remote.name);
    if (typeof remote.manifest !== 'string' || !remote.manifest) throw new Error(`remotes.json: remote "${remote.name}" has no manifest URL`);
    if (!Array.isArray(remote.routes) || !Array.isArray(remote.overlays)) {
      throw new Error(`remotes.json: remote "${remote.name}" needs "routes" and "overlays" arrays`);
    }
    if (remote.layout !== undefined && !REMOTE_LAYOUTS.includes(remote.layout)) {
      throw new Error(`remotes.json: remote "${remote.name}" has layout "${String(remote.layout)}" (one of ${REMOTE_LAYOUTS.join(', ')})`);
    }
  }
  if (apiBaseUrl !== undefined && typeof apiBaseUrl !== 'string') throw new Error('remotes.json: apiBaseUrl must be a string');
  if (remoteTimeoutMs !== undefined && !(Number.isFinite(remoteTimeoutMs) && remoteTimeoutMs > 0))
    throw new Error('remotes.json: remoteTimeoutMs must be a positive number');
  // Reporting is optional: a rate that is no share of page views turns it off rather than stopping the store.
  const sampleRate = typeof vitalsSampleRate === 'number' && vitalsSampleRate >= 0 && vitalsSampleRate <= 1 ? vitalsSampleRate : undefined;
  const overrideOrigins = Array.isArray(remoteOverrideOrigins) ? remoteOverrideOrigins.filter((origin) => typeof origin === 'string') : [];
  return {
    apiBaseUrl,
    remotes,
    remoteTimeoutMs,
    allowRemoteOverrides: allowRemoteOverrides === true,
    vitalsSampleRate: sampleRate,
    remoteOverrideOrigins: overrideOrigins,
  };
}

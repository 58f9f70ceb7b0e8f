// What a speed report says about the page it comes from: the route pattern the address matched in remotes.json (never
// the address itself: no ids, no query), the remote that owns that route, and the release each remote was served at.
import { routeOwner } from '@storefront/shared/routing';
import type { RemotesManifest } from '@storefront/shared/contracts';

export interface PageComposition {
  route: string;
  /** The remote whose route it is: page-wide readings (TTFB, CLS) are its. */
  owner: string;
  releases: Record<string, string>;
}

/** Null for an address no route matches, and for a remote that draws its own page (the operator console is no store page). */
export function pageComposition(manifest: RemotesManifest, pathname: string): PageComposition | null {
  const owner = routeOwner(manifest, pathname);
  if (!owner || owner.layout === 'own') return null;
  const releases: Record<string, string> = {};
  for (const remote of manifest.remotes) if (typeof remote.release === 'string' && remote.release) releases[remote.name] = remote.release;
  return { route: owner.routePath, owner: owner.remote, releases };
}

/** Whether this page view reports, at the share remotes.json's `vitalsSampleRate` gives (none when absent). */
export function isSampled(rate: number | undefined, random: () => number = Math.random): boolean {
  if (typeof rate !== 'number' || !(rate > 0)) return false;
  return rate >= 1 || random() < rate;
}

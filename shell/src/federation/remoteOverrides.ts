// Development only (remotes.json `allowRemoteOverrides`): points a remote at another mf-manifest.json, so a developer
// sees the real store with their local remote. `?remote.<name>=<url>` sets it for the tab (an empty value clears it);
// localStorage `storefront:remote.<name>` sets it for every tab. Loaded only when overrides are allowed.
// An override is code run as the store: it is taken only from the store's own origin or one remotes.json lists
// (`remoteOverrideOrigins`, the server's REMOTE_OVERRIDE_ORIGINS), and never on the operator console, whose page
// holds the operator's session.
import type { RemoteDescriptor } from '@storefront/shared/contracts';

const KEY = 'storefront:remote.';
const CONSOLE = /^\/admin(\/|$)/;

export interface OverridePlace {
  /** The page's path and origin (location.pathname, location.origin). */
  pathname: string;
  origin: string;
  /** Other origins a manifest may come from (remotes.json `remoteOverrideOrigins`). */
  allowedOrigins: string[];
}

const ownsConsole = (remote: RemoteDescriptor) => remote.routes.some((route) => CONSOLE.test(route));

function allowedManifest(manifest: string, place: OverridePlace): boolean {
  try {
    const { origin } = new URL(manifest, place.origin);
    return origin === place.origin || place.allowedOrigins.includes(origin);
  } catch {
    return false;
  }
}

export function overriddenRemotes(
  remotes: RemoteDescriptor[],
  search = location.search,
  tab: Storage = sessionStorage,
  saved: Storage = localStorage,
  place: OverridePlace = { pathname: location.pathname, origin: location.origin, allowedOrigins: [] },
): RemoteDescriptor[] {
  if (CONSOLE.test(place.pathname)) return remotes;
  const query = new URLSearchParams(search);
  const active: string[] = [];
  const refused: string[] = [];
  const result = remotes.map((remote) => {
    if (ownsConsole(remote)) return remote;
    const fromQuery = query.get(`remote.${remote.name}`);
    if (fromQuery) tab.setItem(KEY + remote.name, fromQuery);
    else if (fromQuery === '') tab.removeItem(KEY + remote.name);
    const manifest = tab.getItem(KEY + remote.name) || saved.getItem(KEY + remote.name);
    if (!manifest) return remote;
    if (!allowedManifest(manifest, place)) {
      refused.push(`${remote.name} → ${manifest}`);
      return remote;
    }
    active.push(`${remote.name} → ${manifest}`);
    return { ...remote, manifest };
  });
  if (active.length) console.info(`[shell] remote overrides active: ${active.join(', ')}`);
  if (refused.length) console.warn(`[shell] remote overrides ignored (origin not in remoteOverrideOrigins): ${refused.join(', ')}`);
  return result;
}

// Development only (remotes.json `allowRemoteOverrides`): points a remote at another mf-manifest.json, so a developer
// sees the real store with their local remote. `?remote.<name>=<url>` sets it for the tab (an empty value clears it);
// localStorage `storefront:remote.<name>` sets it for every tab. Loaded only when overrides are allowed.
import type { RemoteDescriptor } from './remotesManifest';

const KEY = 'storefront:remote.';

export function overriddenRemotes(
  remotes: RemoteDescriptor[],
  search = location.search,
  tab: Storage = sessionStorage,
  saved: Storage = localStorage,
): RemoteDescriptor[] {
  const query = new URLSearchParams(search);
  const active: string[] = [];
  const result = remotes.map((remote) => {
    const fromQuery = query.get(`remote.${remote.name}`);
    if (fromQuery) tab.setItem(KEY + remote.name, fromQuery);
    else if (fromQuery === '') tab.removeItem(KEY + remote.name);
    const manifest = tab.getItem(KEY + remote.name) || saved.getItem(KEY + remote.name);
    if (!manifest) return remote;
    active.push(`${remote.name} → ${manifest}`);
    return { ...remote, manifest };
  });
  if (active.length) console.info(`[shell] remote overrides active: ${active.join(', ')}`);
  return result;
}

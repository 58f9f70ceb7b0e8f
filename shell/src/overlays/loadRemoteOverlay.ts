// Loads the component a remote exposes for an overlay name.
import type { ComponentType } from 'react';
import type { OverlayComponentProps, OverlayName, RemoteName } from '@storefront/shared';
import { loadRemoteChunk, loadRemoteModule, RemoteLoadError, retryRemote } from '../federation/loadRemoteModule';

/** `retry`: the shopper pressed Retry, so a remote that failed is fetched again from the network. */
export async function loadRemoteOverlay(remote: RemoteName, name: OverlayName, retry = false): Promise<ComponentType<OverlayComponentProps>> {
  if (retry) retryRemote(remote);
  const mod = await loadRemoteModule(`${remote}/overlays`);
  const load = mod.overlays[name];
  if (!load) throw new RemoteLoadError(remote, new Error(`remote "${remote}" exposes no overlay "${name}"`));
  return (await loadRemoteChunk(remote, load)).default;
}

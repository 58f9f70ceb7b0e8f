// Loads the component a remote exposes for an overlay name.
import type { ComponentType } from 'react';
import type { OverlayComponentProps, OverlayName, RemoteOverlaysModule } from '@storefront/shared';
import { loadRemoteChunk, loadRemoteModule, RemoteLoadError } from '../federation/loadRemoteModule';

export async function loadRemoteOverlay(remote: string, name: OverlayName): Promise<ComponentType<OverlayComponentProps>> {
  const mod = await loadRemoteModule<RemoteOverlaysModule>(remote, 'overlays');
  const load = mod.overlays[name];
  if (!load) throw new RemoteLoadError(remote, new Error(`remote "${remote}" exposes no overlay "${name}"`));
  return (await loadRemoteChunk(remote, load)).default;
}

// Finds the screen a remote exposes for a route path and loads its chunk.
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@storefront/shared';
import { loadRemoteChunk, loadRemoteModule, RemoteLoadError } from '../federation/loadRemoteModule';

const screens = new Map<string, Promise<ComponentType>>();

export function loadRemoteScreen(remote: string, path: string): Promise<ComponentType> {
  const key = `${remote}:${path}`;
  let pending = screens.get(key);
  if (!pending) {
    pending = (async () => {
      const mod = await loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
      const route = mod.routes.find((r) => r.path === path);
      if (!route) throw new RemoteLoadError(remote, new Error(`remote "${remote}" exposes no route "${path}"`));
      const screen = await loadRemoteChunk(remote, route.load);
      return screen.default;
    })();
    pending.catch(() => screens.delete(key));
    screens.set(key, pending);
  }
  return pending;
}

// Finds the screen a remote exposes for a route path and loads its chunk, with the route's title and description.
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@storefront/shared';
import { loadRemoteChunk, loadRemoteModule, RemoteLoadError } from '../federation/loadRemoteModule';

export interface LoadedScreen {
  Screen: ComponentType;
  title?: string;
  description?: string;
}

const screens = new Map<string, Promise<LoadedScreen>>();
const loaded = new Map<string, LoadedScreen>();

/** The screen if its code is already here, so a route can render it at once (no progress flash). */
export function loadedRemoteScreen(remote: string, path: string): LoadedScreen | undefined {
  return loaded.get(`${remote}:${path}`);
}

export function loadRemoteScreen(remote: string, path: string): Promise<LoadedScreen> {
  const key = `${remote}:${path}`;
  let pending = screens.get(key);
  if (!pending) {
    pending = (async () => {
      const mod = await loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
      const route = mod.routes.find((r) => r.path === path);
      if (!route) throw new RemoteLoadError(remote, new Error(`remote "${remote}" exposes no route "${path}"`));
      const screen = await loadRemoteChunk(remote, route.load);
      const result = { Screen: screen.default, title: route.title, description: route.description };
      loaded.set(key, result);
      return result;
    })();
    pending.catch(() => screens.delete(key));
    screens.set(key, pending);
  }
  return pending;
}

// Finds the screen a remote exposes for a route path and loads its chunk, with the route's title and description.
import type { ComponentType } from 'react';
import type { RemoteName } from '@storefront/shared';
import { loadRemoteChunk, loadRemoteModule, RemoteLoadError, retryRemote } from '../federation/loadRemoteModule';

export interface LoadedScreen {
  Screen: ComponentType;
  title?: string;
  description?: string;
}

const screens = new Map<string, Promise<LoadedScreen>>();
const loaded = new Map<string, LoadedScreen>();

/** The screen if its code is already here, so a route can render it at once (no progress flash). */
export function loadedRemoteScreen(remote: RemoteName, path: string): LoadedScreen | undefined {
  return loaded.get(`${remote}:${path}`);
}

/**
 * A failed screen stays failed, so the route shows its fallback at once rather than waiting a second time for a remote
 * that timed out before the first render; `retry` (the shopper pressed Retry) fetches the remote again from the network.
 */
export function loadRemoteScreen(remote: RemoteName, path: string, retry = false): Promise<LoadedScreen> {
  const key = `${remote}:${path}`;
  if (retry) {
    retryRemote(remote);
    screens.delete(key);
  }
  let pending = screens.get(key);
  if (!pending) {
    pending = (async () => {
      const mod = await loadRemoteModule(`${remote}/routes`);
      const route = mod.routes.find((r) => r.path === path);
      if (!route) throw new RemoteLoadError(remote, new Error(`remote "${remote}" exposes no route "${path}"`));
      const screen = await loadRemoteChunk(remote, route.load);
      const result = { Screen: screen.default, title: route.title, description: route.description };
      loaded.set(key, result);
      return result;
    })();
    screens.set(key, pending);
  }
  return pending;
}

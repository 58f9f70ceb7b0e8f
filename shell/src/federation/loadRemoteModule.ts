// Loads a remote's exposed module through the federation runtime, caching successes and forgetting failures.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from './remotesManifest';
import { isRemoteUnavailable } from './remoteFailurePlugin';
import { reportRemoteFailure, reportRemoteRecovered } from './remoteStatus';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly cause: unknown,
  ) {
    super(`The ${remote} part of the store could not be loaded.`);
    this.name = 'RemoteLoadError';
  }
}

const cache = new Map<string, Promise<unknown>>();

export function registerStorefrontRemotes(remotes: RemoteDescriptor[], base = window.location.href): void {
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: new URL(r.manifest, base).href })));
}

export function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const id = `${remote}/${expose}`;
  let pending = cache.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = loadRemote<T>(id).then((mod) => {
      if (!mod || isRemoteUnavailable(mod)) throw new RemoteLoadError(remote, isRemoteUnavailable(mod) ? mod.error : 'empty module');
      reportRemoteRecovered(remote);
      return mod;
    });
    pending.catch((error) => {
      cache.delete(id);
      if (!(error instanceof RemoteLoadError)) reportRemoteFailure(remote, 'load', error);
    });
    cache.set(id, pending);
  }
  return pending.catch((error) => {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  });
}

/** Loads a chunk of an already loaded remote (a screen or an overlay), turning chunk errors into RemoteLoadError. */
export async function loadRemoteChunk<T>(remote: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportRemoteFailure(remote, 'chunk', error);
    throw new RemoteLoadError(remote, error);
  }
}

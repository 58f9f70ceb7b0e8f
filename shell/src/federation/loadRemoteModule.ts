// Loads a remote's exposed module through the federation runtime within the remote timeout, refusing one built for
// another contract. A failed remote stays failed (its screens show the fallback at once) until retryRemote.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@storefront/shared';
import type { ExposedContract, ExposedModule } from '@storefront/shared/contracts';
import { chunkLoadingGlobal, pageGlobals } from '@storefront/startup/page-globals';
import type { RemoteDescriptor } from '@storefront/shared/contracts';
import { checkExposedContract } from './contractCheck';
import { countRetry, currentAttempt, urlForAttempt } from './remoteAttempts';
import { isRemoteUnavailable } from './remoteFailurePlugin';
import { reportRemoteFailure, reportRemoteRecovered } from './remoteStatus';
import { withinRemoteTimeout } from './remoteTimeout';
import { remoteRan } from '../health/pageHealth';

/** An exposed module by its federation id, e.g. `cart/overlays`. */
export type RemoteModuleId<Contract extends ExposedContract = ExposedContract> = `${RemoteName}/${Contract}`;

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
const failedRemotes = new Set<string>();
const manifestUrls = new Map<string, string>();

export function registerStorefrontRemotes(remotes: RemoteDescriptor[], base = window.location.href): void {
  for (const remote of remotes) manifestUrls.set(remote.name, new URL(remote.manifest, base).href);
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: manifestUrls.get(r.name)! })));
}

/**
 * After a failure: registers the remote again under fresh URLs, which drops everything the runtime kept of it (its
 * manifest, snapshot, entry and container), so the next load asks the network again. A healthy remote is left as it is.
 */
export function retryRemote(remote: RemoteName): void {
  if (!failedRemotes.delete(remote)) return;
  for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
  countRetry(remote);
  // The failed build's chunks stay in its chunk-loading global (webpack's, named after the app's uniqueName, which is
  // its remote name), where the next container would take them instead of fetching its own.
  delete pageGlobals(window)[chunkLoadingGlobal(remote)];
  registerRemotes([{ name: remote, entry: urlForAttempt(manifestUrls.get(remote)!, remote) }], { force: true });
}

export function loadRemoteModule<Contract extends ExposedContract>(id: RemoteModuleId<Contract>): Promise<ExposedModule<Contract>> {
  const [remote, contract] = id.split('/') as [RemoteName, Contract];
  let pending = cache.get(id) as Promise<ExposedModule<Contract>> | undefined;
  if (!pending) {
    const attempt = currentAttempt(remote);
    pending = withinRemoteTimeout(loadRemote<ExposedModule<Contract>>(id), `remote "${remote}"`).then((mod) => {
      if (!mod || isRemoteUnavailable(mod)) throw new RemoteLoadError(remote, isRemoteUnavailable(mod) ? mod.error : 'empty module');
      checkExposedContract(id, contract, mod.contractVersion);
      reportRemoteRecovered(remote);
      remoteRan(remote);
      return mod;
    });
    pending.catch((error) => {
      // A load started before the shopper's Retry (an overlay preloaded on intent) must not fail the new attempt.
      if (attempt !== currentAttempt(remote)) return;
      failedRemotes.add(remote);
      reportRemoteFailure(remote, 'load', error);
    });
    cache.set(id, pending);
  }
  return pending.catch((error) => {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error);
  });
}

/** Loads a chunk of an already loaded remote (a screen or an overlay) within the timeout, as a RemoteLoadError on failure. */
export async function loadRemoteChunk<T>(remote: string, load: () => Promise<T>): Promise<T> {
  try {
    return await withinRemoteTimeout(load(), `a chunk of remote "${remote}"`);
  } catch (error) {
    reportRemoteFailure(remote, 'chunk', error);
    throw new RemoteLoadError(remote, error);
  }
}

// Module Federation runtime plugin: a remote that cannot be reached, answers too slowly, breaks, or was built for
// another contract costs only its own screens. It must not import react at its top level: it is evaluated before
// the share scope is ready.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkSharedRange } from './contractCheck';
import { urlForAttempt } from './remoteAttempts';
import { reportRemoteFailure, remoteNameOf } from './remoteStatus';
import { remoteTimeoutMs } from './remoteTimeout';

export const REMOTE_UNAVAILABLE = '__remoteUnavailable';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  remote: string;
  error: unknown;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return !!value && typeof value === 'object' && REMOTE_UNAVAILABLE in value;
}

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-failure',
    // The runtime fetches only manifests through this hook. The signal also cuts off a body that never ends; an
    // error page (404, 500) fails the runtime's own check that the answer is a manifest.
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(remoteTimeoutMs) }),
    // A retry's entry gets its own URL: the runtime would otherwise reuse the failed attempt's script element while
    // it is still in the page (one that hangs stays there for 20 s). The first attempt, and the remote's preloaded
    // chunks (whose URLs its own runtime computes), keep the runtime's element.
    createScript({ url, remoteInfo }) {
      const src = remoteInfo?.entry === url ? urlForAttempt(url, remoteInfo.name) : url;
      if (src === url) return;
      const script = document.createElement('script');
      script.src = src;
      return script;
    },
    // Before the remote's code is fetched: a remote that needs another @storefront/shared is refused here.
    loadRemoteSnapshot(args) {
      if (args.manifestJson) checkSharedRange(args.moduleInfo.name, args.manifestJson);
      return args;
    },
    async errorLoadRemote(args) {
      const remote = remoteNameOf(args.remote?.name, args.id);
      reportRemoteFailure(remote, args.lifecycle, args.error);
      // afterResolve: the manifest was unreachable. Returning nothing lets the runtime forget the failed fetch
      // (so Retry fetches again) and continue to onLoad, where the caller gets a marker instead of a throw.
      if (args.lifecycle === 'onLoad' || args.lifecycle === 'beforeRequest') {
        const marker: RemoteUnavailableModule = { [REMOTE_UNAVAILABLE]: true, remote, error: args.error };
        return marker;
      }
      return undefined;
    },
  };
}

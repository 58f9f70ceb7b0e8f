// Module Federation runtime plugin: a remote that cannot be reached or loaded costs only its own screens.
// It must not import react at its top level: it is evaluated before the share scope is ready.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure, remoteNameOf } from './remoteStatus';

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

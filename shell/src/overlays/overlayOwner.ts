// Which remote is asked for an overlay: only one that lists it in remotes.json (otherwise the overlay's fallback shows).
import type { OverlayName, RemoteName } from '@storefront/shared';
import type { RemoteDescriptor } from '@storefront/shared/contracts';

export function overlayOwner(remotes: RemoteDescriptor[], name: OverlayName): RemoteName | undefined {
  return remotes.find((remote) => remote.overlays.includes(name))?.name;
}

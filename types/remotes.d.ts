// The modules every remote exposes, typed by the shared contracts: loadRemoteModule('cart/routes') and
// loadRemoteModule(`${name}/overlays`) are checked, not `any`. Which remotes exist is remotes.json's to say, so the
// ids are patterns: whatever a remote is called, its `./routes` and `./overlays` have these shapes.

/** Every exposed module by its federation id (`<remote>/<module>`), as loadRemoteModule resolves it. */
interface RemoteModules {
  [id: `${string}/routes`]: {
    routes: import('@storefront/shared').RemoteRoutesModule['routes'];
    contractVersion: string;
  };
  [id: `${string}/overlays`]: {
    overlays: import('@storefront/shared').RemoteOverlaysModule['overlays'];
    contractVersion: string;
  };
}

// The remotes manifest the shell's component tests run with, and the provider startShell puts around the page, for
// renderWithProviders' `wrapper` option (shared's testing utilities cannot import the shell).
import type { ReactNode } from 'react';
import { RemotesContext } from '../federation/RemotesContext';
import type { RemotesManifest } from '@storefront/shared/contracts';

export const TEST_MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: ['cartModal', 'wishlistModal'] },
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store'], overlays: [] },
  ],
};

/** A `wrapper` that gives the UI this remotes manifest, as startShell does. */
export function withRemotes(manifest: RemotesManifest = TEST_MANIFEST) {
  return function Remotes({ children }: { children: ReactNode }) {
    return <RemotesContext.Provider value={manifest}>{children}</RemotesContext.Provider>;
  };
}

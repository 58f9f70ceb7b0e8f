// Builds the router's route objects from remotes.json: every route a remote declares mounts that remote's screen.
// The table is the one the server matches pages with (shared/src/routing/remoteRoutes.ts), and React Router matches
// it with the same matchRoutes, so the shell and the server agree on who owns a URL.
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared';
import { remoteRouteTable } from '@storefront/shared/routing';
import type { RemotesManifest } from '../federation/remotesManifest';
import { Layout } from '../layout/Layout';
import { RouteErrorPage } from './RouteErrorPage';
import { RemoteRoute } from './RemoteRoute';

/** What a remote's route carries, so the shell can load the first screen before it renders (loadFirstScreen.ts). */
export interface RemoteRouteHandle {
  remote: RemoteName;
  path: string;
}

export function buildRoutes(manifest: RemotesManifest): RouteObject[] {
  const children: RouteObject[] = remoteRouteTable(manifest).map(({ remote, routePath: path }) => ({
    path,
    handle: { remote, path } satisfies RemoteRouteHandle,
    element: <RemoteRoute key={`${remote}:${path}`} remote={remote} path={path} />,
  }));
  return [
    {
      element: <Layout />,
      // A crash inside a screen shows the router error page inside the layout; the store (and cart) survive.
      children: [{ errorElement: <RouteErrorPage />, children }],
    },
  ];
}

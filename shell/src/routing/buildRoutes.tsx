// Builds the router's route objects from remotes.json: every route a remote declares mounts that remote's screen.
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared';
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
  const children: RouteObject[] = manifest.remotes.flatMap((remote) =>
    remote.routes.map((path) => ({
      path,
      handle: { remote: remote.name, path } satisfies RemoteRouteHandle,
      element: <RemoteRoute key={`${remote.name}:${path}`} remote={remote.name} path={path} />,
    })),
  );
  return [
    {
      element: <Layout />,
      // A crash inside a screen shows the router error page inside the layout; the store (and cart) survive.
      children: [{ errorElement: <RouteErrorPage />, children }],
    },
  ];
}

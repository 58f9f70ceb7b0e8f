// Builds the router's route objects from remotes.json: every route a remote declares mounts that remote's screen.
// The table is the one the server matches pages with (shared/src/routing/remoteRoutes.ts), and React Router matches
// it with the same matchRoutes, so the shell and the server agree on who owns a URL. A remote that draws its own
// page (`"layout": "own"`) has its routes mounted beside the store's layout rather than inside it.
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared';
import { remoteRouteTable, type RouteOwner } from '@storefront/shared/routing';
import type { RemotesManifest } from '@storefront/shared/contracts';
import { Layout } from '../layout/Layout';
import { OwnLayout } from '../layout/OwnLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RemoteRoute } from './RemoteRoute';

/** What a remote's route carries, so the shell can load the first screen before it renders (loadFirstScreen.ts). */
export interface RemoteRouteHandle {
  remote: RemoteName;
  path: string;
}

const remoteRoute = ({ remote, routePath: path }: RouteOwner): RouteObject => ({
  path,
  handle: { remote, path } satisfies RemoteRouteHandle,
  element: <RemoteRoute key={`${remote}:${path}`} remote={remote} path={path} />,
});

// A crash inside a screen shows the router error page inside the frame; the store (and cart) survive.
const framed = (element: ReactElement, routes: RouteOwner[]): RouteObject => ({
  element,
  children: [{ errorElement: <RouteErrorPage />, children: routes.map(remoteRoute) }],
});

export function buildRoutes(manifest: RemotesManifest): RouteObject[] {
  const table = remoteRouteTable(manifest);
  const ownPages = table.filter((route) => route.layout === 'own');
  return [
    framed(
      <Layout />,
      table.filter((route) => route.layout === 'store'),
    ),
    ...(ownPages.length ? [framed(<OwnLayout />, ownPages)] : []),
  ];
}

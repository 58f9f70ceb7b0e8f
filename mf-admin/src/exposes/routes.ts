// The console's routes: the shell mounts each path listed for "admin" in remotes.json, outside the store's layout
// ("layout": "own"). Both load the same console, which finds the page for the address itself (app/consolePages.ts).
import type { RemoteRouteDefinition } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

const description = "The shop's operator console.";

const consoleApp = () => import('../app/ConsoleApp');

export const routes: RemoteRouteDefinition[] = [
  { path: '/admin', title: 'Dashboard · Console', description, load: consoleApp },
  { path: '/admin/*', title: 'Console', description, load: consoleApp },
];

/** The version of the routes contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.routes;

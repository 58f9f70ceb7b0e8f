// The content team's public routes; the shell mounts each path listed for "content" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';

export const routes: RemoteRouteDefinition[] = [
  { path: '/contact', title: 'Contact', load: () => import('../screens/contact/ContactPage') },
  { path: '/404', title: 'Page not found', load: () => import('../screens/not-found/NotFoundPage') },
  { path: '*', title: 'Page not found', load: () => import('../screens/not-found/NotFoundPage') },
];

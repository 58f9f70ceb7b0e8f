// The console's pages below /admin, matched with React Router's own matcher (case and a trailing slash ignored, as
// the shell's router does). The console routes itself: the shell mounts it at /admin and /admin/*.
import { matchRoutes } from '@remix-run/router';

export type ConsolePage = 'dashboard' | 'speed' | 'composition' | 'orders' | 'order' | 'payments' | 'products' | 'product' | 'messages' | 'audit' | 'operators';

const PAGES: { path: string; page: ConsolePage }[] = [
  { path: '/admin', page: 'dashboard' },
  { path: '/admin/speed', page: 'speed' },
  { path: '/admin/composition', page: 'composition' },
  { path: '/admin/orders', page: 'orders' },
  { path: '/admin/orders/:id', page: 'order' },
  { path: '/admin/payments', page: 'payments' },
  { path: '/admin/products', page: 'products' },
  { path: '/admin/products/:id', page: 'product' },
  { path: '/admin/messages', page: 'messages' },
  { path: '/admin/audit', page: 'audit' },
  { path: '/admin/operators', page: 'operators' },
];

/** The page at `pathname` with its `:id`, or null for an address no console page has. */
export function consolePageAt(pathname: string): { page: ConsolePage; id: string } | null {
  const match = matchRoutes(PAGES, pathname)?.[0];
  return match ? { page: match.route.page, id: match.params.id ?? '' } : null;
}

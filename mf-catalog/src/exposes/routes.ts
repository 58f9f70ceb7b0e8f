// The catalogue team's public routes; the shell mounts each path listed for "catalog" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';

export const routes: RemoteRouteDefinition[] = [
  { path: '/', title: 'Home', load: () => import('../screens/home/HomePage') },
  { path: '/store', title: 'Store', load: () => import('../screens/store/StorePage') },
  { path: '/product-detail/:id', title: 'Product', load: () => import('../screens/product-detail/ProductDetailPage') },
];

// The catalogue team's public routes; the shell mounts each path listed for "catalog" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';

export const routes: RemoteRouteDefinition[] = [
  { path: '/', title: 'Home', load: () => import('../screens/home/HomePage') },
  { path: '/store', title: 'Store', load: () => import('../screens/store/StorePage') },
  { path: '/store-list', title: 'Our Store', load: () => import('../screens/store-list/StoreListPage') },
  { path: '/shop-default-grid', title: 'Product Listing', load: () => import('../screens/shop-default-grid/ShopDefaultGridPage') },
  { path: '/product-detail/:id', title: 'Product', load: () => import('../screens/product-detail/ProductDetailPage') },
  { path: '/search-result', title: 'Search', load: () => import('../screens/search-result/SearchResultPage') },
];

// The catalogue team's public routes; the shell mounts each path listed for "catalog" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const routes: RemoteRouteDefinition[] = [
  {
    path: '/',
    title: 'Home',
    description: 'Fashion, electronics, books and licensed digital audio: featured products, new arrivals and offers.',
    load: () => import('../screens/home/HomePage'),
  },
  {
    path: '/store',
    title: 'Store',
    description: 'Browse every product: filter by category, price, size and colour, and sort the results.',
    load: () => import('../screens/store/StorePage'),
  },
  {
    path: '/store-list',
    title: 'Our Store',
    description: 'The whole catalogue as a list, with prices, ratings and quick add to cart.',
    load: () => import('../screens/store-list/StoreListPage'),
  },
  {
    path: '/shop-default-grid',
    title: 'Product Listing',
    description: 'Every product in a grid you can filter and sort.',
    load: () => import('../screens/shop-default-grid/ShopDefaultGridPage'),
  },
  {
    path: '/product-detail/:id',
    title: 'Product',
    description: 'Product details, license options, prices and reviews.',
    load: () => import('../screens/product-detail/ProductDetailPage'),
  },
  {
    path: '/search-result',
    title: 'Search',
    description: 'Search the store by product name, category or description.',
    load: () => import('../screens/search-result/SearchResultPage'),
  },
];

/** The version of the routes contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.routes;

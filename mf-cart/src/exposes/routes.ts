// The cart team's public routes; the shell mounts each path listed for "cart" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';

const cartPage = () => import('../screens/cart/CartPage');
const wishListPage = () => import('../screens/wish-list/WishListPage');

export const routes: RemoteRouteDefinition[] = [
  { path: '/cart', title: 'Shopping Cart', load: cartPage },
  { path: '/shopping-cart', title: 'Shopping Cart', load: cartPage },
  { path: '/wish-list', title: 'Wishlist', load: wishListPage },
];

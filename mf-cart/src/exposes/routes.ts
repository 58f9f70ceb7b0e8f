// The cart team's public routes; the shell mounts each path listed for "cart" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

const cartPage = () => import('../screens/cart/CartPage');
const cartDescription = 'Review the products in your cart, change quantities and licenses, and go to checkout.';
const wishListPage = () => import('../screens/wish-list/WishListPage');

export const routes: RemoteRouteDefinition[] = [
  { path: '/cart', title: 'Shopping Cart', description: cartDescription, load: cartPage },
  { path: '/shopping-cart', title: 'Shopping Cart', description: cartDescription, load: cartPage },
  { path: '/wish-list', title: 'Wishlist', description: 'The products you saved for later; move them to your cart in one click.', load: wishListPage },
];

/** The version of the routes contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.routes;

// The catalogue the wishlist tests serve: the default wishlist ids 1, 2, 3, plus the licensed track and the tote.
import type { Product } from '@storefront/shared';
import { canvasTote, licensedTrack } from './products';

export const wishlistCatalog: Product[] = [
  { id: 1, title: 'Linen Shirt', image_url: '/media/products/1.svg', price: 59.99 },
  { id: 2, title: 'Leather Boots', image_url: '/media/products/2.svg', price: 120 },
  { id: 3, title: 'Wool Scarf', image_url: '/media/products/3.svg', price: 35.5 },
  canvasTote,
  licensedTrack,
];

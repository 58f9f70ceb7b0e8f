// The catalogue the wishlist tests serve: the default wishlist ids 1, 2, 3, plus the licensed track and the tote.
import type { Product } from '@storefront/shared';
import { canvasTote, licensedTrack } from './products';

/** A physical product as the API answers it: its price in USD, and in every currency in `amounts`. */
const physical = (id: number, title: string, usd: number, ngn: number): Product => ({
  id,
  title,
  image_url: `/media/products/${id}.svg`,
  price: usd,
  amounts: { USD: { price: usd, oldPrice: null }, NGN: { price: ngn, oldPrice: null } },
});

export const wishlistCatalog: Product[] = [
  physical(1, 'Linen Shirt', 59.99, 44992.5),
  physical(2, 'Leather Boots', 120, 90000),
  physical(3, 'Wool Scarf', 35.5, 26625),
  canvasTote,
  licensedTrack,
];

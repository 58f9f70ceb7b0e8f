// Resolves wishlist ids to catalogue products, in wishlist order; ids the catalogue does not know are left out.
import type { Product } from '@storefront/shared';

export function wishlistProducts(ids: readonly number[], products: readonly Product[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Products of the seeded catalogue that journeys need by kind rather than by id.
import type { Product } from '@storefront/shared/schemas';
import { DIGITAL_PRODUCT } from './routeTour';
import { storeUrl } from './store';

/** Every product of the store, page by page as `GET /products` answers them (decision 0058). */
async function everyProduct(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${storeUrl()}/api/v1/web/products?pageSize=250&page=${page}`);
    const batch = (await response.json()) as Product[];
    products.push(...batch);
    if (!response.headers.get('link')?.includes('rel="next"')) return products;
  }
}

/** The id of a product that has sizes, so its page offers the size guide. */
export async function sizedProductId(): Promise<number> {
  return (await everyProduct()).find((product) => (product.sizes?.length ?? 0) > 0)!.id;
}

/**
 * A product with license tiers that no journey names by id (the last such in the catalogue), and its dearest tier: a
 * journey may change its price without changing what the journeys running beside it see.
 */
export async function spareLicensedProduct(): Promise<{ id: number; tier: string }> {
  const product = (await everyProduct()).filter((candidate) => candidate.prices.length > 0 && candidate.id !== DIGITAL_PRODUCT).at(-1)!;
  return { id: product.id, tier: product.prices.at(-1)!.license_type };
}

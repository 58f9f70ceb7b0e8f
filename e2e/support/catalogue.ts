// Products of the seeded catalogue that journeys need by kind rather than by id.
import { DIGITAL_PRODUCT } from './routeTour';
import { storeUrl } from './store';

/** The id of a product that has sizes, so its page offers the size guide. */
export async function sizedProductId(): Promise<number> {
  const products = (await (await fetch(`${storeUrl()}/api/v1/web/products`)).json()) as { id: number; sizes?: string[] | null }[];
  return products.find((product) => (product.sizes?.length ?? 0) > 0)!.id;
}

/**
 * A product with license tiers that no journey names by id (the last such in the catalogue), and its dearest tier: a
 * journey may change its price without changing what the journeys running beside it see.
 */
export async function spareLicensedProduct(): Promise<{ id: number; tier: string }> {
  const products = (await (await fetch(`${storeUrl()}/api/v1/web/products`)).json()) as { id: number; prices?: { license_type: string }[] | null }[];
  const product = products.filter((candidate) => (candidate.prices?.length ?? 0) > 0 && candidate.id !== DIGITAL_PRODUCT).at(-1)!;
  return { id: product.id, tier: product.prices!.at(-1)!.license_type };
}

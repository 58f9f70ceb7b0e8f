// Products of the seeded catalogue that journeys need by kind rather than by id.
import { storeUrl } from './store';

/** The id of a product that has sizes, so its page offers the size guide. */
export async function sizedProductId(): Promise<number> {
  const products = (await (await fetch(`${storeUrl()}/api/v1/web/products`)).json()) as { id: number; sizes?: string[] | null }[];
  return products.find((product) => (product.sizes?.length ?? 0) > 0)!.id;
}

// Test helper: answers the catalogue GETs (products, featured, categories) the way the API does, from the given products.
import type { Product } from '@storefront/shared';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

export function serveCatalog(products: Product[]) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname.split('/').pop();
    if (path === 'products' || path === 'featured_products') return ok(products);
    if (path === 'product_categories') return ok([]);
    return new Response('{"message":"not found"}', { status: 404 });
  });
}

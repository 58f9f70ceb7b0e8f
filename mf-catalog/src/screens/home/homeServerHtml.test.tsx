/** @jest-environment node */
// Home's featured cards are in the server's HTML (SPEC §2 "Product cards", decision 0061): the first view's cards,
// each with the wishlist, compare and ADD TO CART forms the server answers before and without scripts, rendered from
// the featured answer the page then carries for its first render in the browser.
import { createRouteRenderer } from '@storefront/shared/ssr';
import { routes } from '../../exposes/routes';
import { storeProducts } from '../../testing/storeProducts';

const FEATURED = storeProducts.slice(0, 8);

/** The API as the page renderer reaches it: the featured products and the categories. */
const apiFetch: typeof fetch = async (input) => {
  const { pathname } = new URL(input instanceof Request ? input.url : String(input));
  const body = pathname.endsWith('/featured_products') ? FEATURED : pathname.endsWith('/product_categories') ? [] : null;
  return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
};

/** Each card's product id and its forms: action, hidden fields and submit button text. */
function cardsIn(html: string) {
  return [...html.matchAll(/<article [^>]*data-product-id="(\d+)"[^>]*>([\s\S]*?)<\/article>/g)].map(([, id, card]) => ({
    id: Number(id),
    forms: [...card.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes, inside]) => ({
      method: /\bmethod="([^"]+)"/.exec(attributes)?.[1],
      action: /\baction="([^"]+)"/.exec(attributes)?.[1],
      fields: Object.fromEntries([...inside.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => [name, value])),
      submit: /<button type="submit"([^>]*)>([^<]*)<\/button>/.exec(inside),
    })),
  }));
}

it("home's server HTML has the first view's featured cards, each with the forms the server answers", async () => {
  const rendered = await createRouteRenderer(routes)({ url: '/', routePath: '/', apiBaseUrl: 'http://storefront.test/api/v1/web', fetch: apiFetch });
  const html = rendered!.html;
  const featured = html.slice(html.indexOf('aria-label="Featured products"'));
  expect(featured).not.toBe(html);
  const cards = cardsIn(featured);
  // The most any width shows at once (4 from 992 px); the Swiper brings the rest.
  expect(cards.map((card) => card.id)).toEqual(FEATURED.slice(0, 4).map((product) => product.id));
  for (const card of cards) {
    expect(card.forms.map((form) => form.action)).toEqual(['/api/v1/web/shopper/wishlist', '/api/v1/web/shopper/compare', '/api/v1/web/shopper/cart']);
    for (const form of card.forms) {
      expect(form.method).toBe('post');
      expect(form.fields).toEqual({ back: '/', productId: String(card.id) });
      expect(form.submit?.[1]).not.toContain('disabled');
    }
    expect(card.forms[2].submit?.[2]).toBe('ADD TO CART');
  }
  // The page carries the answer it was rendered from, so the browser's first render shows the same cards.
  const queries = Object.values((rendered!.state.shopApi as { queries: Record<string, { endpointName: string; data: unknown }> }).queries);
  expect(queries.find((query) => query.endpointName === 'getFeaturedProducts')?.data).toEqual(FEATURED);
});

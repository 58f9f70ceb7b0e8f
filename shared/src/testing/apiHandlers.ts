// MSW request handlers that answer as the storefront API does (SPEC §7): lists bare, a product by id or a 404 with
// `{ message }`, from the products a test gives. Any origin: the page's own, or a base URL the shell configured.
import { delay, http, HttpResponse } from 'msw';
import type { Category, Product } from '../types';
import { server } from './server';

/** The URL pattern of an API path, e.g. `apiUrl('products/:id')`. */
export const apiUrl = (path: string) => `*/api/v1/web/${path}`;

export interface Catalogue {
  /** GET products, and GET products/:id for each. */
  products?: Product[];
  /** GET featured_products; the products by default. */
  featured?: Product[];
  /** GET product_categories. */
  categories?: Category[];
}

export function catalogHandlers({ products = [], featured = products, categories = [] }: Catalogue = {}) {
  return [
    http.get(apiUrl('products'), () => HttpResponse.json(products)),
    http.get(apiUrl('featured_products'), () => HttpResponse.json(featured)),
    http.get(apiUrl('product_categories'), () => HttpResponse.json(categories)),
    http.get(apiUrl('products/:id'), ({ params }) => {
      const product = products.find((candidate) => String(candidate.id) === params.id);
      return product ? HttpResponse.json(product) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  ];
}

/** The API serves this catalogue for the rest of the test. */
export function serveCatalog(catalogue: Catalogue = {}): void {
  server.use(...catalogHandlers(catalogue));
}

/** Catalogue GETs that never answer, for a test about what shows while they load: `server.use(...neverAnswer('products'))`. */
export function neverAnswer(...paths: ('products' | 'featured_products' | 'product_categories' | 'products/:id')[]) {
  return paths.map((path) => http.get(apiUrl(path), () => delay('infinite')));
}

/** Every request the page sends from now on, in order, as the server received it (read bodies from a clone). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return requests;
}

// MSW request handlers that answer as the storefront API does (SPEC §7): lists bare, a product by id or a 404 with
// `{ message }`, from the products a test gives. Any origin: the page's own, or a base URL the shell configured.
import { delay, http, HttpResponse } from 'msw';
import type { Category, Product } from '../types';
import { catalogAnswer, searchAnswer } from './catalogQueryDouble';
import { server } from './server';

/** The URL pattern of an API path, e.g. `apiUrl('products/:id')`. */
export const apiUrl = (path: string) => `*/api/v1/web/${path}`;

export interface Catalogue {
  /** GET products (all, `?ids=` or the first `?pageSize=`), products/:id and its related, catalog and search over them. */
  products?: Product[];
  /** GET featured_products; the products by default. */
  featured?: Product[];
  /** GET product_categories. */
  categories?: Category[];
}

export function catalogHandlers({ products = [], featured = products, categories = [] }: Catalogue = {}) {
  return [
    http.get(apiUrl('products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const ids = params.get('ids');
      if (ids) return HttpResponse.json(ids.split(',').flatMap((id) => products.find((product) => String(product.id) === id) ?? []));
      const pageSize = params.get('pageSize');
      return HttpResponse.json(pageSize ? products.slice(0, Number(pageSize)) : products);
    }),
    http.get(apiUrl('catalog'), ({ request }) => HttpResponse.json(catalogAnswer(products, new URL(request.url).searchParams))),
    http.get(apiUrl('search'), ({ request }) => HttpResponse.json(searchAnswer(products, new URL(request.url).searchParams))),
    http.get(apiUrl('products/:id/related'), ({ params }) => {
      const product = products.find((candidate) => String(candidate.id) === params.id);
      if (!product) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      return HttpResponse.json(products.filter((other) => other.id !== product.id && other.category_name === product.category_name).slice(0, 8));
    }),
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
export function neverAnswer(
  ...paths: ('products' | 'featured_products' | 'product_categories' | 'products/:id' | 'products/:id/related' | 'catalog' | 'search')[]
) {
  return paths.map((path) => http.get(apiUrl(path), () => delay('infinite')));
}

/** Every request the page sends from now on, in order, as the server received it (read bodies from a clone). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  return requests;
}

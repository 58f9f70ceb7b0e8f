// Which server renders may be cached (decision 0027): those whose data came only from the catalogue's read endpoints,
// whose answers change only with the catalogue snapshot's version, which is part of the cache key. A render that
// fetched anything else (an order, a payment result, a tracking answer) is rendered per request.
import { API_PREFIX } from '../apiPlugin';

/** One API call a render made. */
export interface RenderFetch {
  method: string;
  /** Path and query, e.g. `/api/v1/web/products/341`. */
  path: string;
  status: number;
}

const CATALOGUE_READ = new RegExp(
  `^${API_PREFIX}/(?:products|products/[^/?]+|products/[^/?]+/related|featured_products|product_categories|catalog|search)(?:\\?|$)`,
);

/** A hidden or unknown product's 404 is catalogue data too; a 5xx or a refusal is not something to keep. */
const KEPT_STATUSES = new Set([200, 404]);

export function onlyCatalogueReads(fetched: RenderFetch[]): boolean {
  return fetched.every((call) => call.method === 'GET' && CATALOGUE_READ.test(call.path) && KEPT_STATUSES.has(call.status));
}

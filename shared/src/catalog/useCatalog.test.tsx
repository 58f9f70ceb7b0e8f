import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { CATALOG_FETCH_ERROR } from '../api/catalogError';
import { apiUrl, expectConsoleError, productList, recordRequests, server } from '../testing';
import { SAMPLE_PRODUCTS } from './sampleCatalog';
import { useCatalog } from './useCatalog';

const LISTS = ['products', 'featured_products', 'product_categories'] as const;
type Answers = Partial<Record<(typeof LISTS)[number], unknown>>;

/**
 * Answers each catalogue list with its body (products?pageSize=N with its first N), or a 500 when the body is
 * undefined; returns the requests as they come.
 */
function serve(answers: Answers) {
  server.use(
    ...LISTS.map((list) =>
      http.get(apiUrl(list), ({ request }) => {
        const body = answers[list];
        if (body === undefined) return HttpResponse.json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error' });
        const pageSize = new URL(request.url).searchParams.get('pageSize');
        return HttpResponse.json(pageSize && Array.isArray(body) ? body.slice(0, Number(pageSize)) : body);
      }),
    ),
  );
  return recordRequests();
}

/** SPEC §8: a failed catalogue call is logged. */
const expectLoggedFailure = (list: (typeof LISTS)[number] | 'products?pageSize=8') =>
  expectConsoleError(`[storefront api] http://localhost/api/v1/web/${list} failed (500)`);

function renderCatalog() {
  const store = makeStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useCatalog(), { wrapper }) };
}

const twelve = productList(12);
const categories = [{ name: 'Fashion', image_url: '/c.jpg' }];

describe('useCatalog', () => {
  it('loads products, featured products and categories on start, each with loading and error states', async () => {
    serve({ products: twelve, featured_products: twelve.slice(0, 2), product_categories: categories });
    const { result } = renderCatalog();
    expect(result.current.productsStatus).toEqual({ isLoading: true, error: null });
    await waitFor(() => expect(result.current.categoriesStatus.isLoading).toBe(false));
    await waitFor(() => expect(result.current.productsStatus.isLoading).toBe(false));
    await waitFor(() => expect(result.current.featuredStatus.isLoading).toBe(false));
    expect(result.current.products).toEqual(twelve);
    expect(result.current.featuredProducts).toEqual(twelve.slice(0, 2));
    expect(result.current.categories).toEqual(categories);
    expect(result.current.usingSampleCatalog).toBe(false);
    expect(result.current.productsStatus.error).toBeNull();
  });

  it('uses the sample catalogue when products fail, and sets the error', async () => {
    expectLoggedFailure('products');
    serve({ featured_products: [], product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.usingSampleCatalog).toBe(true));
    expect(result.current.products).toBe(SAMPLE_PRODUCTS);
    expect(result.current.productsStatus).toEqual({ isLoading: false, error: CATALOG_FETCH_ERROR });
  });

  it('uses the first 8 products when featured products fail', async () => {
    expectLoggedFailure('featured_products');
    serve({ products: twelve, product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.featuredStatus.error).toBe(CATALOG_FETCH_ERROR));
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    expect(result.current.featuredProducts).toEqual(twelve.slice(0, 8));
  });

  it('uses the first 8 sample products when both products and featured products fail', async () => {
    expectLoggedFailure('products');
    expectLoggedFailure('featured_products');
    expectLoggedFailure('products?pageSize=8');
    serve({ product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.usingSampleCatalog).toBe(true));
    expect(result.current.featuredProducts).toEqual(SAMPLE_PRODUCTS.slice(0, 8));
  });

  it('only sets the error when categories fail', async () => {
    expectLoggedFailure('product_categories');
    serve({ products: twelve, featured_products: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.categoriesStatus.error).toBe(CATALOG_FETCH_ERROR));
    expect(result.current.categories).toEqual([]);
    expect(result.current.categoriesStatus.isLoading).toBe(false);
  });

  it('has a refresh action for each list', async () => {
    const requests = serve({ products: twelve, featured_products: [], product_categories: categories });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.categories).toEqual(categories));
    const calls = requests.length;
    act(() => {
      result.current.refetchCategories();
    });
    await waitFor(() => expect(requests.length).toBe(calls + 1));
    expect(requests.at(-1)!.url).toMatch(/product_categories$/);
  });

  it('reloads featured products whenever the products list is reloaded', async () => {
    const requests = serve({ products: twelve, featured_products: twelve.slice(0, 3), product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.featuredProducts).toHaveLength(3));
    const featuredCalls = () => requests.filter((request) => request.url.endsWith('/featured_products')).length;
    expect(featuredCalls()).toBe(1);
    act(() => {
      result.current.refetchProducts();
    });
    await waitFor(() => expect(featuredCalls()).toBe(2));
  });

  it('makes the first fetched product the quick-view item', async () => {
    serve({ products: twelve, featured_products: [], product_categories: [] });
    const { result, store } = renderCatalog();
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    expect(store.getState().ui.quickViewProductId).toBe(1);
  });
});

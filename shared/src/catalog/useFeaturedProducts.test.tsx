import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { CATALOG_FETCH_ERROR } from '../apiClient/catalogError';
import { apiUrl, expectConsoleError, productList, recordRequests, server } from '../testing';
import { SAMPLE_PRODUCTS } from './sampleCatalog';
import { useFeaturedProducts } from './useFeaturedProducts';

const twelve = productList(12);

/**
 * Answers /products?pageSize=N with the first N of twelve products (a 500 when `firstFails`), and /featured_products
 * with `featured`, or a 500 (logged, SPEC §8) when it is undefined.
 */
function serve(featured: unknown, { firstFails = false } = {}) {
  if (featured === undefined) expectConsoleError('[shop api] http://localhost/api/v1/web/featured_products failed (500)');
  if (firstFails) expectConsoleError('[shop api] http://localhost/api/v1/web/products?pageSize=8 failed (500)');
  const failure = () => HttpResponse.json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error' });
  server.use(
    http.get(apiUrl('products'), ({ request }) =>
      firstFails ? failure() : HttpResponse.json(twelve.slice(0, Number(new URL(request.url).searchParams.get('pageSize')))),
    ),
    http.get(apiUrl('featured_products'), () => (featured === undefined ? failure() : HttpResponse.json(featured))),
  );
  return recordRequests();
}

const requested = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname.split('/').pop()! + new URL(request.url).search);

function renderFeatured() {
  const store = makeStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useFeaturedProducts(), { wrapper });
}

describe('useFeaturedProducts', () => {
  it('loads the featured products without requesting the whole catalogue', async () => {
    const requests = serve(twelve.slice(0, 2));
    const { result } = renderFeatured();
    expect(result.current.featuredStatus).toEqual({ isLoading: true, error: null });
    await waitFor(() => expect(result.current.featuredStatus.isLoading).toBe(false));
    expect(result.current.featuredProducts).toEqual(twelve.slice(0, 2));
    expect(requested(requests)).toEqual(['featured_products']);
  });

  it('on a featured failure asks for the first 8 products alone, and shows them (SPEC §4 "Loading")', async () => {
    const requests = serve(undefined);
    const { result } = renderFeatured();
    await waitFor(() => expect(result.current.featuredProducts).toEqual(twelve.slice(0, 8)));
    expect(result.current.featuredStatus).toEqual({ isLoading: false, error: CATALOG_FETCH_ERROR });
    expect(requested(requests)).toEqual(['featured_products', 'products?pageSize=8']);
  });

  it('shows the first 8 sample products when the first products fail too', async () => {
    serve(undefined, { firstFails: true });
    const { result } = renderFeatured();
    await waitFor(() => expect(result.current.featuredProducts).toEqual(SAMPLE_PRODUCTS.slice(0, 8)));
    expect(result.current.featuredStatus).toEqual({ isLoading: false, error: CATALOG_FETCH_ERROR });
  });

  it('never shows an empty, settled list between the featured failure and the products answer', async () => {
    serve(undefined);
    const store = makeStore({ storage: null });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const renders: ReturnType<typeof useFeaturedProducts>[] = [];
    const { result } = renderHook(
      () => {
        const featured = useFeaturedProducts();
        renders.push(featured);
        return featured;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.featuredProducts).toHaveLength(8));
    expect(renders.filter((featured) => !featured.featuredStatus.isLoading && featured.featuredProducts.length === 0)).toEqual([]);
  });
});

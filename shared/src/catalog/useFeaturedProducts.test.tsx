import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { makeStore } from '../store/store';
import { CATALOG_FETCH_ERROR } from '../api/catalogError';
import { productList } from '../testing/fixtures';
import { useFeaturedProducts } from './useFeaturedProducts';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const failure = () => new Response('{"message":"boom"}', { status: 500, statusText: 'Internal Server Error' });
const twelve = productList(12);

/** Answers /products with twelve products and /featured_products with `featured`, or a 500 when it is undefined. */
function serve(featured: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname.split('/').pop();
    if (path === 'products') return ok(twelve);
    return featured === undefined ? failure() : ok(featured);
  });
}

const requestedPaths = (fetchSpy: jest.SpyInstance) => fetchSpy.mock.calls.map(([input]) => new URL((input as Request).url).pathname.split('/').pop());

function renderFeatured() {
  const store = makeStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useFeaturedProducts(), { wrapper });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('useFeaturedProducts', () => {
  it('loads the featured products without requesting the whole catalogue', async () => {
    const fetchSpy = serve(twelve.slice(0, 2));
    const { result } = renderFeatured();
    expect(result.current.featuredStatus).toEqual({ isLoading: true, error: null });
    await waitFor(() => expect(result.current.featuredStatus.isLoading).toBe(false));
    expect(result.current.featuredProducts).toEqual(twelve.slice(0, 2));
    expect(requestedPaths(fetchSpy)).toEqual(['featured_products']);
  });

  it('requests the products only when featured products fail, and shows the first 8 of them', async () => {
    const fetchSpy = serve(undefined);
    const { result } = renderFeatured();
    await waitFor(() => expect(result.current.featuredProducts).toEqual(twelve.slice(0, 8)));
    expect(result.current.featuredStatus).toEqual({ isLoading: false, error: CATALOG_FETCH_ERROR });
    expect(requestedPaths(fetchSpy)).toEqual(['featured_products', 'products']);
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

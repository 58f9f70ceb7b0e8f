import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { makeStore } from '../store/store';
import { CATALOG_FETCH_ERROR } from '../api/catalogError';
import { productList } from '../testing/fixtures';
import { SAMPLE_PRODUCTS } from './sampleCatalog';
import { useCatalog } from './useCatalog';

type Answers = Partial<Record<'products' | 'featured_products' | 'product_categories', unknown>>;

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const failure = () => new Response('{"message":"boom"}', { status: 500, statusText: 'Internal Server Error' });

/** Answers each catalogue path with its body, or a 500 when the body is undefined. */
function serve(answers: Answers) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname.split('/').pop() as keyof Answers;
    const body = answers[path];
    return body === undefined ? failure() : ok(body);
  });
}

function renderCatalog() {
  const store = makeStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useCatalog(), { wrapper }) };
}

const twelve = productList(12);
const categories = [{ name: 'Fashion', image_url: '/c.jpg' }];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

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
    serve({ featured_products: [], product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.usingSampleCatalog).toBe(true));
    expect(result.current.products).toBe(SAMPLE_PRODUCTS);
    expect(result.current.productsStatus).toEqual({ isLoading: false, error: CATALOG_FETCH_ERROR });
  });

  it('uses the first 8 products when featured products fail', async () => {
    serve({ products: twelve, product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.featuredStatus.error).toBe(CATALOG_FETCH_ERROR));
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    expect(result.current.featuredProducts).toEqual(twelve.slice(0, 8));
  });

  it('uses the first 8 sample products when both products and featured products fail', async () => {
    serve({ product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.usingSampleCatalog).toBe(true));
    expect(result.current.featuredProducts).toEqual(SAMPLE_PRODUCTS.slice(0, 8));
  });

  it('only sets the error when categories fail', async () => {
    serve({ products: twelve, featured_products: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.categoriesStatus.error).toBe(CATALOG_FETCH_ERROR));
    expect(result.current.categories).toEqual([]);
    expect(result.current.categoriesStatus.isLoading).toBe(false);
  });

  it('has a refresh action for each list', async () => {
    const fetchMock = serve({ products: twelve, featured_products: [], product_categories: categories });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.categories).toEqual(categories));
    const calls = fetchMock.mock.calls.length;
    act(() => {
      result.current.refetchCategories();
    });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));
    expect((fetchMock.mock.calls.at(-1)![0] as Request).url).toMatch(/product_categories$/);
  });

  it('reloads featured products whenever the products list is reloaded', async () => {
    const fetchMock = serve({ products: twelve, featured_products: twelve.slice(0, 3), product_categories: [] });
    const { result } = renderCatalog();
    await waitFor(() => expect(result.current.featuredProducts).toHaveLength(3));
    const featuredCalls = () => fetchMock.mock.calls.filter(([req]) => (req as Request).url.endsWith('/featured_products')).length;
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

import { INLINE_ANSWER_MAX_CHARS, pageState } from './pageState';

const fulfilled = (endpointName: string, data: unknown, originalArgs?: unknown) => ({ status: 'fulfilled', endpointName, originalArgs, data });

describe('pageState', () => {
  it('inlines small answers from the frame and the screen, and defers a large one with its preload', () => {
    const big = 'x'.repeat(INLINE_ANSWER_MAX_CHARS + 1);
    const state = pageState(
      { queries: { 'getCategories(undefined)': fulfilled('getCategories', [{ id: 1 }]) } },
      {
        queries: { 'getProduct(341)': fulfilled('getProduct', { id: 341 }, 341), 'getProducts(undefined)': fulfilled('getProducts', [big]) },
        config: { reducerPath: 'shopApi' },
      },
      [
        { path: '/api/v1/web/product_categories', chars: 20 },
        { path: '/api/v1/web/products', chars: big.length + 10 },
      ],
    );
    const parsed = JSON.parse(state.json);
    expect(Object.keys(parsed.shopApi.queries).sort()).toEqual(['getCategories(undefined)', 'getProduct(341)']);
    expect(parsed.shopApi.config).toEqual({ reducerPath: 'shopApi' });
    expect(parsed.deferred).toEqual([{ endpointName: 'getProducts' }]);
    expect(state.preloads).toEqual(['/api/v1/web/products']);
  });

  it('writes JSON that cannot end its <script> element early', () => {
    const state = pageState({}, { queries: { 'getProduct(1)': fulfilled('getProduct', { title: '</script><script>alert(1)</script>' }, 1) } }, []);
    expect(state.json).not.toContain('</script>');
    expect(JSON.parse(state.json).shopApi.queries['getProduct(1)'].data.title).toBe('</script><script>alert(1)</script>');
    expect(state.preloads).toEqual([]);
  });
});

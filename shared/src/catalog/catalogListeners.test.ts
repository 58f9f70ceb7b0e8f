import { setQuickViewProduct } from '../ui/uiSlice';
import { shopApi } from '../apiClient/shopApi';
import { serverStateHydrated } from '../ssr/serverState';
import { makeStore, type AppStore } from '../store/store';
import { waitFor } from '@testing-library/react';
import { productList, recordRequests, serveCatalog } from '../testing';

const products = productList(12);
const featured = products.slice(5, 7);

beforeEach(() => serveCatalog({ products, featured }));

const quickViewItem = (store: AppStore) => store.getState().ui.quickViewProductId;
const { endpoints } = shopApi;
type Load = (store: AppStore) => Promise<unknown>;

describe('the first fetched product becomes the quick-view item (SPEC §4 "Loading")', () => {
  it.each<[string, Load, number]>([
    ['featured products', (store) => store.dispatch(endpoints.getFeaturedProducts.initiate()), featured[0].id],
    ['a page of the store', (store) => store.dispatch(endpoints.getCatalogPage.initiate({ min: '0', pageSize: '4' })), products[0].id],
    ['a search', (store) => store.dispatch(endpoints.searchProducts.initiate({ q: 'Product 1' })), 1],
    ['the first products', (store) => store.dispatch(endpoints.getFirstProducts.initiate(4)), products[0].id],
    ['products by id', (store) => store.dispatch(endpoints.getProductsByIds.initiate([9, 3])), 9],
    ['related products', (store) => store.dispatch(endpoints.getRelatedProducts.initiate({ id: 3 })), 1],
  ])('from %s', async (_list, load, expected) => {
    const store = makeStore({ storage: null });
    await load(store);
    expect(quickViewItem(store)).toBe(expected);
  });

  it('keeps the first: a later answer does not replace it', async () => {
    const store = makeStore({ storage: null });
    await store.dispatch(endpoints.getFeaturedProducts.initiate());
    await store.dispatch(endpoints.getFirstProducts.initiate(8));
    expect(quickViewItem(store)).toBe(featured[0].id);
  });

  it('leaves one already chosen, and is not set by an empty answer', async () => {
    const store = makeStore({ storage: null });
    await store.dispatch(endpoints.searchProducts.initiate({ q: 'nothing of the kind' }));
    expect(quickViewItem(store)).toBeNull();
    store.dispatch(setQuickViewProduct(4));
    await store.dispatch(endpoints.getFeaturedProducts.initiate());
    expect(quickViewItem(store)).toBe(4);
  });

  it("follows a server-rendered page's first answer when the page takes over its state", async () => {
    const rendered = makeStore({ storage: null });
    await rendered.dispatch(endpoints.getProductsByIds.initiate([11, 2]));
    await rendered.dispatch(endpoints.getFeaturedProducts.initiate());
    const browser = makeStore({ storage: null });
    browser.dispatch(serverStateHydrated({ shopApi: rendered.getState().shopApi, deferred: [] }));
    expect(quickViewItem(browser)).toBe(11);
  });
});

describe('featured products reload whenever the products list changes (SPEC §4 "Loading")', () => {
  it('reads featured products again when the first products are read again, not on their first read', async () => {
    const store = makeStore({ storage: null });
    const requests = recordRequests();
    const featuredReads = () => requests.filter((request) => request.url.endsWith('/featured_products')).length;
    const subscription = store.dispatch(endpoints.getFeaturedProducts.initiate());
    await subscription;
    await store.dispatch(endpoints.getFirstProducts.initiate(8));
    expect(featuredReads()).toBe(1);
    await store.dispatch(endpoints.getFirstProducts.initiate(8, { forceRefetch: true }));
    await waitFor(() => expect(featuredReads()).toBe(2));
    subscription.unsubscribe();
  });
});

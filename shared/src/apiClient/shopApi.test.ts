import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeStore, type AppStore } from '../store/store';
import type { OrderPayload } from '../types';
import { expectConsoleError, recordRequests, server } from '../testing';
import { configureApiBaseUrl, DEFAULT_API_BASE_URL, getApiBaseUrl } from './apiBaseUrl';
import { CATALOG_FETCH_ERROR, toCatalogError } from './catalogError';
import { shopApi } from './shopApi';

/** The API answers every request with `answer` (any host, any path: these tests check where the request went). */
const answerAll = (answer: () => Response) => server.use(http.all('*', answer));
const json =
  (body: JsonBodyType, init: ResponseInit = {}) =>
  () =>
    HttpResponse.json(body, init);

let requests: Request[];
const lastRequest = () => requests.at(-1)!;

beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  configureApiBaseUrl(DEFAULT_API_BASE_URL);
});

const newStore = () => makeStore({ storage: null });

describe('catalogue calls (SPEC §7)', () => {
  const { getFirstProducts, getFeaturedProducts, getCategories } = shopApi.endpoints;
  type Load = (store: AppStore) => Promise<{ data?: unknown }>;
  it.each<[string, string, Load]>([
    ['getFirstProducts', 'http://localhost/api/v1/web/products?pageSize=8', (store) => store.dispatch(getFirstProducts.initiate(8))],
    ['getFeaturedProducts', 'http://localhost/api/v1/web/featured_products', (store) => store.dispatch(getFeaturedProducts.initiate())],
    ['getCategories', 'http://localhost/api/v1/web/product_categories', (store) => store.dispatch(getCategories.initiate())],
  ])('%s GETs %s and reads a list', async (_name, url, load) => {
    answerAll(json([{ id: 1, title: 'A', name: 'A' }]));
    const result = await load(newStore());
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe(url);
    expect(result.data).toEqual([{ id: 1, title: 'A', name: 'A' }]);
  });

  it('getProduct GETs products/{id}', async () => {
    answerAll(json({ id: 12, title: 'Lamp' }));
    const result = await newStore().dispatch(shopApi.endpoints.getProduct.initiate(12));
    expect(lastRequest().url).toBe('http://localhost/api/v1/web/products/12');
    expect(result.data).toEqual({ id: 12, title: 'Lamp' });
  });

  it('reads a list wrapped in { data } too', async () => {
    answerAll(json({ data: [{ id: 3, title: 'C' }] }));
    const result = await newStore().dispatch(shopApi.endpoints.getFirstProducts.initiate(8));
    expect(result.data).toEqual([{ id: 3, title: 'C' }]);
  });

  it("turns any non-200 answer into 'An error occurred while fetching the data.', carrying body and status text", async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products?pageSize=8 failed (503)');
    answerAll(json({ message: 'down' }, { status: 503, statusText: 'Service Unavailable' }));
    const result = await newStore().dispatch(shopApi.endpoints.getFirstProducts.initiate(8));
    expect(result.error).toEqual({ status: 503, message: CATALOG_FETCH_ERROR, statusText: 'Service Unavailable', data: { message: 'down' } });
  });

  it('treats a 2xx other than 200 as a failure too', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/product_categories failed (204)');
    answerAll(() => new HttpResponse(null, { status: 204 }));
    const result = await newStore().dispatch(shopApi.endpoints.getCategories.initiate());
    expect(result.error).toMatchObject({ status: 204, message: CATALOG_FETCH_ERROR });
  });

  it.each<[string, Load]>([
    [
      'http://localhost/api/v1/web/catalog?brands=Nike%2CGucci&category=Books&currency=NGN&page=2&sort=Price+Ascending',
      (store) =>
        store.dispatch(
          shopApi.endpoints.getCatalogPage.initiate({ sort: 'Price Ascending', page: '2', brands: 'Nike,Gucci', category: 'Books', currency: 'NGN' }),
        ),
    ],
    [
      'http://localhost/api/v1/web/search?page=3&q=red+shoes',
      (store) => store.dispatch(shopApi.endpoints.searchProducts.initiate({ q: 'red shoes', page: 3 })),
    ],
    ['http://localhost/api/v1/web/products?ids=5,3,9', (store) => store.dispatch(shopApi.endpoints.getProductsByIds.initiate([5, 3, 9]))],
    ['http://localhost/api/v1/web/products?pageSize=8', (store) => store.dispatch(shopApi.endpoints.getFirstProducts.initiate(8))],
    ['http://localhost/api/v1/web/products/7/related?limit=4', (store) => store.dispatch(shopApi.endpoints.getRelatedProducts.initiate({ id: 7, limit: 4 }))],
  ])('asks the catalogue one question per URL, its parameters in a fixed order: %s', async (url, load) => {
    answerAll(json({ products: [], total: 0 }));
    await load(newStore());
    expect(lastRequest().url).toBe(url);
  });

  it('a catalogue page or search with no response, or an answer that is not JSON, gives the spec error', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/catalog failed (FETCH_ERROR)');
    answerAll(() => HttpResponse.error());
    expect((await newStore().dispatch(shopApi.endpoints.getCatalogPage.initiate({}))).error).toMatchObject({
      status: 'FETCH_ERROR',
      message: CATALOG_FETCH_ERROR,
    });

    expectConsoleError('[shop api] http://localhost/api/v1/web/search?q=lamp failed (200)');
    answerAll(() => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await newStore().dispatch(shopApi.endpoints.searchProducts.initiate({ q: 'lamp' }))).error).toMatchObject({
      status: 200,
      message: CATALOG_FETCH_ERROR,
    });
  });

  it('gives the same error when there is no response at all, and logs it', async () => {
    const logged = expectConsoleError('[shop api] http://localhost/api/v1/web/featured_products failed (FETCH_ERROR)');
    answerAll(() => HttpResponse.error());
    const result = await newStore().dispatch(shopApi.endpoints.getFeaturedProducts.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: CATALOG_FETCH_ERROR });
    expect(logged).toHaveLength(1);
  });

  it('does not log a request its caller aborted (a search superseded by newer typing): nobody waits for it', () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request('http://localhost/api/v1/web/search?q=head', { signal: controller.signal });
    expect(toCatalogError({ status: 'FETCH_ERROR', error: 'AbortError: This operation was aborted' }, { request })).toMatchObject({
      status: 'FETCH_ERROR',
      message: CATALOG_FETCH_ERROR,
    });
  });
});

describe('order and payment calls (SPEC §7)', () => {
  const payload = { currency: 'USD', items: [] } as unknown as OrderPayload;

  it('placeOrder POSTs the order payload to place_order with an Idempotency-Key header', async () => {
    answerAll(json({ success: true, order_id: 'ord_1', payment_url: 'https://pay.example/x' }));
    const result = await newStore().dispatch(shopApi.endpoints.placeOrder.initiate({ payload, idempotencyKey: 'key-123' }));
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/v1/web/place_order');
    expect(request.headers.get('Idempotency-Key')).toBe('key-123');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(payload);
    expect(result).toEqual({ data: { success: true, order_id: 'ord_1', payment_url: 'https://pay.example/x' } });
  });

  it('placeOrder hands over the error body of a failed call', async () => {
    answerAll(json({ message: 'Out of stock' }, { status: 422 }));
    const result = await newStore().dispatch(shopApi.endpoints.placeOrder.initiate({ payload, idempotencyKey: 'k' }));
    expect(result).toEqual({ error: { status: 422, data: { message: 'Out of stock' } } });
  });

  it('getOrder GETs orders/{orderId}, encoding the id', async () => {
    answerAll(json({ success: true, order: { id: 'a/b' } }));
    const result = await newStore().dispatch(shopApi.endpoints.getOrder.initiate('a/b'));
    expect(lastRequest().url).toBe('http://localhost/api/v1/web/orders/a%2Fb');
    expect(result.data).toEqual({ success: true, order: { id: 'a/b' } });
  });

  it('verifyPayment POSTs reference, status and orderId to verify_payment', async () => {
    answerAll(json({ success: true, payment_status: 'success' }));
    await newStore().dispatch(shopApi.endpoints.verifyPayment.initiate({ reference: 'ref_1', status: 'success', orderId: 'ord_1' }));
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe('http://localhost/api/v1/web/verify_payment');
    expect(await lastRequest().json()).toEqual({ reference: 'ref_1', status: 'success', orderId: 'ord_1' });
  });
});

describe('API base URL', () => {
  it('defaults to /api/v1/web', () => {
    expect(getApiBaseUrl()).toBe('/api/v1/web');
  });

  it('can point every call at another base, configured at runtime', async () => {
    configureApiBaseUrl('https://api.example.com/api/v1/web/');
    answerAll(json([]));
    await newStore().dispatch(shopApi.endpoints.getCategories.initiate());
    expect(lastRequest().url).toBe('https://api.example.com/api/v1/web/product_categories');
  });

  it('ignores an empty base URL', () => {
    configureApiBaseUrl('  ');
    expect(getApiBaseUrl()).toBe('/api/v1/web');
  });
});

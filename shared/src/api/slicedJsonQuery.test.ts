import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { expectConsoleError, recordRequests, server } from '../testing';
import { readInWorker } from './listWorker/startListWorker';
import { storefrontApi } from './storefrontApi';

// The real module builds the worker with import.meta, which Jest's CommonJS cannot run; what it does is tested in
// readInListWorker.test.ts. Here: when the catalogue list is read in a worker and when on the page's thread.
jest.mock('./listWorker/startListWorker', () => ({ readInWorker: jest.fn() }));
const workerRead = jest.mocked(readInWorker);

const LIST_URL = 'http://localhost/api/v1/web/products';
const fromWorker = [{ id: 1, title: 'From the worker' }];
const fromPage = [{ id: 2, title: 'From the page' }];

let requests: Request[];
beforeEach(() => {
  requests = recordRequests();
  server.use(http.get(LIST_URL, () => HttpResponse.json(fromPage)));
  // jsdom has no Worker: a page that has one
  Object.assign(globalThis, { Worker: class {} });
  workerRead.mockResolvedValue({ kind: 'answer', response: new Response(null, { status: 200 }), data: fromWorker });
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  workerRead.mockReset();
});

const loadList = () => makeStore({ storage: null }).dispatch(storefrontApi.endpoints.getProducts.initiate());

test('in a page with workers, the list is read by one, at its absolute URL, and the page itself fetches nothing', async () => {
  expect((await loadList()).data).toEqual(fromWorker);
  expect(workerRead).toHaveBeenCalledWith(LIST_URL, expect.any(AbortSignal));
  expect(requests).toEqual([]);
});

test('the worker’s failures are the catalogue’s usual errors', async () => {
  expectConsoleError(`[storefront api] ${LIST_URL} failed (FETCH_ERROR)`);
  workerRead.mockResolvedValue({ kind: 'fetchError', message: 'TypeError: Failed to fetch' });
  expect((await loadList()).error).toMatchObject({ status: 'FETCH_ERROR' });

  expectConsoleError(`[storefront api] ${LIST_URL} failed (503)`);
  workerRead.mockResolvedValue({ kind: 'answer', response: new Response(null, { status: 503, statusText: 'Service Unavailable' }), data: { message: 'down' } });
  expect((await loadList()).error).toMatchObject({ status: 503, statusText: 'Service Unavailable', data: { message: 'down' } });

  expectConsoleError(`[storefront api] ${LIST_URL} failed (502)`);
  workerRead.mockResolvedValue({ kind: 'parseError', response: new Response(null, { status: 502 }), message: 'SyntaxError: Unexpected token' });
  expect((await loadList()).error).toMatchObject({ status: 502 });
});

test('when the worker cannot start, the page reads the list itself', async () => {
  workerRead.mockResolvedValue({ kind: 'unavailable' });
  expect((await loadList()).data).toEqual(fromPage);
  expect(requests.map((request) => request.url)).toEqual([LIST_URL]);
});

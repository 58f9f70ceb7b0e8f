import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { CATALOG_FETCH_ERROR } from '../apiClient/catalogError';
import { apiUrl, expectConsoleError, productList, recordRequests, server, serveCatalog } from '../testing';
import { useProductsByIds } from './useProductsByIds';

const products = productList(6);
let requests: Request[];

beforeEach(() => {
  serveCatalog({ products });
  requests = recordRequests();
});

function renderProducts(initialIds: readonly number[]) {
  const store = makeStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ ids }) => useProductsByIds(ids), { wrapper, initialProps: { ids: initialIds } });
}
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).search));
const idsOf = (list: { id: number }[]) => list.map((product) => product.id);

describe('useProductsByIds', () => {
  it('reads the ids in one call and gives their products in the ids’ order', async () => {
    const { result } = renderProducts([4, 1, 3]);
    expect(result.current).toMatchObject({ products: [], isLoading: true, error: null });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(idsOf(result.current.products)).toEqual([4, 1, 3]);
    expect(asked()).toEqual(['?ids=4,1,3']);
  });

  it('leaves out ids the catalogue no longer has, without calling that a failure', async () => {
    const { result } = renderProducts([2, 999, 5]);
    await waitFor(() => expect(idsOf(result.current.products)).toEqual([2, 5]));
    expect(result.current.error).toBeNull();
  });

  it('asks for nothing when there are no ids', () => {
    const { result } = renderProducts([]);
    expect(result.current).toMatchObject({ products: [], isLoading: false, error: null });
    expect(asked()).toEqual([]);
  });

  it('asks again when an id is added, and not when ids are removed', async () => {
    const { result, rerender } = renderProducts([1, 2]);
    await waitFor(() => expect(idsOf(result.current.products)).toEqual([1, 2]));
    rerender({ ids: [1, 2, 6] });
    // The products already read stay while the longer list is read.
    expect(idsOf(result.current.products)).toEqual([1, 2]);
    await waitFor(() => expect(idsOf(result.current.products)).toEqual([1, 2, 6]));
    rerender({ ids: [2, 6] });
    expect(idsOf(result.current.products)).toEqual([2, 6]);
    rerender({ ids: [] });
    expect(result.current.products).toEqual([]);
    await act(async () => undefined);
    expect(asked()).toEqual(['?ids=1,2', '?ids=1,2,6']);
  });

  it('says when the call failed (SPEC §8), and reads again on refetch', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products?ids=1 failed (500)');
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { result } = renderProducts([1]);
    await waitFor(() => expect(result.current.error).toBe(CATALOG_FETCH_ERROR));
    expect(result.current.isLoading).toBe(false);
    act(() => {
      result.current.refetch();
    });
    await waitFor(() => expect(idsOf(result.current.products)).toEqual([1]));
    expect(result.current.error).toBeNull();
  });
});

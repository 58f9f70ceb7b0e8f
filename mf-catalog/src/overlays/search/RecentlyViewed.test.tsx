import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, expectConsoleError, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import { recordProductView } from '../../recently-viewed/viewedProducts';
import { NOTHING_VIEWED_TITLE, RecentlyViewed } from './RecentlyViewed';

const catalog = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, title: `Product ${index + 1}`, price: 30 }));
let requests: Request[];

beforeEach(() => {
  jest.useFakeTimers();
  serveCatalog({ products: catalog });
  requests = recordRequests();
});
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

/** Renders under fake timers: the user's pauses between actions advance them. */
const renderRecentlyViewed = () => renderWithProviders(<RecentlyViewed />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
const shownIds = () => [...document.querySelectorAll('[data-product-id]')].map((card) => Number(card.getAttribute('data-product-id')));
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).search));
/** Views these products, the last one newest. */
const view = (...ids: number[]) => ids.forEach(recordProductView);

describe('Recently viewed (SPEC §2 "Search", §9)', () => {
  it('before any product is opened, offers the catalogue’s first products without calling them recently viewed', async () => {
    renderRecentlyViewed();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(screen.getByRole('heading', { name: NOTHING_VIEWED_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    // The 8 shown and the next Load more's 4, nothing more.
    expect(asked()).toEqual(['?pageSize=12']);
  });

  it('lists the products this browser opened, newest first, read by id: only those shown and the next 4', async () => {
    view(5, 2);
    renderRecentlyViewed();
    await waitFor(() => expect(shownIds()).toEqual([2, 5]));
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(asked()).toEqual(['?ids=2,5']);
    act(() => view(9));
    await waitFor(() => expect(shownIds()).toEqual([9, 2, 5]));
    expect(asked()).toEqual(['?ids=2,5', '?ids=9,2,5']);
  });

  it('does not show viewed products the catalogue no longer has, and keeps them in the record', async () => {
    view(5, 404, 2);
    renderRecentlyViewed();
    await waitFor(() => expect(shownIds()).toEqual([2, 5]));
    expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual([2, 404, 5]);
  });

  it('offers the catalogue when none of the viewed products is left', async () => {
    view(404);
    renderRecentlyViewed();
    await screen.findByRole('heading', { name: NOTHING_VIEWED_TITLE });
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    expect(asked()).toEqual(['?ids=404', '?pageSize=12']);
  });

  it('shows 8 viewed products, then 4 more per Load more after 1 s, asking for the 4 after those, until all are shown', async () => {
    view(
      ...catalog
        .slice(0, 14)
        .map((product) => product.id)
        .reverse(),
    ); // 1 newest … 14 oldest
    const { user } = renderRecentlyViewed();
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(asked()).toEqual(['?ids=1,2,3,4,5,6,7,8,9,10,11,12']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(shownIds()).toHaveLength(8);
    act(() => jest.advanceTimersByTime(1));
    expect(shownIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await waitFor(() => expect(asked()).toEqual(['?ids=1,2,3,4,5,6,7,8,9,10,11,12', '?ids=1,2,3,4,5,6,7,8,9,10,11,12,13,14']));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(shownIds()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('grows the catalogue’s first products by 4 per Load more when nothing was viewed', async () => {
    const { user } = renderRecentlyViewed();
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(shownIds()).toHaveLength(12);
    await waitFor(() => expect(asked()).toEqual(['?pageSize=12', '?pageSize=16']));
    for (const shown of [16, 20]) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }));
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(shownIds()).toHaveLength(shown));
    }
    // The catalogue's 20 are all shown: the answer to 24 had no more.
    await waitFor(() => expect(asked().at(-1)).toBe('?pageSize=24'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument());
  });

  it('says so when the products cannot be read, and tries again on Retry', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products?ids=3 failed (500)');
    view(3);
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderRecentlyViewed();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toEqual([3]));
  });
});

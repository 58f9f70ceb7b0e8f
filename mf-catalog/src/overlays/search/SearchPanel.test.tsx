import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore, Product, SearchPage } from '@storefront/shared';
import { apiUrl, expectConsoleError, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import SearchPanel from './SearchPanel';
import { SEARCH_DEBOUNCE_MS } from './usePanelQuery';

const headphones: Product = { id: 1, title: 'Studio Headphones', category_name: 'Digital Audio', price: 99 };
const headTorch: Product = { id: 2, title: 'Head Torch', category_name: 'Outdoor', price: 25 };
const sneakers: Product[] = Array.from({ length: 12 }, (_, index) => ({ id: 10 + index, title: `Running Sneakers ${index + 1}`, price: 80 }));

let requests: Request[];
beforeEach(() => {
  jest.useFakeTimers();
  serveCatalog({ products: [headphones, headTorch, ...sneakers] });
  requests = recordRequests();
});
afterEach(() => jest.useRealTimers());

/** Renders under fake timers: the user's pauses between keys advance them (by nothing: typing is quick). */
const renderPanel = (options: { strict?: boolean } = {}) =>
  renderWithProviders(<SearchPanel close={jest.fn()} />, { ...options, userOptions: { advanceTimers: jest.advanceTimersByTime } });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
/** The searches sent, as their query strings. */
const searches = () =>
  requests.filter((request) => request.url.includes('/search?')).map((request) => decodeURIComponent(new URL(request.url).search.replace(/\+/g, ' ')));
/** The searches the page has started (its store knows at once; the server sees them a little later). */
const started = (store: AppStore) => Object.values(store.getState().shopApi.queries).filter((query) => query?.endpointName === 'searchProducts').length;
const shownIds = () => [...document.querySelectorAll('[data-product-id]')].map((card) => Number(card.getAttribute('data-product-id')));
const pause = () => act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
const answer = (query: string, products: Product[]): SearchPage => ({ products, total: products.length, page: 1, pageSize: 8, totalPages: 1, query });

describe('SearchPanel: suggestions from the server while typing', () => {
  it('sends one search for "head" typed quickly, once typing pauses for 250 ms, and announces what it found', async () => {
    const { user, store } = renderPanel();
    await user.type(searchBox(), 'head');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(started(store)).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(started(store)).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(await screen.findByText('2 results for “head”')).toHaveAttribute('role', 'status');
    expect(shownIds()).toEqual([1, 2]);
    expect(searches()).toEqual(['?pageSize=8&q=head']);
  });

  it('aborts the search a second word replaces, whose late answer never shows over the newer one', async () => {
    let answerHead!: () => void;
    const headAnswered = new Promise<void>((resolve) => (answerHead = resolve));
    const signals = new Map<string, AbortSignal>();
    server.use(
      http.get(apiUrl('search'), async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')!;
        signals.set(q, request.signal);
        if (q === 'head') await headAnswered;
        return HttpResponse.json(answer(q, q === 'head' ? [headTorch] : [headphones]));
      }),
    );
    const { user } = renderPanel();
    await user.type(searchBox(), 'head');
    pause();
    await user.type(searchBox(), ' phones');
    pause();
    expect(await screen.findByText('1 result for “head phones”')).toBeInTheDocument();
    expect(searches()).toEqual(['?pageSize=8&q=head', '?pageSize=8&q=head phones']);
    expect(signals.get('head')!.aborted).toBe(true);

    await act(async () => answerHead());
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “head phones”');
    expect(shownIds()).toEqual([headphones.id]);
  });

  it('shows the first 8 results and "View all N results", which opens the search page for the query', async () => {
    const { user, currentUrl } = renderPanel();
    await user.type(searchBox(), 'sneakers');
    pause();
    expect(await screen.findByText('12 results for “sneakers”')).toBeInTheDocument();
    expect(shownIds()).toEqual(sneakers.slice(0, 8).map((product) => product.id));
    await user.click(screen.getByRole('link', { name: 'View all 12 results' }));
    expect(currentUrl()).toBe('/search-result?q=sneakers');
  });

  it('offers no "View all" when every result is shown', async () => {
    const { user } = renderPanel();
    await user.type(searchBox(), 'torch');
    pause();
    await screen.findByText('1 result for “torch”');
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user } = renderPanel();
    await user.type(searchBox(), 'zzz');
    pause();
    expect(await screen.findByText('No products match “zzz”. Try another word or browse the store.')).toHaveAttribute('role', 'status');
    expect(shownIds()).toEqual([]);
  });

  it('says when the search failed, and Retry asks again', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/search?pageSize=8&q=head failed (500)');
    server.use(http.get(apiUrl('search'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderPanel();
    await user.type(searchBox(), 'head');
    pause();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 results for “head”')).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it('searches a keyword tag at once, and shows it in the box', async () => {
    const { user, store } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Sneakers' }));
    expect(searchBox()).toHaveValue('Sneakers');
    expect(store.getState().shopApi.queries['searchProducts({"pageSize":8,"q":"Sneakers"})']?.status).toBe('pending');
    expect(await screen.findByText('12 results for “Sneakers”')).toBeInTheDocument();
    expect(searches()).toEqual(['?pageSize=8&q=Sneakers']);
  });

  it('searches at once on Enter', async () => {
    const { user, store } = renderPanel();
    await user.type(searchBox(), 'torch{Enter}');
    expect(started(store)).toBe(1);
    await screen.findByText('1 result for “torch”');
    pause();
    expect(searches()).toEqual(['?pageSize=8&q=torch']);
  });

  it('goes back to the Recently viewed grid when the box is cleared', async () => {
    const { user } = renderPanel();
    await user.type(searchBox(), 'torch');
    pause();
    await screen.findByText('1 result for “torch”');
    await user.clear(searchBox());
    pause();
    expect(await screen.findByRole('heading', { name: 'Explore our products' })).toBeInTheDocument();
  });

  it('in StrictMode too, asks once per query and shows its answer', async () => {
    const { user } = renderPanel({ strict: true });
    await user.type(searchBox(), 'head');
    pause();
    expect(await screen.findByText('2 results for “head”')).toBeInTheDocument();
    await waitFor(() => expect(searches()).toEqual(['?pageSize=8&q=head']));
  });
});

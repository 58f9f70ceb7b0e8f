import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product } from '@storefront/shared';
import { apiUrl, expectConsoleError, matchNoMedia, neverAnswer, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import SearchResultPage, { EMPTY_QUERY_MESSAGE } from './SearchResultPage';

const sneakers: Product[] = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title: `Running Sneakers ${index + 1}`, price: 80 }));
const lamp: Product = { id: 20, title: 'Desk Lamp', price: 40 };

matchNoMedia(); // Product Recent is a Swiper carousel

let requests: Request[];
beforeEach(() => {
  serveCatalog({ products: [...sneakers, lamp] });
  requests = recordRequests();
});

const renderPage = (url: string) => renderWithProviders(<SearchResultPage />, { url, path: '/search-result' });
/** The catalogue GETs the page sent, path and query. */
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname.replace('/api/v1/web/', '') + new URL(request.url).search));
const results = () => within(screen.getByRole('region', { name: 'Search results' }));
const resultIds = () =>
  results()
    .queryAllByRole('listitem')
    .map((item) => Number(item.querySelector('[data-product-id]')!.getAttribute('data-product-id')));

describe('SearchResultPage: the server’s results, a page at a time', () => {
  it('shows the first page of results for ?q= with the count, and the store’s pagination', async () => {
    renderPage('/search-result?q=sneakers');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('sneakers');
    expect(await screen.findByText('12 results for “sneakers”')).toHaveAttribute('role', 'status');
    expect(resultIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(['search?q=sneakers', 'products?pageSize=4'])));
    expect(asked()).toHaveLength(2);
  });

  it('asks for another page when one is chosen, and keeps it in the URL', async () => {
    const { user, currentUrl } = renderPage('/search-result?q=sneakers');
    await screen.findByText('12 results for “sneakers”');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentUrl()).toBe('/search-result?q=sneakers&page=2');
    await waitFor(() => expect(resultIds()).toEqual([9, 10, 11, 12]));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(asked()).toContain('search?page=2&q=sneakers');
  });

  it('keeps the page shown, marked busy, while the next is on its way', async () => {
    const { user } = renderPage('/search-result?q=sneakers');
    await screen.findByText('12 results for “sneakers”');
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
    server.use(...neverAnswer('search'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('region', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    expect(resultIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('opens on the page its URL names', async () => {
    renderPage('/search-result?q=sneakers&page=2');
    await waitFor(() => expect(resultIds()).toEqual([9, 10, 11, 12]));
    expect(asked()).toContain('search?page=2&q=sneakers');
  });

  it('searches what is typed, from its first page', async () => {
    const { user, currentUrl } = renderPage('/search-result?q=sneakers&page=2');
    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lamp{Enter}');
    expect(currentUrl()).toBe('/search-result?q=lamp');
    expect(await screen.findByText('1 result for “lamp”')).toBeInTheDocument();
    expect(resultIds()).toEqual([lamp.id]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderPage('/search-result?q=zzzz-nothing');
    expect(await screen.findByText('No products match “zzzz-nothing”. Try another word or browse the store.')).toBeInTheDocument();
  });

  it('asks the shopper to type something when there is no query, and searches nothing', async () => {
    renderPage('/search-result');
    expect(screen.getByText(EMPTY_QUERY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    await waitFor(() => expect(asked()).toEqual(['products?pageSize=4']));
  });

  it('says when the search failed, and Retry asks again', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/search?q=lamp failed (500)');
    server.use(http.get(apiUrl('search'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderPage('/search-result?q=lamp');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 result for “lamp”')).toBeInTheDocument();
  });

  it('shows the catalogue’s first 4 products as Product Recent', async () => {
    renderPage('/search-result?q=lamp');
    const recent = screen.getByRole('region', { name: 'Product Recent' });
    await waitFor(() => expect(within(recent).getAllByRole('heading', { level: 3 })).toHaveLength(4));
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(sneakers.slice(0, 4).map((p) => p.title));
  });
});

// The store reads its page from the server (GET catalog): the answer's products, total and pages; the
// previous answer kept while the next loads; the next page fetched ahead; SPEC §4's sample catalogue when it fails.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setCurrency, shopApi, type RootState } from '@storefront/shared';
import { apiUrl, expectConsoleError, neverAnswer, recordRequests, renderWithProviders, serveCatalog, server } from '@storefront/shared/testing';
import { storeProducts } from '../../testing/storeProducts';
import { catalogQueriesIn } from '../../testing/catalogRequests';
import StorePage from './StorePage';

let requests: Request[];
beforeEach(() => {
  serveCatalog({ products: storeProducts, categories: [{ name: 'Fashion' }, { name: 'Digital Audio' }] });
  requests = recordRequests();
});

/** The query strings of the catalogue questions sent so far, in order. */
const catalogQueries = () => catalogQueriesIn(requests);
const cardTitles = () =>
  within(results())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const results = () => screen.getByRole('region', { name: 'Products' });
/** The pages of the store's catalogue answers (or questions on their way) in the RTK Query cache. */
const cachedPages = (state: RootState) => shopApi.util.selectCachedArgsForQuery(state, 'getCatalogPage').map((asked) => asked.page);

const renderStore = (url = '/store') => renderWithProviders(<StorePage />, { url, path: '/store' });

describe('the store, from the server (GET catalog)', () => {
  it("shows the page the server answers for the URL's view: its products, 'N Products Found' and where it is among the pages", async () => {
    renderStore('/store?category=Fashion&sort=Price%20Descending&page=2');
    expect(await screen.findByText('10 Products Found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Product 03', 'Product 01']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(catalogQueries()[0]).toBe('category=Fashion&currency=USD&page=2&pageSize=8&sort=Price+Descending');
  });

  it('keeps the previous products on screen, marked busy, while the next answer loads', async () => {
    const { user } = renderStore();
    expect(await screen.findByText('20 Products Found')).toBeInTheDocument();
    const before = cardTitles();
    expect(results()).toHaveAttribute('aria-busy', 'false');
    server.use(...neverAnswer('catalog'));
    await user.click(screen.getByRole('button', { name: /^L,/ }));
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'));
    expect(cardTitles()).toEqual(before);
    expect(screen.getByText('20 Products Found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches the next page ahead once a page is shown — one page, no more — so Next shows it without asking again', async () => {
    const { user, store } = renderStore();
    await screen.findByText('Product 01');
    await waitFor(() => expect(catalogQueries()).toEqual(['currency=USD&page=1&pageSize=8', 'currency=USD&page=2&pageSize=8']));
    expect(cachedPages(store.getState())).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Product 09')).toBeInTheDocument();
    await waitFor(() =>
      expect(catalogQueries()).toEqual(['currency=USD&page=1&pageSize=8', 'currency=USD&page=2&pageSize=8', 'currency=USD&page=3&pageSize=8']),
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Product 17')).toBeInTheDocument();
    // Page 3 is the last: nothing further is asked for.
    expect(cachedPages(store.getState())).toEqual(['1', '2', '3']);
    expect(catalogQueries()).toHaveLength(3);
  });

  it('shows the price filter disabled, and no products, until the first answer comes', async () => {
    server.use(...neverAnswer('catalog'));
    renderStore();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…');
    const sidebar = screen.getByRole('complementary', { name: 'Categories and filters' });
    expect(within(sidebar).getByRole('slider', { name: 'Price minimum' })).toBeDisabled();
    expect(within(sidebar).getByRole('slider', { name: 'Price maximum' })).toBeDisabled();
    expect(within(sidebar).getByText('Loading prices…')).toBeInTheDocument();
    expect(screen.queryByText(/Products Found/)).not.toBeInTheDocument();
  });

  it("takes the price slider's bounds, step and range from the answer, in the shopper's currency", async () => {
    renderWithProviders(<StorePage />, { url: '/store?max=90000', path: '/store', currency: 'NGN' });
    const sidebar = screen.getByRole('complementary', { name: 'Categories and filters' });
    expect(await within(sidebar).findByText('₦15,000.00 – ₦90,000.00')).toBeInTheDocument();
    expect(within(sidebar).getByText('Price (NGN)')).toBeInTheDocument();
    const maximum = within(sidebar).getByRole('slider', { name: 'Price maximum' });
    expect(maximum).toHaveAttribute('max', '375000');
    expect(maximum).toHaveAttribute('step', '750');
    expect(catalogQueries()[0]).toBe('currency=NGN&max=90000&page=1&pageSize=8');
  });

  it('drops the price range from the URL when the shopper changes currency, and never asks with the old amounts', async () => {
    const { store, currentUrl } = renderStore('/store?min=40&max=200&color=Red');
    const sidebar = within(screen.getByRole('complementary', { name: 'Categories and filters' }));
    expect(await sidebar.findByText('$40.00 – $200.00')).toBeInTheDocument();
    act(() => void store.dispatch(setCurrency('NGN')));
    await waitFor(() => expect(currentUrl()).toBe('/store?color=Red'));
    expect(await sidebar.findByText('₦15,000.00 – ₦225,000.00')).toBeInTheDocument();
    const inNaira = catalogQueries().filter((query) => query.includes('currency=NGN'));
    expect(inNaira[0]).toBe('color=Red&currency=NGN&page=1&pageSize=8');
    expect(inNaira.filter((query) => query.includes('min=') || query.includes('max='))).toEqual([]);
  });

  it('shows the sample catalogue, filtered by the URL, when the catalogue query fails, and the answer again after Retry', async () => {
    expectConsoleError(/catalog\?.* failed \(500\)/);
    server.use(http.get(apiUrl('catalog'), () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const { user } = renderStore('/store?category=Fashion');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Showing our sample catalogue for now.');
    expect(await screen.findByText('Linen Summer Dress')).toBeInTheDocument();
    expect(screen.getByText('1 Products Found')).toBeInTheDocument();

    serveCatalog({ products: storeProducts });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('10 Products Found')).toBeInTheDocument();
    expect(screen.queryByText('Linen Summer Dress')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

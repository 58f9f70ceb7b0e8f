import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectCompareIds, type Product } from '@storefront/shared';
import { apiUrl, expectConsoleError, neverAnswer, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import CompareOverlay, { COMPARE_EMPTY_MESSAGE } from './CompareOverlay';

const products: Product[] = [
  { id: 1, title: 'Linen Shirt', price: 59.99 },
  { id: 2, title: 'Leather Boots', price: 120 },
  { id: 3, title: 'Wool Scarf', price: 35.5 },
];
let requests: Request[];

beforeEach(() => {
  serveCatalog({ products });
  requests = recordRequests();
});

const renderCompare = (ids: number[], props?: Record<string, unknown>) =>
  renderWithProviders(<CompareOverlay close={jest.fn()} props={props} />, { preloadedState: { compare: { ids } } });
/** The compared products' titles, column by column. */
const columns = () =>
  within(screen.getByRole('table', { name: 'Compared products' }))
    .getAllByRole('columnheader')
    .map((header) => within(header).getByRole('link').textContent);
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname.split('/').pop()! + new URL(request.url).search));

describe('CompareOverlay reads the compared products by id', () => {
  it('reads the compared ids in one call and shows them in the order compared', async () => {
    renderCompare([3, 1]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    await waitFor(() => expect(columns()).toEqual(['Wool Scarf', 'Linen Shirt']));
    expect(asked()).toEqual(['products?ids=3,1']);
  });

  it('does not show a compared product the catalogue no longer has, and keeps it in the list', async () => {
    const { store } = renderCompare([2, 404]);
    await waitFor(() => expect(columns()).toEqual(['Leather Boots']));
    expect(selectCompareIds(store.getState())).toEqual([2, 404]);
  });

  it('removes a product at once, without reading the others again', async () => {
    const { user, store } = renderCompare([1, 2, 3]);
    await waitFor(() => expect(columns()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Remove Leather Boots from compare' }));
    expect(columns()).toEqual(['Linen Shirt', 'Wool Scarf']);
    expect(selectCompareIds(store.getState())).toEqual([1, 3]);
    expect(asked()).toEqual(['products?ids=1,2,3']);
  });

  it('says the list is empty, asking for nothing, when nothing is compared', () => {
    renderCompare([]);
    expect(screen.getByText(COMPARE_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(asked()).toEqual([]);
  });

  it('says when the products cannot be read, and Retry reads them again', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products?ids=1 failed (500)');
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderCompare([1]);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(columns()).toEqual(['Linen Shirt']));
  });
});

describe('CompareOverlay after a full compare list refused a product', () => {
  // The products stay on their way: these tests are about the message, not the table.
  beforeEach(() => server.use(...neverAnswer('products')));

  it('says how many products the list can hold', () => {
    renderCompare([1], { limitReached: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Your compare list can hold up to 100 products. Remove one to compare another.');
  });

  it('says nothing of the kind when opened after an ordinary add', () => {
    renderCompare([1]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { addToWishlist, selectCartLine, selectOverlay, selectWishlistIds, setCurrency } from '@storefront/shared';
import { http, HttpResponse } from 'msw';
import { apiUrl, expectConsoleError, recordRequests, renderWithProviders, server, serveCatalog } from '@storefront/shared/testing';
import { wishlistCatalog } from '../../testing/wishlistCatalog';
import { licensedTrack } from '../../testing/products';
import WishListPage from './WishListPage';

let requests: Request[];
beforeEach(() => {
  serveCatalog({ products: wishlistCatalog });
  requests = recordRequests();
});
const asked = () => requests.map((request) => decodeURIComponent(new URL(request.url).pathname.split('/').pop()! + new URL(request.url).search));

/** The three products of the test catalogue, saved by the shopper. */
const saved = { wishlist: { ids: [1, 2, 3] } };
const item = (container: HTMLElement, id: number) => container.querySelector(`[data-wishlist-item="${id}"]`) as HTMLElement;

describe('WishListPage', () => {
  it('lists the saved products with image, linked title and price', async () => {
    const { container } = renderWithProviders(<WishListPage />, { url: '/wish-list', preloadedState: saved });
    expect(screen.getByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(within(screen.getByRole('list', { name: 'Wishlist items' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Leather Boots' })).toHaveAttribute('href', '/product-detail/2');
    expect(item(container, 1).querySelector('img')).toHaveAttribute('src', '/media/products/1.svg');
    expect(item(container, 1)).toHaveTextContent('$59.99');
  });

  it('shows prices in the current currency, the Standard license for a licensed product', async () => {
    const { store, container } = renderWithProviders(<WishListPage />, { preloadedState: saved });
    act(() => void store.dispatch(addToWishlist(licensedTrack.id)));
    await screen.findByRole('link', { name: licensedTrack.title });
    expect(item(container, licensedTrack.id)).toHaveTextContent('$29.99');
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(item(container, licensedTrack.id)).toHaveTextContent('₦22,499.25');
    expect(item(container, 1)).toHaveTextContent('₦44,992.50');
  });

  it('moves an item to the cart: added with the cart defaults, gone from the wishlist, cart modal opened', async () => {
    const { store, user } = renderWithProviders(<WishListPage />, { preloadedState: saved });
    await user.click(await screen.findByRole('button', { name: 'Move Leather Boots to cart' }));
    expect(selectCartLine(2)(store.getState())).toMatchObject({ title: 'Leather Boots', quantity: 1, selectedLicense: '' });
    expect(selectWishlistIds(store.getState())).toEqual([1, 3]);
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal' });
    expect(screen.queryByRole('link', { name: 'Leather Boots' })).not.toBeInTheDocument();
  });

  it('removes an item, and shows the empty message with a link to /shop-default-grid when none are left', async () => {
    const { store, user } = renderWithProviders(<WishListPage />, { preloadedState: saved });
    for (const title of ['Linen Shirt', 'Leather Boots', 'Wool Scarf']) {
      await user.click(await screen.findByRole('button', { name: `Remove ${title} from wishlist` }));
    }
    expect(selectWishlistIds(store.getState())).toEqual([]);
    expect(screen.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/shop-default-grid');
  });
});

describe('WishListPage reads the saved products by id', () => {
  it('in one call, in wishlist order, saying so while it reads', async () => {
    renderWithProviders(<WishListPage />, { preloadedState: { wishlist: { ids: [3, 1, 2] } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    await screen.findByRole('link', { name: 'Wool Scarf' });
    const titles = within(screen.getByRole('list', { name: 'Wishlist items' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Wool Scarf', 'Linen Shirt', 'Leather Boots']);
    expect(asked()).toEqual(['products?ids=3,1,2']);
  });

  it('and reads nothing again when an item is removed', async () => {
    const { user } = renderWithProviders(<WishListPage />, { preloadedState: saved });
    await user.click(await screen.findByRole('button', { name: 'Remove Wool Scarf from wishlist' }));
    expect(screen.queryByRole('link', { name: 'Wool Scarf' })).not.toBeInTheDocument();
    expect(asked()).toEqual(['products?ids=1,2,3']);
  });

  it('does not show a saved product the catalogue no longer has, and keeps it in the wishlist', async () => {
    const { store } = renderWithProviders(<WishListPage />, { preloadedState: { wishlist: { ids: [2, 404] } } });
    await screen.findByRole('link', { name: 'Leather Boots' });
    expect(within(screen.getByRole('list', { name: 'Wishlist items' })).getAllByRole('listitem')).toHaveLength(1);
    expect(selectWishlistIds(store.getState())).toEqual([2, 404]);
  });

  it('says when the products cannot be read, and Retry reads them again', async () => {
    expectConsoleError('[shop api] http://localhost/api/v1/web/products?ids=1,2,3 failed (500)');
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = renderWithProviders(<WishListPage />, { preloadedState: saved });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
  });
});

describe('WishListPage with ids the catalogue does not know', () => {
  it('shows the empty message rather than an empty list', async () => {
    const { store } = renderWithProviders(<WishListPage />);
    act(() => void store.dispatch(addToWishlist(9999)));
    expect(await screen.findByText('Your wishlist is empty. Start adding your favorite products to save them for later!')).toBeInTheDocument();
  });
});

describe('WishListPage after a saved wishlist was cut down on load', () => {
  it('says the saved wishlist had more than 100 items and only the first 100 were kept, until dismissed', async () => {
    const { user } = renderWithProviders(<WishListPage />, { preloadedState: { wishlist: { ids: [licensedTrack.id], trimmedOnLoad: true } } });
    expect(screen.getByText('Your saved wishlist had more than 100 items; only the first 100 were kept.')).toBeInTheDocument();
    await screen.findByRole('link', { name: licensedTrack.title });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/only the first 100 were kept/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { removeFromWishlist, selectWishlistIds, setCurrency } from '@storefront/shared';
import { recordRequests, renderWithProviders, serveCatalog } from '@storefront/shared/testing';
import { wishlistCatalog } from '../../testing/wishlistCatalog';
import WishlistPanel from './WishlistPanel';

beforeEach(() => serveCatalog({ products: wishlistCatalog }));

/** The three products of the test catalogue, saved by the shopper. */
const saved = { preloadedState: { wishlist: { ids: [1, 2, 3] } } };

describe('WishlistPanel', () => {
  it('is a labelled dialog listing each item with image, title and price in the current currency', async () => {
    const close = jest.fn();
    const { store, user } = renderWithProviders(<WishlistPanel close={close} />, saved);
    const dialog = screen.getByRole('dialog', { name: 'Wishlist' });
    expect(dialog).toHaveAttribute('data-boundary', 'cart');
    await screen.findByRole('link', { name: 'Wool Scarf' });
    const items = within(screen.getByRole('list', { name: 'Wishlist items' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2].querySelector('img')).toHaveAttribute('src', '/media/products/3.svg');
    expect(items[2]).toHaveTextContent('$35.50');
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(items[2]).toHaveTextContent('₦26,625.00');
    expect(screen.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wish-list');
    await user.click(screen.getByRole('button', { name: 'Close wishlist' }));
    expect(close).toHaveBeenCalled();
  });

  it('reads the saved products in one call, saying so while it reads', async () => {
    const requests = recordRequests();
    renderWithProviders(<WishlistPanel close={jest.fn()} />, saved);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    await screen.findByRole('link', { name: 'Wool Scarf' });
    expect(requests.map((request) => decodeURIComponent(new URL(request.url).search))).toEqual(['?ids=1,2,3']);
  });

  it('removes an item', async () => {
    const { store, user } = renderWithProviders(<WishlistPanel close={jest.fn()} />, saved);
    await user.click(await screen.findByRole('button', { name: 'Remove Linen Shirt from wishlist' }));
    expect(selectWishlistIds(store.getState())).toEqual([2, 3]);
  });

  it('shows the empty-wishlist message to a new shopper', () => {
    renderWithProviders(<WishlistPanel close={jest.fn()} />);
    expect(screen.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!')).toBeInTheDocument();
  });

  it('shows the empty-wishlist message once every item is removed', () => {
    const { store } = renderWithProviders(<WishlistPanel close={jest.fn()} />, saved);
    act(() => [1, 2, 3].forEach((id) => store.dispatch(removeFromWishlist(id))));
    expect(screen.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View wishlist' })).not.toBeInTheDocument();
  });
});

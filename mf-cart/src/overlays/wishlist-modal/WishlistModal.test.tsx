import { screen } from '@testing-library/react';
import { act } from 'react';
import { addToWishlist, selectOverlay } from '@storefront/shared';
import { recordRequests, renderWithProviders, serveCatalog } from '@storefront/shared/testing';
import { wishlistCatalog } from '../../testing/wishlistCatalog';
import { canvasTote } from '../../testing/products';
import WishlistModal from './WishlistModal';

beforeEach(() => serveCatalog({ products: wishlistCatalog }));

describe('WishlistModal', () => {
  it('opens after an add and shows the item just added, with the wishlist size and a link to the page', async () => {
    const close = jest.fn();
    const { store, user } = renderWithProviders(<WishlistModal close={close} />);
    act(() => void store.dispatch(addToWishlist(canvasTote.id)));
    expect(selectOverlay(store.getState())).toEqual({ name: 'wishlistModal' });
    expect(screen.getByRole('dialog', { name: 'Added to wishlist' })).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByRole('link', { name: canvasTote.title })).toHaveAttribute('href', `/product-detail/${canvasTote.id}`);
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('1 item in your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wish-list');
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('WishlistModal reads only the item just added', () => {
  it('by its id, not the whole wishlist', async () => {
    const requests = recordRequests();
    renderWithProviders(<WishlistModal close={jest.fn()} />, { preloadedState: { wishlist: { ids: [1, 2, 3, canvasTote.id] } } });
    expect(await screen.findByRole('link', { name: canvasTote.title })).toBeInTheDocument();
    expect(screen.getByText('4 items in your wishlist')).toBeInTheDocument();
    expect(requests.map((request) => decodeURIComponent(new URL(request.url).search))).toEqual([`?ids=${canvasTote.id}`]);
  });
});

describe('WishlistModal after a full wishlist refused an item', () => {
  it('is titled as full, says how many items a wishlist can hold, and shows no item as added', () => {
    renderWithProviders(<WishlistModal close={jest.fn()} props={{ limitReached: true }} />);
    expect(screen.getByRole('dialog', { name: 'Your wishlist is full' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your wishlist can hold up to 100 items. Remove one to add another.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});

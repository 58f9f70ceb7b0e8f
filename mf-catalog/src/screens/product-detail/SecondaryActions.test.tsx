import { screen } from '@testing-library/react';
import { selectOverlay, selectWishlistIds } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { saleTee } from '../../testing/products';
import { SecondaryActions } from './SecondaryActions';

const button = (name: string) => screen.getByRole('button', { name });

describe('SecondaryActions: the product page wishlist button toggles', () => {
  it('adds an unsaved product, opening the wishlist modal, then offers to remove it', async () => {
    const { store, user } = renderWithProviders(<SecondaryActions product={saleTee} />);
    await user.click(button('Add to Wishlist'));
    expect(selectOverlay(store.getState())?.name).toBe('wishlistModal');
    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(selectWishlistIds(store.getState())).toEqual([saleTee.id]);
  });

  it('removes a saved product and offers to add it again', async () => {
    const { store, user } = renderWithProviders(<SecondaryActions product={saleTee} />, { preloadedState: { wishlist: { ids: [saleTee.id] } } });
    await user.click(button('Remove from Wishlist'));
    expect(selectWishlistIds(store.getState())).toEqual([]);
    expect(button('Add to Wishlist')).toHaveAttribute('aria-pressed', 'false');
  });
});

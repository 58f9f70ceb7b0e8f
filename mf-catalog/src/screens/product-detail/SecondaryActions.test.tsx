import { fireEvent, screen } from '@testing-library/react';
import { selectOverlay, selectWishlistIds } from '@storefront/shared';
import { renderWithStore } from '../../testing/renderWithStore';
import { saleTee } from '../../testing/products';
import { SecondaryActions } from './SecondaryActions';

const button = (name: string) => screen.getByRole('button', { name });

describe('SecondaryActions: the product page wishlist button toggles (issue 22 §8)', () => {
  it('adds an unsaved product, opening the wishlist modal, then offers to remove it', () => {
    const { store } = renderWithStore(<SecondaryActions product={saleTee} />);
    fireEvent.click(button('Add to Wishlist'));
    expect(selectWishlistIds(store.getState())).toEqual([saleTee.id]);
    expect(selectOverlay(store.getState())?.name).toBe('wishlistModal');
    expect(button('Remove from Wishlist')).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a saved product and offers to add it again', () => {
    const { store } = renderWithStore(<SecondaryActions product={saleTee} />, { preloadedState: { wishlist: { ids: [saleTee.id] } } });
    fireEvent.click(button('Remove from Wishlist'));
    expect(selectWishlistIds(store.getState())).toEqual([]);
    expect(button('Add to Wishlist')).toHaveAttribute('aria-pressed', 'false');
  });
});

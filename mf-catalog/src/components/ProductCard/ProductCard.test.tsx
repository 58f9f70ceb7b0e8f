import { act, screen } from '@testing-library/react';
import { selectCartItems, selectOverlay } from '@storefront/shared';
import { paintNextFrame, renderWithProviders } from '@storefront/shared/testing';
import { beatPack, hoodie, saleTee } from '../../testing/products';
import { ProductCard } from './ProductCard';

const button = (name: string) => screen.getByRole('button', { name });

describe('ProductCard (SPEC §2 "Product cards", §5 card price)', () => {
  it('links the title to the product page and prices a licensed product by its Standard tier', () => {
    renderWithProviders(<ProductCard product={beatPack} />);
    expect(screen.getByRole('link', { name: beatPack.title })).toHaveAttribute('href', '/product-detail/341');
    expect(screen.getByTestId('card-price')).toHaveTextContent('$29.99');
  });

  it("prices an unlicensed product in NGN at the server's amounts, with the old price and its sale badge", () => {
    renderWithProviders(<ProductCard product={saleTee} />, { currency: 'NGN' });
    expect(screen.getByTestId('card-price')).toHaveTextContent('₦15,000.00');
    expect(screen.getByText('₦18,750.00')).toBeInTheDocument();
    expect(screen.getByText('-10%')).toBeInTheDocument();
  });

  it('shows no NGN price, and no old price, for a product the server gave no NGN amounts (never a converted one)', () => {
    renderWithProviders(<ProductCard product={{ ...saleTee, amounts: { USD: saleTee.amounts!.USD } }} />, { currency: 'NGN' });
    expect(screen.getByTestId('card-price')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
  });

  it('shows the old price only where the server answered one in the currency', () => {
    const amounts = { USD: { price: 20, oldPrice: 25 }, NGN: { price: 15000, oldPrice: null } };
    renderWithProviders(<ProductCard product={{ ...saleTee, amounts }} />, { currency: 'NGN' });
    expect(screen.getByTestId('card-price')).toHaveTextContent('₦15,000.00');
    expect(screen.queryByText(/Was/)).not.toBeInTheDocument();
  });

  it('ADD TO CART opens the cart modal at once, then adds the line after the next frame and reads Already Added', async () => {
    // The frame is the test's to paint: under real timers a slow machine can paint it before the test looks.
    jest.useFakeTimers();
    try {
      const { store, user } = renderWithProviders(<ProductCard product={saleTee} />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
      await user.click(button('ADD TO CART'));
      // The press's own task opens the modal only (decision 0044): the line follows once the browser has painted it.
      expect(selectOverlay(store.getState())?.name).toBe('cartModal');
      expect(selectCartItems(store.getState())).toEqual([]);
      act(() => paintNextFrame());
      expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([7]);
      expect(button('Already Added')).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the heart saves an unsaved product, opening the wishlist modal, and is then pressed and offers to remove it', async () => {
    const { store, user } = renderWithProviders(<ProductCard product={saleTee} />);
    expect(button('Add to Wishlist')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Add to Wishlist'));
    expect(selectOverlay(store.getState())?.name).toBe('wishlistModal');
    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.ids).toEqual([7]);
  });

  it('the heart of a saved product un-saves it, opens nothing, and offers to add it again', async () => {
    const { store, user } = renderWithProviders(<ProductCard product={saleTee} />, { preloadedState: { wishlist: { ids: [3, 7] } } });
    await user.click(button('Remove from Wishlist'));
    expect(store.getState().wishlist.ids).toEqual([3]);
    expect(selectOverlay(store.getState())).toBeNull();
    expect(button('Add to Wishlist')).toHaveAttribute('aria-pressed', 'false');
  });

  it('compare reads Already compared once added and opens the comparison', async () => {
    const { store, user } = renderWithProviders(<ProductCard product={saleTee} />);
    await user.click(button('Add to Compare'));
    expect(button('Already compared')).toBeInTheDocument();
    expect(store.getState().compare.ids).toContain(7);
    expect(selectOverlay(store.getState())?.name).toBe('compare');
  });

  it("an addToCart of 'Quick Add' opens the quick-add modal for the product instead of adding", async () => {
    const { store, user } = renderWithProviders(<ProductCard product={hoodie} />);
    await user.click(button('Quick Add'));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectOverlay(store.getState())).toEqual({ name: 'quickAdd', props: { productId: 9 } });
  });

  it('quick view opens the quick-view modal and sets the quick-view item', async () => {
    const { store, user } = renderWithProviders(<ProductCard product={saleTee} />);
    await user.click(button('Quick View Cotton Tee'));
    expect(store.getState().ui.quickViewProductId).toBe(7);
    expect(selectOverlay(store.getState())).toEqual({ name: 'quickView', props: { productId: 7 } });
  });
});

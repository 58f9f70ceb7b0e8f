import { screen } from '@testing-library/react';
import { selectCartItems, selectOverlay } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { hoodie } from '../../testing/products';
import QuickAdd from './QuickAdd';

describe('QuickAdd (SPEC §2)', () => {
  it('offers sizes S, M, L, XL and adds with the quick-add quantity', async () => {
    const close = jest.fn();
    const { store, user } = renderWithProviders(<QuickAdd close={close} props={{ productId: hoodie.id }} />, { cachedProducts: [hoodie] });
    expect(screen.getByRole('dialog', { name: 'Quick add' })).toBeInTheDocument();
    expect((await screen.findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value)).toEqual(['S', 'M', 'L', 'XL']);
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Size: L')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().ui.quickAddQuantity).toBe(3);

    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('button', { name: 'Already Added' });
    expect(selectCartItems(store.getState())).toMatchObject([{ id: hoodie.id, quantity: 3 }]);
    expect(selectOverlay(store.getState())?.name).toBe('cartModal');
  });

  it('adds the chosen size, and a second size of the same product as its own line', async () => {
    const { store, user } = renderWithProviders(<QuickAdd close={jest.fn()} props={{ productId: hoodie.id }} />, { cachedProducts: [hoodie] });
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'Already Added' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('button', { name: 'Already Added' });
    expect(selectCartItems(store.getState()).map((line) => line.size)).toEqual(['M', 'XL']);
  });

  it('closes from its close button', async () => {
    const close = jest.fn();
    const { user } = renderWithProviders(<QuickAdd close={close} props={{ productId: hoodie.id }} />, { cachedProducts: [hoodie] });
    await user.click(screen.getByRole('button', { name: 'Close quick add' }));
    expect(close).toHaveBeenCalled();
  });
});

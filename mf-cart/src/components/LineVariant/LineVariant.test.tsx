import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { addToCart, selectCartItems, type AppStore, type Product } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { canvasTote } from '../../testing/products';
import { CartLineList } from '../CartLineList/CartLineList';
import CartPage from '../../screens/cart/CartPage';

const shirt: Product = { ...canvasTote, sizes: ['M', 'L'], colors: [{ name: 'Red', bgColor: '#c00', imgSrc: '/red.jpg' }] };

function fill(store: AppStore) {
  act(() => {
    store.dispatch(addToCart({ product: shirt, size: 'M', openModal: false }));
    store.dispatch(addToCart({ product: shirt, size: 'L', openModal: false }));
  });
}

describe('cart lines show their size and colour', () => {
  it('the cart modal and panel list two sizes of one product as two lines, each with its variant', async () => {
    const { store, user } = renderWithProviders(<CartLineList />);
    fill(store);
    const lines = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Size: M · Colour: Red');
    expect(lines[1]).toHaveTextContent('Size: L · Colour: Red');
    await user.click(screen.getByRole('button', { name: `Remove ${shirt.title} (Size: M · Colour: Red)` }));
    expect(selectCartItems(store.getState()).map((line) => line.size)).toEqual(['L']);
  });

  it('the cart page shows the variant on each row and edits each row’s quantity alone', async () => {
    const { store, container, user } = renderWithProviders(<CartPage />, { url: '/cart' });
    fill(store);
    const rows = container.querySelectorAll('tbody tr');
    expect([...rows].map((row) => within(row as HTMLElement).getByText(/^Size:/).textContent)).toEqual(['Size: M · Colour: Red', 'Size: L · Colour: Red']);
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Increase quantity/ }));
    expect(selectCartItems(store.getState()).map((line) => line.quantity)).toEqual([1, 2]);
  });
});

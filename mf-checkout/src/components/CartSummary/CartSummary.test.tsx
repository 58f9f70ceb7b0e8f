import { screen } from '@testing-library/react';
import { act } from 'react';
import { addToCart, type Product } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { lookedUpOrder } from '../../testing/orderFixtures';
import { OrderDetails } from '../../screens/order-confirmation/OrderDetails';
import { CartSummary } from './CartSummary';

const shirt: Product = { id: 21, title: 'Linen Shirt', price: 30, prices: [], sizes: ['M', 'L'], colors: [{ name: 'Red', bgColor: '#c00', imgSrc: '' }] };

describe('size and colour in checkout and on the order', () => {
  it('the order summary names each line’s size and colour', () => {
    const { store, container } = renderWithProviders(<CartSummary />, { path: '/checkout', url: '/checkout' });
    act(() => {
      store.dispatch(addToCart({ product: shirt, size: 'M', openModal: false }));
      store.dispatch(addToCart({ product: shirt, size: 'L', openModal: false }));
    });
    const lines = container.querySelectorAll('[data-summary-line]');
    expect([...lines].map((line) => line.textContent)).toEqual([
      expect.stringContaining('Size: M · Colour: Red'),
      expect.stringContaining('Size: L · Colour: Red'),
    ]);
  });

  it('the order page lists a line’s size and colour', () => {
    const order = { ...lookedUpOrder, order_items: [{ title: 'Linen Shirt', license_type: null, size: 'L', color: 'Red', quantity: 1, total_price: 30 }] };
    renderWithProviders(<OrderDetails order={order} />);
    expect(screen.getByText('(Size: L · Colour: Red)')).toBeInTheDocument();
  });
});

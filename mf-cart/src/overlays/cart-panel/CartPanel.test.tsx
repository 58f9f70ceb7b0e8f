import { screen } from '@testing-library/react';
import { act } from 'react';
import { addToCart, selectCartNote, setCurrency } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { canvasTote } from '../../testing/products';
import CartPanel from './CartPanel';

function renderPanel() {
  const close = jest.fn();
  const view = renderWithProviders(<CartPanel close={close} />);
  act(() => void view.store.dispatch(addToCart({ product: canvasTote, quantity: 3, openModal: false })));
  return { ...view, close };
}

describe('CartPanel', () => {
  it('is a labelled dialog with the lines and the subtotal in the current currency', async () => {
    const { store, close, user } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Shopping bag' })).toHaveAttribute('data-boundary', 'cart');
    expect(screen.getByRole('link', { name: canvasTote.title })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-subtotal')).toHaveTextContent('$120.00');
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(screen.getByTestId('overlay-subtotal')).toHaveTextContent('₦90,000.00');
    await user.click(screen.getByRole('button', { name: 'Close shopping bag' }));
    expect(close).toHaveBeenCalled();
  });

  it('has View cart (to /shopping-cart) and Check Out (to /checkout)', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/shopping-cart');
    expect(screen.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
  });

  it('saves the order note with Save', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add order note' }));
    await user.type(screen.getByRole('textbox', { name: 'Order note' }), '  Leave at the door  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(selectCartNote(store.getState())).toBe('Leave at the door');
    expect(screen.getByText('Leave at the door')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit order note' })).toBeInTheDocument();
  });

  it('drops the draft with Cancel, keeping the saved note', async () => {
    const { store, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add order note' }));
    await user.type(screen.getByRole('textbox', { name: 'Order note' }), 'First');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Edit order note' }));
    const box = screen.getByRole('textbox', { name: 'Order note' });
    expect(box).toHaveValue('First');
    await user.clear(box);
    await user.type(box, 'Second');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(selectCartNote(store.getState())).toBe('First');
    expect(screen.queryByRole('textbox', { name: 'Order note' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { addToCart, selectCartItems, setCurrency } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { canvasTote, licensedTrack } from '../../testing/products';
import CartModal from './CartModal';

function renderModal() {
  const close = jest.fn();
  const view = renderWithProviders(<CartModal close={close} />);
  act(() => {
    view.store.dispatch(addToCart({ product: licensedTrack, openModal: false }));
    view.store.dispatch(addToCart({ product: canvasTote, quantity: 2, openModal: false }));
  });
  return { ...view, close };
}

describe('CartModal', () => {
  it('is a labelled dialog owned by the cart team, closed by its close button', async () => {
    const { close, user } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-boundary', 'cart');
    await user.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(close).toHaveBeenCalled();
  });

  it('lists each line with image, title, license, quantity control, line total and remove', () => {
    const { container } = renderModal();
    const track = container.querySelector(`[data-cart-line="${licensedTrack.id}"]`) as HTMLElement;
    expect(track.querySelector('img')).toHaveAttribute('src', licensedTrack.image_url);
    expect(within(track).getByRole('link', { name: licensedTrack.title })).toHaveAttribute('href', `/product-detail/${licensedTrack.id}`);
    expect(within(track).getByRole('combobox', { name: `License for ${licensedTrack.title}` })).toHaveValue('Standard');
    expect(within(track).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    const tote = container.querySelector(`[data-cart-line="${canvasTote.id}"]`) as HTMLElement;
    expect(within(tote).getByLabelText(`Total for ${canvasTote.title}`)).toHaveTextContent('$80.00');
    expect(screen.getByTestId('overlay-subtotal')).toHaveTextContent('$109.99');
  });

  it('changes quantity and removes lines', async () => {
    const { store, container, user } = renderModal();
    const tote = container.querySelector(`[data-cart-line="${canvasTote.id}"]`) as HTMLElement;
    await user.click(within(tote).getByRole('button', { name: 'Increase quantity' }));
    expect(within(tote).getByLabelText(`Total for ${canvasTote.title}`)).toHaveTextContent('$120.00');
    await user.click(screen.getByRole('button', { name: `Remove ${licensedTrack.title}` }));
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([canvasTote.id]);
    expect(screen.getByTestId('overlay-subtotal')).toHaveTextContent('$120.00');
  });

  it('follows a currency switch at once', () => {
    const { store } = renderModal();
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(screen.getByTestId('overlay-subtotal')).toHaveTextContent('₦82,499.25');
  });

  it('links to the cart page and to checkout', async () => {
    const { user, currentUrl } = renderModal();
    await user.click(screen.getByRole('link', { name: 'View cart' }));
    expect(currentUrl()).toBe('/cart');
    await user.click(screen.getByRole('link', { name: 'Check Out' }));
    expect(currentUrl()).toBe('/checkout');
  });

  it('shows the empty-cart message when there are no lines', () => {
    renderWithProviders(<CartModal close={jest.fn()} />);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});

describe('CartModal after a full cart refused a product', () => {
  it('is titled as full and says how many items a cart can hold, above the lines', () => {
    renderWithProviders(<CartModal close={jest.fn()} props={{ limitReached: true }} />);
    expect(screen.getByRole('dialog', { name: 'Your cart is full' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart can hold up to 100 different items. Remove one to add another.');
  });

  it('says nothing of the kind after an ordinary add', () => {
    renderModal();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { addToCart, saveCartNote, selectCartItems, selectOverlay, setCurrency, toCartLine } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { canvasTote, licensedTrack } from '../../testing/products';
import CartPage from './CartPage';

function renderFilledPage() {
  const view = renderWithProviders(<CartPage />, { url: '/cart' });
  act(() => {
    view.store.dispatch(addToCart({ product: licensedTrack, openModal: false }));
    view.store.dispatch(addToCart({ product: canvasTote, quantity: 2, openModal: false }));
  });
  const row = (id: number) => view.container.querySelector(`tr[data-cart-line="${id}"]`) as HTMLElement;
  return { ...view, row };
}

describe('CartPage', () => {
  it('shows the empty-cart message when the cart is empty', () => {
    const { container } = renderWithProviders(<CartPage />);
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'cart');
  });

  it('lists product (linked, with its license), price, quantity, total price and remove', () => {
    const { row } = renderFilledPage();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Price', 'Quantity', 'Total Price', 'Remove']);
    const track = row(licensedTrack.id);
    expect(within(track).getByRole('link', { name: licensedTrack.title })).toHaveAttribute('href', '/product-detail/341');
    expect(within(track).getByRole('combobox', { name: `License for ${licensedTrack.title}` })).toHaveValue('Standard');
    expect(within(track).getByText('$29.99', { selector: 'td' })).toBeInTheDocument();
    expect(within(row(canvasTote.id)).getByTestId(`line-total-${canvasTote.id}`)).toHaveTextContent('$80.00');
  });

  it('changes the quantity: plus adds 1, minus stops at 1, typed input only as a whole number above 0', async () => {
    const { row, user } = renderFilledPage();
    const tote = row(canvasTote.id);
    const total = within(tote).getByTestId(`line-total-${canvasTote.id}`);
    await user.click(within(tote).getByRole('button', { name: 'Increase quantity' }));
    expect(total).toHaveTextContent('$120.00');
    const input = within(tote).getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '1.5');
    await user.tab();
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '1{Enter}');
    expect(total).toHaveTextContent('$40.00');
    expect(within(tote).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('reprices a line when its license changes', async () => {
    const { row, user } = renderFilledPage();
    const track = row(licensedTrack.id);
    await user.selectOptions(within(track).getByRole('combobox'), 'Extended');
    expect(within(track).getByTestId(`line-total-${licensedTrack.id}`)).toHaveTextContent('$199.99');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$279.99');
  });

  it('lists the shipping options free 0, local 35 and flat rate 35, with free applied to the total', () => {
    renderFilledPage();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(
      within(shipping)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free shippingApplied$0.00', 'Local$35.00', 'Flat rate$35.00']);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$109.99');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$109.99');
  });

  it('shows every price in the current currency, updating at once on a switch', () => {
    const { store, row } = renderFilledPage();
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(within(row(licensedTrack.id)).getByText('₦22,499.25', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦82,499.25');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Local₦26,250.00');
  });

  it("lists the shipping options at the shop's naira prices in NGN, free still applied", () => {
    const { store } = renderFilledPage();
    act(() => void store.dispatch(setCurrency('NGN')));
    const options = within(screen.getByRole('region', { name: 'Shipping' })).getAllByRole('listitem');
    expect(options.map((li) => li.textContent)).toEqual(['Free shippingApplied₦0.00', 'Local₦26,250.00', 'Flat rate₦26,250.00']);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦82,499.25');
  });

  it("shows no naira price for a line stored before the server's amounts, until its prices are refreshed", () => {
    const storedTote = toCartLine({ ...canvasTote, amounts: undefined }, 2);
    const view = renderWithProviders(<CartPage />, { url: '/cart', currency: 'NGN', preloadedState: { cart: { items: [storedTote] } } });
    expect(within(view.container).getByTestId(`line-total-${canvasTote.id}`)).toHaveTextContent(/^$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦0.00');
  });

  it('removes a line by id', async () => {
    const { store, user } = renderFilledPage();
    await user.click(screen.getByRole('button', { name: `Remove ${canvasTote.title}` }));
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([licensedTrack.id]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$29.99');
  });

  it('shows the saved order note and opens the cart panel to edit it', async () => {
    const { store, user } = renderFilledPage();
    expect(screen.getByRole('button', { name: 'Add order note' })).toBeInTheDocument();
    act(() => void store.dispatch(saveCartNote('Gift wrap')));
    expect(screen.getByText('Gift wrap')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit order note' }));
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartPanel' });
  });

  it('links Process To Checkout to /checkout', async () => {
    const { user, currentUrl } = renderFilledPage();
    await user.click(screen.getByRole('link', { name: 'Process To Checkout' }));
    expect(currentUrl()).toBe('/checkout');
  });
});

describe('CartPage after a saved cart was cut down on load', () => {
  const trimmedCart = { items: [toCartLine(canvasTote)], trimmedOnLoad: true };

  it('says the saved cart had more than 100 items and only the first 100 were kept, until dismissed', async () => {
    const { user } = renderWithProviders(<CartPage />, { preloadedState: { cart: trimmedCart } });
    const notice = screen.getByText('Your saved cart had more than 100 items; only the first 100 were kept.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/only the first 100 were kept/)).not.toBeInTheDocument();
  });

  it('says nothing for a cart that was not cut down', () => {
    renderWithProviders(<CartPage />, { preloadedState: { cart: { items: [toCartLine(canvasTote)] } } });
    expect(screen.queryByText(/only the first 100 were kept/)).not.toBeInTheDocument();
  });
});

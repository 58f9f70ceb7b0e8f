import { act, screen, within } from '@testing-library/react';
import { addToCart, addToWishlist } from '@storefront/shared';
import { renderWithProviders, scrollWindowTo } from '@storefront/shared/testing';
import { Header } from './Header';

afterEach(() => scrollWindowTo(0));

const header = () => screen.getByRole('banner');

describe('Header', () => {
  it('gains a background after 100 px, hides scrolling down past 250 px and shows again scrolling up', () => {
    renderWithProviders(<Header />);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(100);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(101);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    expect(header()).toHaveAttribute('data-hidden', 'false');
    scrollWindowTo(250);
    expect(header()).toHaveAttribute('data-hidden', 'false');
    scrollWindowTo(251);
    expect(header()).toHaveAttribute('data-hidden', 'true');
    scrollWindowTo(200);
    expect(header()).toHaveAttribute('data-hidden', 'false');
  });

  it('marks the nav item of the first path segment as the current page', () => {
    renderWithProviders(<Header />, { url: '/store/anything' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links Home, Store, Services, Contact, /login and /register', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/store', '/services', '/contact']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the cart and wishlist counts and opens their overlays and the search panel', async () => {
    const { store, user } = renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => {
      store.dispatch(addToCart({ product: { id: 6, title: 'Mug', price: 4 }, openModal: false }));
      store.dispatch(addToWishlist(6));
    });
    expect(screen.getByRole('button', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    expect(store.getState().ui.overlay).toEqual({ name: 'cartModal' });
    await user.click(screen.getByRole('button', { name: /^Wishlist/ }));
    expect(store.getState().ui.overlay).toEqual({ name: 'wishlistPanel' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(store.getState().ui.overlay).toEqual({ name: 'search' });
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(store.getState().ui.overlay).toEqual({ name: 'categories' });
  });
});

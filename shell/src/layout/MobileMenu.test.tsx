import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { MobileMenu } from './MobileMenu';

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('MobileMenu', () => {
  it('opens a dialog with the navigation, account links and the active item marked', async () => {
    const { user } = renderWithProviders(<MobileMenu />, { url: '/contact' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(menu).getByRole('link', { name: 'Wish list' })).toHaveAttribute('href', '/wish-list');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user } = renderWithProviders(<MobileMenu />);
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const { router, user } = renderWithProviders(<MobileMenu />);
    await user.click(toggle());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Store' }));
    expect(router.state.location.pathname).toBe('/store');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the categories panel after closing itself', async () => {
    const { store, user } = renderWithProviders(<MobileMenu />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Browse categories' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.overlay).toEqual({ name: 'categories' });
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { MobileMenu } from './MobileMenu';

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('MobileMenu', () => {
  it('opens a dialog with the navigation, account links and the active item marked', () => {
    renderWithStore(<MobileMenu />, { path: '/contact' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(menu).getByRole('link', { name: 'Wish list' })).toHaveAttribute('href', '/wish-list');
  });

  it('closes on Escape and returns focus to its button', () => {
    renderWithStore(<MobileMenu />);
    toggle().focus();
    fireEvent.click(toggle());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link navigates', async () => {
    const { router } = renderWithStore(<MobileMenu />);
    fireEvent.click(toggle());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Store' }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/store');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the categories panel after closing itself', () => {
    const { store } = renderWithStore(<MobileMenu />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Browse categories' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.overlay).toEqual({ name: 'categories' });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, serveCatalog } from '@storefront/shared/testing';
import { recordProductView } from '../../recently-viewed/viewedProducts';
import { NOTHING_VIEWED_TITLE, RecentlyViewed } from './RecentlyViewed';

const catalog = Array.from({ length: 14 }, (_, index) => ({ id: index + 1, title: `Product ${index + 1}`, price: 30 }));

beforeEach(() => {
  jest.useFakeTimers();
  // GET products answers with the catalogue; the featured and category calls the hook also makes, with empty lists.
  serveCatalog({ products: catalog, featured: [] });
});
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

/** Renders under fake timers: the user's pauses between actions advance them. */
const renderRecentlyViewed = () => renderWithProviders(<RecentlyViewed />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });

describe('Recently viewed (SPEC §2 "Search", §9)', () => {
  it('before any product is opened, offers the catalogue without calling it recently viewed', async () => {
    renderRecentlyViewed();
    await waitFor(() => expect(document.querySelectorAll('[data-product-id]')).toHaveLength(8));
    expect(screen.getByRole('heading', { name: NOTHING_VIEWED_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it('lists the products this browser opened, newest first, and only those (issue 22 §9)', async () => {
    recordProductView(5);
    recordProductView(2);
    renderRecentlyViewed();
    await waitFor(() => expect(document.querySelectorAll('[data-product-id]')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-product-id]')].map((card) => card.getAttribute('data-product-id'))).toEqual(['2', '5']);
    act(() => recordProductView(9));
    expect(document.querySelectorAll('[data-product-id]')).toHaveLength(3);
  });

  it('shows 8 products, then 4 more per Load more after 1 s, and hides Load more when all are shown', async () => {
    const { user } = renderRecentlyViewed();
    await waitFor(() => expect(document.querySelectorAll('[data-product-id]')).toHaveLength(8));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(document.querySelectorAll('[data-product-id]')).toHaveLength(8);
    act(() => jest.advanceTimersByTime(1));
    expect(document.querySelectorAll('[data-product-id]')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(document.querySelectorAll('[data-product-id]')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

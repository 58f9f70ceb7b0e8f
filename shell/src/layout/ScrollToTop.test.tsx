import { screen } from '@testing-library/react';
import { PAGE_BOTTOM_BAR_ATTRIBUTE } from '@storefront/shared/contracts';
import { renderWithProviders, scrollWindowTo } from '@storefront/shared/testing';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => scrollWindowTo(0));

describe('ScrollToTop (SPEC §2, §9: appears after 500 px)', () => {
  it('is absent up to 500 px and appears past it', () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollWindowTo(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollWindowTo(501);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollWindowTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('appears on a page opened already scrolled past 500 px (a reload or back navigation keeps the position)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    renderWithProviders(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('scrolls the window back to the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ScrollToTop />);
    scrollWindowTo(900);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
  it("sits above the page's own bottom bar, measured when the button appears", () => {
    const bar = document.createElement('div');
    bar.setAttribute(PAGE_BOTTOM_BAR_ATTRIBUTE, '');
    bar.getBoundingClientRect = () => ({ height: 63.2 }) as DOMRect;
    document.body.append(bar);
    renderWithProviders(<ScrollToTop />);
    scrollWindowTo(900);
    expect(screen.getByRole('button', { name: 'Scroll to top' }).style.getPropertyValue('--page-bottom-bar-height')).toBe('64px');
    bar.remove();
  });

  it('keeps its place above the bottom toolbar when the page has no bar of its own', () => {
    renderWithProviders(<ScrollToTop />);
    scrollWindowTo(900);
    expect(screen.getByRole('button', { name: 'Scroll to top' }).style.getPropertyValue('--page-bottom-bar-height')).toBe('');
  });
});

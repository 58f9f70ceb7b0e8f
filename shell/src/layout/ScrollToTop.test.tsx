import { act, fireEvent, render, screen } from '@testing-library/react';
import { scrollWindowTo } from '../testing/renderWithStore';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => scrollWindowTo(0));

describe('ScrollToTop (SPEC §2, §9: appears after 500 px)', () => {
  it('is absent up to 500 px and appears past it', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollWindowTo(500));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollWindowTo(501));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    act(() => scrollWindowTo(120));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('scrolls the window back to the top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTop />);
    act(() => scrollWindowTo(900));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });
});

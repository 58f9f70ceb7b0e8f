import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { Layout } from './Layout';

// ScrollRestoration scrolls, which jsdom cannot.
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

describe('Layout', () => {
  it("puts the phone's bottom toolbar before the screen, so it is painted with the header and never appears over a control being tapped", () => {
    renderWithProviders(<Layout />);
    const toolbar = screen.getByRole('navigation', { name: 'Toolbar' });
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(toolbar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toolbar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

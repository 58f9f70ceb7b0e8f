import { screen, within } from '@testing-library/react';
import { type Product } from '@storefront/shared';
import { usePurchase } from '../../hooks/usePurchase';
import { renderWithProviders } from '@storefront/shared/testing';
import { beatPack, hoodie } from '../../testing/products';
import { StickyAddToCart } from './StickyAddToCart';

function Bar({ product }: { product: Product }) {
  return <StickyAddToCart product={product} purchase={usePurchase(product)} />;
}

describe('StickyAddToCart', () => {
  it('offers no size for a product without sizes, such as a digital audio pack', () => {
    renderWithProviders(<Bar product={beatPack} />);
    const bar = screen.getByRole('region', { name: 'Quick purchase' });
    expect(within(bar).queryByRole('combobox', { name: 'Size' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("offers the product's own sizes when it has them", () => {
    renderWithProviders(<Bar product={{ ...hoodie, sizes: ['M', 'L'] }} />);
    const sizes = within(screen.getByRole('region', { name: 'Quick purchase' })).getByRole('combobox', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['M', 'L']);
  });
});

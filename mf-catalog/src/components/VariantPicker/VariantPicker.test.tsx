import { screen } from '@testing-library/react';
import { selectCartItems, type Product } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { beatPack, hoodie } from '../../testing/products';
import { usePurchase } from '../../hooks/usePurchase';
import { PurchasePanel } from '../PurchasePanel/PurchasePanel';

const redBlueHoodie: Product = {
  ...hoodie,
  sizes: ['S', 'M', 'L'],
  colors: [
    { name: 'Red', bgColor: '#c00', imgSrc: '/red.jpg' },
    { name: 'Blue', bgColor: '#00c', imgSrc: '/blue.jpg' },
  ],
};

function Panel({ product }: { product: Product }) {
  return <PurchasePanel product={product} purchase={usePurchase(product)} />;
}

describe('Product page size and colour', () => {
  it('offers the product’s own sizes and colours as labelled radio groups, the first of each chosen', async () => {
    const { user } = renderWithProviders(<Panel product={redBlueHoodie} />);
    const sizes = screen.getByRole('group', { name: 'Size: S' });
    const colours = screen.getByRole('group', { name: 'Colour: Red' });
    expect(sizes).toBeInTheDocument();
    expect(colours).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(screen.getByRole('group', { name: 'Colour: Blue' })).toBeInTheDocument();
  });

  it('adds the chosen size and colour, then a second size of the same product as its own line', async () => {
    const { store, user } = renderWithProviders(<Panel product={redBlueHoodie} />);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'Already Added' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('button', { name: 'Already Added' });
    expect(selectCartItems(store.getState()).map((line) => [line.size, line.color])).toEqual([
      ['M', 'Blue'],
      ['L', 'Blue'],
    ]);

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('button', { name: 'Already Added' })).toBeDisabled();
  });

  it('shows no size or colour choice for a product without them', () => {
    renderWithProviders(<Panel product={beatPack} />);
    expect(screen.queryByRole('group', { name: /^Size/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Colour/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { selectCartItems } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { beatPack } from '../../testing/products';
import { usePurchase } from '../../hooks/usePurchase';
import { PurchasePanel } from '../PurchasePanel/PurchasePanel';
import { LicenseSelector } from './LicenseSelector';
import type { Product } from '@storefront/shared';

function Panel({ product }: { product: Product }) {
  return <PurchasePanel product={product} purchase={usePurchase(product)} />;
}

describe('LicenseSelector (SPEC §9)', () => {
  it('shows every tier with its price in the current currency and at most 3 features', () => {
    renderWithProviders(<LicenseSelector prices={beatPack.prices!} selected="Standard" onSelect={() => {}} name="t" />, { currency: 'NGN' });
    const premium = screen.getByRole('radio', { name: /^Premium/ }).closest('label')!;
    expect(within(premium).getByText('₦374,999.25')).toBeInTheDocument();
    expect(
      within(premium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Everything in Extended', 'White-label rights', 'Modification permissions']);
    expect(screen.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  });

  it('reports the chosen tier', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<LicenseSelector prices={beatPack.prices!} selected="Standard" onSelect={onSelect} name="t" />);
    await user.click(screen.getByRole('radio', { name: /^Extended/ }));
    expect(onSelect).toHaveBeenCalledWith('Extended');
  });
});

describe('PurchasePanel (SPEC §4 "Product page")', () => {
  it('defaults to Standard, prices by the chosen license and adds with that license and quantity', async () => {
    const { store, user } = renderWithProviders(<Panel product={beatPack} />);
    expect(screen.getByTestId('detail-price')).toHaveTextContent('$29.99');
    await user.click(screen.getByRole('radio', { name: /^Premium/ }));
    expect(screen.getByTestId('detail-price')).toHaveTextContent('$499.99');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('button', { name: 'Already Added' });
    expect(selectCartItems(store.getState())).toMatchObject([{ id: 341, selectedLicense: 'Premium', quantity: 2 }]);
  });

  it('once in the cart, reads Already Added and the quantity and license edit the cart line', async () => {
    const { store, user } = renderWithProviders(<Panel product={beatPack} />);
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'Already Added' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('radio', { name: /^Extended/ }));
    expect(selectCartItems(store.getState())).toMatchObject([{ id: 341, selectedLicense: 'Extended', quantity: 2 }]);
  });
});

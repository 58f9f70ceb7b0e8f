import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import CategoriesPanel, { categoryStoreLink } from './CategoriesPanel';

describe('CategoriesPanel', () => {
  it('links every catalogue category to the store filtered to it', async () => {
    renderWithProviders(<CategoriesPanel close={jest.fn()} props={{}} />, { cachedCategories: [{ name: 'Fashion' }, { name: 'Digital Audio' }] });
    const panel = screen.getByRole('dialog', { name: 'Categories' });
    expect((await within(panel).findAllByRole('link')).map((link) => link.textContent)).toEqual(['All products', 'Fashion', 'Digital Audio']);
    expect(within(panel).getByRole('link', { name: 'Digital Audio' })).toHaveAttribute('href', '/store?category=Digital+Audio');
    expect(within(panel).getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/store');
  });

  it('builds the query the store reads back', () => {
    expect(categoryStoreLink('Pet Supplies')).toBe('/store?category=Pet+Supplies');
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbStructuredData, productBreadcrumbs } from './productBreadcrumbs';

const tee = { id: 7, title: 'Cotton Tee', category_name: 'Fashion' };

describe('product breadcrumbs: Home › Category › Product', () => {
  it('links home and to the store filtered to the category, and marks the product as the current page', () => {
    renderWithProviders(<Breadcrumbs crumbs={productBreadcrumbs(tee)} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Fashion', 'Cotton Tee']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Fashion' }).getAttribute('href')).toMatch(/^\/store\?.*category=Fashion/);
    expect(within(nav).queryByRole('link', { name: 'Cotton Tee' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Cotton Tee')).toHaveAttribute('aria-current', 'page');
  });

  it('describes the same trail as schema.org BreadcrumbList data', () => {
    const data = breadcrumbStructuredData(productBreadcrumbs(tee), 'https://shop.example.com/product-detail/7');
    expect(data).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Fashion', item: expect.stringMatching(/^https:\/\/shop\.example\.com\/store\?.*category=Fashion/) },
      { '@type': 'ListItem', position: 3, name: 'Cotton Tee', item: 'https://shop.example.com/product-detail/7' },
    ]);
  });
});

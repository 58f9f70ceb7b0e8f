import { screen, waitFor, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

describe('the products list (/admin/products)', () => {
  it('lists products with category, price, stock and visibility, each linking to its edit page', async () => {
    renderConsole('/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = within(table).getByRole('row', { name: /Midnight Pulse/ });
    expect(row).toHaveTextContent('Music$29.99100 availableVisible');
    expect(within(row).getByRole('link', { name: 'Midnight Pulse' })).toHaveAttribute('href', '/admin/products/341');
  });

  it('searches and filters by category and visibility through the URL', async () => {
    const { user, currentUrl } = renderConsole('/admin/products');
    await screen.findByRole('option', { name: 'Music (24)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pulse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music (24)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'Hidden from the store');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl()).toBe('/admin/products?q=pulse&category=Music&visibility=hidden');
    await waitFor(() => expect(consoleApi.requests.map((r) => r.call)).toContain('GET /api/v1/admin/products?q=pulse&category=Music&visibility=hidden'));
  });

  it('keeps the category of a shared link selected once the categories arrive', async () => {
    renderConsole('/admin/products?category=Clothing');
    await screen.findByRole('option', { name: 'Clothing (40)' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Clothing');
  });
});

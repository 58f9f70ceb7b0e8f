import { screen, waitFor, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { adminOrder } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

const orderCalls = () => consoleApi.requests.map((request) => request.call).filter((call) => call.startsWith('GET /api/v1/admin/orders'));

describe('the orders list (/admin/orders)', () => {
  it('lists orders newest first with their customer, status, payment and total, each linking to its page', async () => {
    const { user } = renderConsole('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('Paystack');
    expect(first).toHaveTextContent('$129.98');
    await user.click(within(first).getByRole('link', { name: 'ord_7QX2KD9M' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ord_7QX2KD9M' })).toBeInTheDocument();
  });

  it('searches and filters through the URL, so the page can be reloaded and shared', async () => {
    const { user, currentUrl } = renderConsole('/admin/orders?page=2');
    await screen.findByText('No order matches these filters.');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'PayPal');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl()).toBe('/admin/orders?q=grace&status=pending&paymentMethod=paypal&from=2026-11-01');
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    expect(orderCalls()).toEqual(['GET /api/v1/admin/orders?page=2', 'GET /api/v1/admin/orders?q=grace&status=pending&paymentMethod=paypal&from=2026-11-01']);
  });

  it('opens a shared link with its filters in the form and the list', async () => {
    renderConsole('/admin/orders?q=grace&status=pending');
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Grace Hopper');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('grace');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  });

  it('pages through a long list with links that keep the filters', async () => {
    consoleApi.orders = Array.from({ length: 30 }, (_, i) => adminOrder({ id: `ord_${String(i).padStart(4, '0')}`, status: 'paid' }));
    const { user, currentUrl } = renderConsole('/admin/orders?status=paid');
    const pages = await screen.findByRole('navigation', { name: 'Orders pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 30 results');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(currentUrl()).toBe('/admin/orders?status=paid&page=2');
    expect(await screen.findByRole('link', { name: 'ord_0025' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/admin/orders?status=paid');
  });
});

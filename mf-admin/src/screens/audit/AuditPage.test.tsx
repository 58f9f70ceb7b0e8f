import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@storefront/shared/admin';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

describe('the audit log (/admin/audit)', () => {
  it('shows owners who did what to what, when and what changed', async () => {
    renderConsole('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [, update] = within(table).getAllByRole('row');
    expect(update).toHaveTextContent('owner@shop.example');
    expect(update).toHaveTextContent('product.update');
    expect(update).toHaveTextContent('product 341');
    expect(update).toHaveTextContent('price: 29.99 → 24.99');
  });

  it('filters by action and operator through the URL', async () => {
    const { user, currentUrl } = renderConsole('/admin/audit');
    await screen.findByRole('option', { name: 'staff@shop.example' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'session.sign-in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'owner@shop.example');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl()).toBe('/admin/audit?action=session.sign-in&operatorId=op_owner');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('is for owners: staff see that their role may not, and the API is not asked', async () => {
    renderConsole('/admin/audit', { role: 'staff' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.forbidden);
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(consoleApi.requests.some((request) => request.call.includes('/audit'))).toBe(false);
  });
});

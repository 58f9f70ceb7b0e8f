import { screen, within } from '@testing-library/react';
import type { DashboardDay } from '@storefront/shared/schemas/admin';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

// Chart.js draws on a canvas jsdom does not have; the chart's data is chartData.test.ts's. This stands in for it and
// shows what it was given.
jest.mock('./DailyChart', () => ({
  __esModule: true,
  default: ({ days, currency }: { days: DashboardDay[]; currency: string }) => (
    <p>
      Chart of {days.length} days in {currency}
    </p>
  ),
}));

serveAdminApi();

describe('the dashboard (/admin)', () => {
  it("shows the last 30 days by default: totals, the chart, the day table with the chart's numbers, top products", async () => {
    renderConsole('/admin');
    expect(await screen.findByText('Chart of 30 days in USD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders and revenue per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Orders', 'Paid', 'Revenue (USD)', 'Revenue (NGN)']);
    expect(within(rows[30]).getByRole('rowheader')).toHaveTextContent('25 Nov');
    const top = screen.getByRole('table', { name: 'Top products' });
    expect(within(top).getByRole('link', { name: 'Midnight Pulse' })).toHaveAttribute('href', '/admin/products/341');
    expect(consoleApi.requests.map((request) => request.call)).toContain('GET /api/v1/admin/dashboard?days=30');
  });

  it('switches the period to 7 or 90 days, in the URL, and the revenue currency of the chart', async () => {
    const { user, currentUrl } = renderConsole('/admin');
    await user.click(await screen.findByRole('radio', { name: '7 days' }));
    expect(await screen.findByText('Chart of 7 days in USD')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin?days=7');
    await user.click(screen.getByRole('radio', { name: 'NGN' }));
    expect(screen.getByText('Chart of 7 days in NGN')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(8 + 2);
  });

  it('links to the payments that need a look and the open messages', async () => {
    const { user, currentUrl } = renderConsole('/admin?days=90');
    await user.click(await screen.findByRole('link', { name: '2 payments need a look' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments needing a look' })).toHaveFocus();
    expect(currentUrl()).toBe('/admin/payments');
  });
});

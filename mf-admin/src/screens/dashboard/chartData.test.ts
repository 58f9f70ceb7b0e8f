import type { DashboardDay } from '@storefront/shared/schemas/admin';
import { chartSummary, dailyChartData } from './chartData';

const days: DashboardDay[] = [
  { date: '2026-11-24', orders: 2, paidOrders: 1, revenue: { USD: 30, NGN: 0 } },
  { date: '2026-11-25', orders: 5, paidOrders: 4, revenue: { USD: 120.5, NGN: 45000 } },
];

test('charts orders per day as bars and the revenue of one currency as a line on its own axis', () => {
  const data = dailyChartData(days, 'NGN', { orders: 'blue', revenue: 'green' });
  expect(data.labels).toEqual(['24 Nov', '25 Nov']);
  expect(data.datasets.map((set) => [set.type, set.label, set.data, set.yAxisID])).toEqual([
    ['bar', 'Orders', [2, 5], 'orders'],
    ['line', 'Revenue (NGN)', [0, 45000], 'revenue'],
  ]);
});

test('names the chart with its totals and busiest day', () => {
  expect(chartSummary(days, 'USD')).toBe(
    "Orders and revenue in USD per day over 2 days: 7 orders, most on 25 Nov (5). The table below has every day's numbers.",
  );
});

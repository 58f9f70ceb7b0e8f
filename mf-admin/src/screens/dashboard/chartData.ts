// The dashboard chart's data: orders per day as bars and revenue per day, in one currency, as a line on its own axis.
import type { AdminCurrency, DashboardDay } from '@storefront/shared/schemas/admin';
import { formatDay } from '../../format/format';

export interface ChartColours {
  orders: string;
  revenue: string;
}

export function dailyChartData(days: DashboardDay[], currency: AdminCurrency, colours: ChartColours) {
  return {
    labels: days.map((day) => formatDay(day.date)),
    datasets: [
      { type: 'bar' as const, label: 'Orders', data: days.map((day) => day.orders), backgroundColor: colours.orders, yAxisID: 'orders' },
      {
        type: 'line' as const,
        label: `Revenue (${currency})`,
        data: days.map((day) => day.revenue[currency]),
        borderColor: colours.revenue,
        backgroundColor: colours.revenue,
        yAxisID: 'revenue',
      },
    ],
  };
}

/** One sentence for the chart's accessible name; the table below it has every number. */
export function chartSummary(days: DashboardDay[], currency: AdminCurrency): string {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const busiest = days.reduce<DashboardDay | null>((best, day) => (!best || day.orders > best.orders ? day : best), null);
  const peak = busiest && busiest.orders > 0 ? `, most on ${formatDay(busiest.date)} (${busiest.orders})` : '';
  return `Orders and revenue in ${currency} per day over ${days.length} days: ${orders} orders${peak}. The table below has every day's numbers.`;
}

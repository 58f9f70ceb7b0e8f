// The dashboard's chart (Chart.js through react-chartjs-2), in a chunk of its own: the library is fetched only when the
// dashboard shows. Only the parts drawn here are registered, so the rest of Chart.js is left out of the bundle.
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import type { AdminCurrency, DashboardDay } from '@storefront/shared/schemas/admin';
import { chartSummary, dailyChartData } from './chartData';
import styles from './DashboardPage.module.css';

ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export default function DailyChart({ days, currency }: { days: DashboardDay[]; currency: AdminCurrency }) {
  const data = dailyChartData(days, currency, { orders: token('--color-brand', '#1d4ed8'), revenue: token('--color-success', '#157347') });
  return (
    <div className={styles.chart}>
      <Chart
        type="bar"
        data={data}
        role="img"
        aria-label={chartSummary(days, currency)}
        options={{
          maintainAspectRatio: false,
          scales: {
            orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Orders' } },
            revenue: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: currency } },
          },
        }}
      />
    </div>
  );
}

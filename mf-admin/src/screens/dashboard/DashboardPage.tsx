// /admin: orders and revenue per day over 7, 30 or 90 days (a chart and the same numbers as a table), the best
// sellers, and links to the payments and messages that wait for an operator. The period is kept in the URL.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_DAY_CHOICES } from '@storefront/shared/admin';
import type { AdminCurrency } from '@storefront/shared/schemas/admin';
import { useGetDashboardQuery } from '../../apiClient/dashboardApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { DailyTable } from './DailyTable';
import { PeriodChoice } from './PeriodChoice';
import { PeriodTotals } from './PeriodTotals';
import { TopProducts } from './TopProducts';
import styles from './DashboardPage.module.css';

const DailyChart = lazy(() => import('./DailyChart'));

const periodOf = (value: string | null) => DASHBOARD_DAY_CHOICES.find((days) => String(days) === value) ?? 30;

export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const [currency, setCurrency] = useState<AdminCurrency>('USD');
  const { data, isLoading, error, refetch } = useGetDashboardQuery(days);
  return (
    <div className={styles.page} data-boundary="admin">
      <PageHeading title="Dashboard">Dashboard</PageHeading>
      <PeriodChoice days={days} currency={currency} onDays={(next) => setParams({ days: String(next) })} onCurrency={setCurrency} />
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the dashboard" />
      {data ? (
        <>
          <PeriodTotals dashboard={data} />
          <Suspense fallback={<p role="status">Loading the chart…</p>}>
            <DailyChart days={data.days} currency={currency} />
          </Suspense>
          <DailyTable days={data.days} />
          <h2>Top products</h2>
          <TopProducts products={data.topProducts} />
        </>
      ) : null}
    </div>
  );
}

// /admin/speed: what shoppers' browsers measured — the 75th percentile of each reading per page and per remote
// release, beside the store's budgets, over 1, 7 or 28 days (kept in the URL).
import { useSearchParams } from 'react-router-dom';
import { VITALS_DAY_CHOICES } from '@storefront/shared/admin';
import { VITAL_BUDGETS, VITAL_LABELS, VITAL_METRICS, type VitalMetric } from '@storefront/shared/vitals';
import { useGetVitalsQuery } from '../../apiClient/vitalsApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { formatVital } from '../../format/format';
import { VitalsTable } from './VitalsTable';
import styles from '../dashboard/DashboardPage.module.css';

const periodOf = (value: string | null) => VITALS_DAY_CHOICES.find((days) => String(days) === value) ?? 7;

const budgets = VITAL_METRICS.filter((metric) => VITAL_BUDGETS[metric] !== undefined)
  .map((metric: VitalMetric) => `${metric} ≤ ${formatVital(metric, VITAL_BUDGETS[metric]!)}`)
  .join(', ');

export default function SpeedPage() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('days'));
  const { data, isLoading, error, refetch } = useGetVitalsQuery(days);
  return (
    <div className={styles.page} data-boundary="admin">
      <PageHeading title="Page speed">Page speed</PageHeading>
      <p>
        What shoppers’ browsers measured, sampled: the 75th percentile of each reading (three page views in four were at least this fast) beside the store’s
        budgets ({budgets}). A figure is the top of the histogram bucket it fell in, at most 9 % above the true value. {VITAL_LABELS.FirstTap} runs from the
        first tap on a control to the first paint after the page could answer it.
      </p>
      <div className={styles.choices}>
        <fieldset>
          <legend>Period</legend>
          {VITALS_DAY_CHOICES.map((choice) => (
            <label key={choice}>
              <input type="radio" name="speed-days" value={choice} checked={days === choice} onChange={() => setParams({ days: String(choice) })} />{' '}
              {choice === 1 ? 'Today' : `${choice} days`}
            </label>
          ))}
        </fieldset>
      </div>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="page speed" />
      {data ? (
        <>
          <h2>Per page</h2>
          <VitalsTable
            caption="75th percentile per page"
            rowHeading="Page"
            rows={data.pages.map((page) => ({ key: page.route, label: page.route, figures: page.figures }))}
          />
          <h2>Per remote release</h2>
          <VitalsTable
            caption="75th percentile per remote release"
            rowHeading="Remote and release"
            rows={data.releases.map(({ remote, release, figures }) => ({
              key: `${remote} ${release}`,
              label: `${remote} · ${release || (remote === 'shell' ? 'the shell' : 'workspace build')}`,
              figures,
            }))}
          />
        </>
      ) : null}
    </div>
  );
}

// One page-speed table: a row per page or remote release, a column per metric with its budget, each cell the 75th
// percentile, whether it is within the budget (in words, not colour alone) and how many readings it stands on.
import type { VitalFigure } from '@storefront/shared/schemas/admin';
import { VITAL_BUDGETS, VITAL_LABELS, VITAL_METRICS, type VitalMetric } from '@storefront/shared/vitals';
import { NumberHeader } from '../../components/NumberHeader';
import { TableBox } from '../../components/TableBox';
import { formatVital } from '../../format/format';
import ui from '../../components/ui.module.css';

export interface VitalsRow {
  key: string;
  label: string;
  figures: VitalFigure[];
}

function FigureCell({ metric, figure }: { metric: VitalMetric; figure: VitalFigure | undefined }) {
  if (!figure) return <td className={ui.number}>no readings</td>;
  const budget = VITAL_BUDGETS[metric];
  const within = budget === undefined ? null : figure.p75 <= budget;
  return (
    <td className={ui.number}>
      <strong>{formatVital(metric, figure.p75)}</strong>
      {within === null ? null : <span className={within ? undefined : ui.fieldError}>{within ? ' within budget' : ' over budget'}</span>}
      <br />
      <span className={ui.muted}>
        {figure.samples} {figure.samples === 1 ? 'reading' : 'readings'}
      </span>
    </td>
  );
}

export function VitalsTable({ caption, rowHeading, rows }: { caption: string; rowHeading: string; rows: VitalsRow[] }) {
  if (rows.length === 0) return <p className={ui.muted}>No page has reported in this period.</p>;
  return (
    <TableBox label={caption}>
      <table className={ui.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {VITAL_METRICS.map((metric) => (
              <NumberHeader key={metric}>
                {VITAL_LABELS[metric]}
                {VITAL_BUDGETS[metric] !== undefined ? ` (budget ≤ ${formatVital(metric, VITAL_BUDGETS[metric])})` : ''}
              </NumberHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {VITAL_METRICS.map((metric) => (
                <FigureCell key={metric} metric={metric} figure={row.figures.find((figure) => figure.metric === metric)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

// The chart's numbers as a table, for screen readers and for reading exact figures.
import type { DashboardDay } from '@storefront/shared/schemas/admin';
import { formatDay } from '../../format/format';
import { NumberHeader } from '../../components/NumberHeader';
import { RevenueCells, RevenueHeaders } from '../../components/RevenueColumns';
import { TableBox } from '../../components/TableBox';
import ui from '../../components/ui.module.css';

export function DailyTable({ days }: { days: DashboardDay[] }) {
  return (
    <TableBox label="Orders and revenue per day">
      <table className={ui.table}>
        <caption>Orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <NumberHeader>Orders</NumberHeader>
            <NumberHeader>Paid</NumberHeader>
            <RevenueHeaders />
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td className={ui.number}>{day.orders}</td>
              <td className={ui.number}>{day.paidOrders}</td>
              <RevenueCells revenue={day.revenue} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

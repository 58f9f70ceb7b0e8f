// The chart's numbers as a table, for screen readers and for reading exact figures.
import type { DashboardDay } from '@storefront/shared/schemas/admin';
import { formatDay, formatMoney } from '../../format/format';
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
            <th scope="col" className={ui.number}>
              Orders
            </th>
            <th scope="col" className={ui.number}>
              Paid
            </th>
            <th scope="col" className={ui.number}>
              Revenue (USD)
            </th>
            <th scope="col" className={ui.number}>
              Revenue (NGN)
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td className={ui.number}>{day.orders}</td>
              <td className={ui.number}>{day.paidOrders}</td>
              <td className={ui.number}>{formatMoney(day.revenue.USD, 'USD')}</td>
              <td className={ui.number}>{formatMoney(day.revenue.NGN, 'NGN')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

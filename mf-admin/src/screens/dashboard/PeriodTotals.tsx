// The period's totals and what needs an operator: payments to look at, messages to answer.
import { Link } from 'react-router-dom';
import type { Dashboard } from '@storefront/shared/schemas/admin';
import { formatMoney } from '../../format/format';
import styles from './DashboardPage.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function PeriodTotals({ dashboard }: { dashboard: Dashboard }) {
  const { totals, paymentsNeedingLook, openMessages } = dashboard;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Orders</dt>
        <dd>
          {totals.orders} ({totals.paidOrders} paid)
        </dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>
          {formatMoney(totals.revenue.USD, 'USD')} · {formatMoney(totals.revenue.NGN, 'NGN')}
        </dd>
      </div>
      <div>
        <dt>Payments</dt>
        <dd>
          <Link to="/admin/payments">{plural(paymentsNeedingLook, 'payment needs a look', 'payments need a look')}</Link>
        </dd>
      </div>
      <div>
        <dt>Messages</dt>
        <dd>
          <Link to="/admin/messages">{plural(openMessages, 'open message', 'open messages')}</Link>
        </dd>
      </div>
    </dl>
  );
}

// /admin/orders/:id: one order whole — customer, address, lines, totals, payments, downloads, e-mails and what
// happened when — with Resend receipt, and Mark refunded for owners.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetOrderQuery } from '../../apiClient/ordersApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { formatDateTime, formatMoney } from '../../format/format';
import { label, paymentMethodLabel } from '../../format/labels';
import { useOperator } from '../../session/useOperator';
import ui from '../../components/ui.module.css';
import { ActionOutcome, type Outcome } from './ActionOutcome';
import { OrderDeliveries } from './OrderDeliveries';
import { OrderLines } from './OrderLines';
import { OrderPayments } from './OrderPayments';
import { OrderPeople } from './OrderPeople';
import { OrderTimeline } from './OrderTimeline';
import { RefundAction } from './RefundAction';
import { AccountEmails } from './AccountEmails';
import { ResendReceipt } from './ResendReceipt';
import styles from './OrderPage.module.css';

export default function OrderPage({ id }: { id: string }) {
  const { may } = useOperator();
  const { data: order, isLoading, error, refetch } = useGetOrderQuery(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <div className={styles.page} data-boundary="admin">
      <p>
        <Link className={ui.link} to="/admin/orders">
          ← All orders
        </Link>
      </p>
      <PageHeading title={`Order ${id}`}>Order {id}</PageHeading>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the order" />
      {order ? (
        <>
          <p className={styles.summary}>
            {label(order.status)} · {paymentMethodLabel(order.paymentMethod)} · {formatMoney(order.total, order.currency)} · placed{' '}
            {formatDateTime(order.placedAt)}
            {order.paidAt ? `, paid ${formatDateTime(order.paidAt)}` : ''}
          </p>
          <div className={ui.actions}>
            {may('orders:resend-receipt') ? <ResendReceipt order={order} onSent={(message) => setOutcome({ message, takeFocus: false })} /> : null}
            {may('orders:resend-receipt') ? <AccountEmails order={order} onSent={(message) => setOutcome({ message, takeFocus: false })} /> : null}
            {may('orders:refund') ? <RefundAction order={order} onRefunded={(message) => setOutcome({ message, takeFocus: true })} /> : null}
          </div>
          <ActionOutcome outcome={outcome} />
          <OrderPeople order={order} />
          <OrderLines order={order} />
          <OrderPayments order={order} />
          <OrderDeliveries order={order} />
          <OrderTimeline events={order.timeline} />
        </>
      ) : null}
    </div>
  );
}

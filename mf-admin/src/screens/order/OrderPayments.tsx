// Every attempt to pay for the order, and its refund once there is one.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { formatDateTime, formatMoney } from '../../format/format';
import { label, paymentMethodLabel } from '../../format/labels';
import { TableBox } from '../../components/TableBox';
import { NumberHeader } from '../../components/NumberHeader';
import ui from '../../components/ui.module.css';

export function OrderPayments({ order }: { order: AdminOrder }) {
  return (
    <section className={ui.card} aria-labelledby="order-payments">
      <h2 id="order-payments">Payments</h2>
      {order.payments.length ? (
        <TableBox label="Payment attempts">
          <table className={ui.table}>
            <caption className={ui.visuallyHidden}>Payment attempts</caption>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <NumberHeader>Amount</NumberHeader>
                <th scope="col">Started</th>
                <th scope="col">Last change</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={`${payment.provider}:${payment.reference}`}>
                  <th scope="row">{paymentMethodLabel(payment.provider)}</th>
                  <td>{payment.reference}</td>
                  <td>{label(payment.status)}</td>
                  <td className={ui.number}>{formatMoney(payment.amount, payment.currency)}</td>
                  <td>{formatDateTime(payment.createdAt)}</td>
                  <td>{formatDateTime(payment.updatedAt)}</td>
                  <td>{payment.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : (
        <p className={ui.muted}>No payment was started for this order.</p>
      )}
      {order.refund ? (
        <p>
          Refunded {formatDateTime(order.refund.refundedAt)} —{' '}
          {order.refund.method === 'provider' ? `through the provider (ref ${order.refund.providerReference ?? 'none'})` : 'recorded as a manual refund'}
          {order.refund.operatorEmail ? ` by ${order.refund.operatorEmail}` : ''}: {order.refund.reason}
        </p>
      ) : null}
    </section>
  );
}

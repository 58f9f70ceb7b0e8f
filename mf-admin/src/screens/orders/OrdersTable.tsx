// One page of orders, newest first; each order's number opens its page.
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@storefront/shared/schemas/admin';
import { formatDateTime, formatMoney } from '../../format/format';
import { label, paymentMethodLabel } from '../../format/labels';
import { TableBox } from '../../components/TableBox';
import { NumberHeader } from '../../components/NumberHeader';
import ui from '../../components/ui.module.css';

export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  if (!orders.length) return <p role="status">No order matches these filters.</p>;
  return (
    <TableBox label="Orders, newest first">
      <table className={ui.table}>
        <caption>Orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <NumberHeader>Items</NumberHeader>
            <NumberHeader>Total</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link className={ui.link} to={`/admin/orders/${encodeURIComponent(order.id)}`}>
                  {order.id}
                </Link>
              </th>
              <td>{formatDateTime(order.placedAt)}</td>
              <td>
                {order.customerName}
                <br />
                <span className={ui.muted}>{order.customerEmail}</span>
              </td>
              <td>{label(order.status)}</td>
              <td>{paymentMethodLabel(order.paymentMethod)}</td>
              <td className={ui.number}>{order.itemCount}</td>
              <td className={ui.number}>{formatMoney(order.total, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

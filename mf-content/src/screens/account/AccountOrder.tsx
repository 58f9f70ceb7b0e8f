// One order in Your Orders: its number, date, status, lines and total, a link to its order page, and — once paid —
// its downloads with licence keys, certificates and "Get a new download link" (the shared DownloadsSection the order
// pages show).
import { Link } from 'react-router-dom';
import { describeVariant, formatPrice } from '@storefront/shared';
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import type { OrderLookupAnswer } from '@storefront/shared/schemas';
import styles from './AccountLayout.module.css';

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function AccountOrder({ order }: { order: OrderLookupAnswer }) {
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className={styles.order}>
      <h2 id={headingId}>Order {order.id}</h2>
      <p>
        Status: <strong data-testid="order-status">{STATUS_LABELS[order.status] ?? order.status}</strong> · placed{' '}
        {new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })} ·{' '}
        <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`}>View order</Link>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Items in order {order.id}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.order_items.map((item, index) => (
              <tr key={index}>
                <td>
                  {item.title}
                  {item.license_type && <span> ({item.license_type} license)</span>}
                  {describeVariant(item) && <span> ({describeVariant(item)})</span>}
                </td>
                <td>{item.quantity}</td>
                <td>{formatPrice(item.total_price, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Order total
              </th>
              <td>{formatPrice(order.total, order.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />
    </article>
  );
}

// One order in Your Orders: its number, date, status, lines and total, a link to its order page, and — once paid —
// its downloads with licence keys, certificates and "Get a new download link" (the shared DownloadsSection the order
// pages show).
import { Link } from 'react-router-dom';
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import type { OrderLookupAnswer } from '@storefront/shared/schemas';
import { ORDER_STATUS_LABELS, OrderItemsTable } from '../../components/OrderItemsTable';
import styles from './AccountLayout.module.css';

export function AccountOrder({ order }: { order: OrderLookupAnswer }) {
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className={styles.order}>
      <h2 id={headingId}>Order {order.id}</h2>
      <p>
        Status: <strong data-testid="order-status">{ORDER_STATUS_LABELS[order.status] ?? order.status}</strong> · placed{' '}
        {new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })} ·{' '}
        <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`}>View order</Link>
      </p>
      <div className={styles.tableWrap}>
        <OrderItemsTable
          caption={`Items in order ${order.id}`}
          items={order.order_items}
          total={order.total}
          currency={order.currency}
          className={styles.table}
        />
      </div>
      <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />
    </article>
  );
}

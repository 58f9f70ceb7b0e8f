// The order tracking page's result: the found order's status, its items with line totals and, once paid, what the
// shopper can download — in the browser that placed the order; elsewhere the API sends the order's link by e-mail
// instead (`notice` says so), since an e-mail address proves nothing.
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import type { TrackedOrder } from '../../apiClient/contentApi';
import { ORDER_STATUS_LABELS, OrderItemsTable } from '../../components/OrderItemsTable';
import styles from './OrderTrackingPage.module.css';

export function TrackedOrderView({ order, notice }: { order: TrackedOrder; notice: string | null }) {
  return (
    <section aria-labelledby="tracked-order" className={styles.result}>
      <h2 id="tracked-order">Order {order.id}</h2>
      <p>
        Status: <strong data-testid="order-status">{ORDER_STATUS_LABELS[order.status] ?? order.status}</strong> · placed{' '}
        {new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </p>
      <OrderItemsTable
        caption="Items in this order"
        items={order.items}
        total={order.total}
        currency={order.currency}
        className={styles.items}
        noteClassName={styles.license}
      />
      {notice && <p role="status">{notice}</p>}
      <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />
    </section>
  );
}

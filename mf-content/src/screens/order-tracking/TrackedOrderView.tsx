// The order tracking page's result: the found order's status, its items with line totals and, once paid, what the
// shopper can download — in the browser that placed the order; elsewhere the API sends the order's link by e-mail
// instead (`notice` says so), since an e-mail address proves nothing.
import { describeVariant, formatPrice } from '@storefront/shared';
import { deliveriesToShow, DownloadsSection } from '@storefront/shared/fulfilment';
import type { TrackedOrder } from '../../api/contentApi';
import styles from './OrderTrackingPage.module.css';

const STATUS_LABELS: Record<string, string> = { pending: 'Pending', paid: 'Paid', failed: 'Payment failed', cancelled: 'Cancelled', refunded: 'Refunded' };

export function TrackedOrderView({ order, notice }: { order: TrackedOrder; notice: string | null }) {
  return (
    <section aria-labelledby="tracked-order" className={styles.result}>
      <h2 id="tracked-order">Order {order.id}</h2>
      <p>
        Status: <strong data-testid="order-status">{STATUS_LABELS[order.status] ?? order.status}</strong> · placed{' '}
        {new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </p>
      <table className={styles.items}>
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index}>
              <td>
                {item.title}
                {item.license_type && <span className={styles.license}> ({item.license_type} license)</span>}
                {describeVariant(item) && <span className={styles.license}> ({describeVariant(item)})</span>}
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
      {notice && <p role="status">{notice}</p>}
      <DownloadsSection orderId={order.id} deliveries={deliveriesToShow(order)} />
    </section>
  );
}

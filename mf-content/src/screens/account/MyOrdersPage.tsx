// Your Orders (/my-account-orders): a table of sample orders (static, SPEC §2).
import { formatPrice } from '@storefront/shared';
import { AccountLayout } from './AccountLayout';
import styles from './AccountLayout.module.css';
import { SAMPLE_ORDERS } from './sampleAccount';

export default function MyOrdersPage() {
  return (
    <AccountLayout title="Your Orders">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Your orders (sample data)</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ORDERS.map((order) => (
              <tr key={order.number}>
                <th scope="row">{order.number}</th>
                <td>{order.date}</td>
                <td>{order.status}</td>
                <td>
                  {formatPrice(order.total, order.currency)} for {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AccountLayout>
  );
}

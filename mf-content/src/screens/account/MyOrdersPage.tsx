// Your Orders (/my-account-orders): the account's orders, newest first (AccountOrder each).
import { useGetAccountOrdersQuery } from '@storefront/shared';
import { Link } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { AccountOrder } from './AccountOrder';
import styles from './AccountLayout.module.css';

export const NO_ORDERS = 'You have no orders yet.';

function OrderList() {
  const { data, isLoading, isError, refetch } = useGetAccountOrdersQuery();
  if (isLoading) return <p role="status">Loading your orders…</p>;
  if (isError || !data)
    return (
      <p role="alert">
        We could not load your orders.{' '}
        <button type="button" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );
  if (data.orders.length === 0)
    return (
      <p>
        {NO_ORDERS} <Link to="/store">Go to the store</Link>
      </p>
    );
  return (
    <ol aria-label="Your orders" className={styles.orders}>
      {data.orders.map((order) => (
        <li key={order.id}>
          <AccountOrder order={order} />
        </li>
      ))}
    </ol>
  );
}

export default function MyOrdersPage() {
  return <AccountLayout title="Your Orders">{() => <OrderList />}</AccountLayout>;
}

// Order confirmation (/order-confirmation/:orderId): loading, then the confirmed order or Order Not Found (SPEC §2, §4, §8).
import { useParams } from 'react-router-dom';
import { useGetOrderQuery } from '@storefront/shared';
import { OrderConfirmed } from './OrderConfirmed';
import { OrderNotFound } from './OrderNotFound';
import styles from './OrderConfirmation.module.css';

export const ORDER_CONFIRMATION_MESSAGES = {
  invalidId: 'Invalid order ID',
  notFound: 'Could not load order details. Please check your order ID.',
} as const;

export default function OrderConfirmationPage() {
  const orderId = useParams().orderId?.trim() ?? '';
  const { data, isLoading, isFetching, isError } = useGetOrderQuery(orderId, { skip: !orderId });

  let view;
  if (!orderId) view = <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.invalidId} />;
  else if (isLoading || (isFetching && !data)) view = <p role="status">Loading order details...</p>;
  else if (isError || !data?.success || !data.order) view = <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.notFound} />;
  else view = <OrderConfirmed order={data.order} />;

  return (
    <div className={styles.page} data-boundary="checkout">
      {view}
    </div>
  );
}

// Order confirmation (/order-confirmation/:orderId): loading, then the order or Order Not Found (SPEC §2, §4, §8).
import { useParams, useSearchParams } from 'react-router-dom';
import { useOrderLookup } from '../../orders/useOrderLookup';
import { OrderDetails } from './OrderDetails';
import { OrderNotFound } from './OrderNotFound';
import { OwnershipForm } from './OwnershipForm';
import styles from './OrderConfirmation.module.css';

export const ORDER_CONFIRMATION_MESSAGES = {
  invalidId: 'Invalid order ID',
  notFound: 'Could not load order details. Please check your order ID.',
} as const;

function LookedUpOrder({ orderId, access }: { orderId: string; access: string | null }) {
  const lookup = useOrderLookup(orderId, access);
  if (lookup.view === 'loading') return <p role="status">Loading order details...</p>;
  if (lookup.view === 'not-found') return <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.notFound} />;
  const { order, proof } = lookup;
  return <OrderDetails order={order} ownershipProof={order.access === 'masked' && <OwnershipForm proof={proof} />} />;
}

export default function OrderConfirmationPage() {
  const orderId = useParams().orderId?.trim() ?? '';
  // The order e-mail's link carries `?access=`, the proof that the reader is the buyer.
  const access = useSearchParams()[0].get('access');
  return (
    <div className={styles.page} data-boundary="checkout">
      {/* Keyed by the order: another order starts over with its own lookup. */}
      {orderId ? <LookedUpOrder key={orderId} orderId={orderId} access={access} /> : <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.invalidId} />}
    </div>
  );
}

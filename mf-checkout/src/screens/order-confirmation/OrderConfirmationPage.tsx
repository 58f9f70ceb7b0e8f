// Order confirmation (/order-confirmation/:orderId): loading, then the order or Order Not Found (SPEC §2, §4, §8).
import { useParams } from 'react-router-dom';
import { useOrderLookup } from '../../orders/useOrderLookup';
import { OrderDetails } from './OrderDetails';
import { OrderNotFound } from './OrderNotFound';
import { OwnershipForm } from './OwnershipForm';
import styles from './OrderConfirmation.module.css';

export const ORDER_CONFIRMATION_MESSAGES = {
  invalidId: 'Invalid order ID',
  notFound: 'Could not load order details. Please check your order ID.',
} as const;

function LookedUpOrder({ orderId }: { orderId: string }) {
  const lookup = useOrderLookup(orderId);
  if (lookup.view === 'loading') return <p role="status">Loading order details...</p>;
  if (lookup.view === 'not-found') return <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.notFound} />;
  const { order, ownerEmail, proof } = lookup;
  return <OrderDetails order={order} ownerEmail={ownerEmail} ownershipProof={order.access === 'masked' && <OwnershipForm proof={proof} />} />;
}

export default function OrderConfirmationPage() {
  const orderId = useParams().orderId?.trim() ?? '';
  return (
    <div className={styles.page} data-boundary="checkout">
      {/* Keyed by the order: another order starts over with its own proof of ownership. */}
      {orderId ? <LookedUpOrder key={orderId} orderId={orderId} /> : <OrderNotFound message={ORDER_CONFIRMATION_MESSAGES.invalidId} />}
    </div>
  );
}

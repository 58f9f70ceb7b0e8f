// The payment result's failed view: the server reported the payment as not made; the order stays saved to pay later.
import { Link } from 'react-router-dom';
import styles from './PaymentConfirmation.module.css';

export const PAYMENT_FAILED_TEXT = 'Unfortunately, your payment could not be processed. Please try again.';

export function PaymentFailed({ orderId, message }: { orderId: string; message: string }) {
  return (
    <section className={styles.result} aria-labelledby="payment-failed-title">
      <h1 id="payment-failed-title" className={styles.errorTitle}>
        Payment Failed
      </h1>
      <p>{PAYMENT_FAILED_TEXT}</p>
      <p>
        Order ID: <strong data-testid="order-id">{orderId}</strong>
      </p>
      <p>Your order has been saved. You can complete the payment later.</p>
      <p className={styles.muted} role="alert">
        {message}
      </p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/checkout">
          Try Again
        </Link>
        {/* The order's own page states its real payment status; the account page lists only sample orders. */}
        <Link className={styles.secondary} to={`/order-confirmation/${encodeURIComponent(orderId)}`}>
          View Orders
        </Link>
      </div>
    </section>
  );
}

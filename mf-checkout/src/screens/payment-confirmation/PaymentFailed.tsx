// The payment result's failed view: the server reported the payment as not made; the order stays saved to pay later.
import { Link } from 'react-router-dom';
import { selectSignedIn, useAppSelector } from '@storefront/shared';
import styles from './PaymentConfirmation.module.css';

export const PAYMENT_FAILED_TEXT = 'Unfortunately, your payment could not be processed. Please try again.';

export function PaymentFailed({ orderId, message }: { orderId: string; message: string }) {
  const signedIn = useAppSelector(selectSignedIn);
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
        {/* Signed in, the account's order list (this order among them); otherwise the order's own page, which states its
            real payment status. */}
        <Link className={styles.secondary} to={signedIn ? '/my-account-orders' : `/order-confirmation/${encodeURIComponent(orderId)}`}>
          View Orders
        </Link>
      </div>
    </section>
  );
}

// The payment result's error view: the return could not be verified (missing parameters or a failed request).
import { Link } from 'react-router-dom';
import styles from './PaymentConfirmation.module.css';

export const DEFAULT_PAYMENT_ERROR = 'An error occurred while processing your payment.';

export function PaymentError({ message = DEFAULT_PAYMENT_ERROR }: { message?: string }) {
  return (
    <section className={styles.result} aria-labelledby="payment-error-title">
      <h1 id="payment-error-title" className={styles.errorTitle}>
        Payment Error
      </h1>
      <p role="alert">{message}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/checkout">
          Return to Checkout
        </Link>
      </div>
    </section>
  );
}

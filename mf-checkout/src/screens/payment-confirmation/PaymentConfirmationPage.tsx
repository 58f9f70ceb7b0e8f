// Payment result (/payment-confirmation): Verifying Payment, then Payment Successful!, Payment Failed or Payment Error (SPEC §2, §4, §8).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPaymentReturn } from '../../payments/paymentReturn';
import { usePaymentVerification } from '../../payments/usePaymentVerification';
import { PaymentError } from './PaymentError';
import { PaymentFailed } from './PaymentFailed';
import { PaymentSuccess } from './PaymentSuccess';
import styles from './PaymentConfirmation.module.css';

export default function PaymentConfirmationPage() {
  const [search] = useSearchParams();
  const payment = useMemo(() => readPaymentReturn(search), [search]);
  const result = usePaymentVerification(payment);

  return (
    <div className={styles.page} data-boundary="checkout">
      {result.view === 'loading' && (
        <section className={styles.result} role="status">
          <h1>Verifying Payment</h1>
          <p>Please wait while we confirm your payment...</p>
        </section>
      )}
      {result.view === 'error' && <PaymentError message={result.message} />}
      {result.view === 'failed' && <PaymentFailed orderId={result.orderId} message={result.message} />}
      {result.view === 'success' && <PaymentSuccess order={result.order} />}
    </div>
  );
}

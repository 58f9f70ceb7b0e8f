// The checkout's pay button with the hints saying why it is disabled and the order's progress or error message.
// While something is missing the button only looks inactive and names what is missing: a tap still reaches the page,
// which shows every error and moves focus to the first (issue 22 §6), where a disabled button would do nothing at all.
import type { OrderStatus } from '../../checkout/usePlaceOrder';
import styles from './PlaceOrderPanel.module.css';

interface PlaceOrderPanelProps {
  hints: string[];
  status: OrderStatus;
  onPlaceOrder: () => void;
}

export function PlaceOrderPanel({ hints, status, onPlaceOrder }: PlaceOrderPanelProps) {
  const busy = status.phase === 'processing' || status.phase === 'success';
  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={hints.length > 0 ? `${styles.pay} ${styles.incomplete}` : styles.pay}
        disabled={busy}
        aria-describedby={hints.length > 0 ? 'pay-hints' : undefined}
        onClick={onPlaceOrder}
      >
        {status.phase === 'processing' ? status.message : 'Place Order'}
      </button>
      {hints.length > 0 && (
        <ul id="pay-hints" className={styles.hints}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      <div role="status" className={styles.live}>
        {status.phase === 'success' && <p className={styles.success}>{status.message}</p>}
      </div>
      <div role="alert" className={styles.live}>
        {status.phase === 'error' && <p className={styles.error}>{status.message}</p>}
      </div>
    </div>
  );
}

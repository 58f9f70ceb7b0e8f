// The checkout's pay button with the hints saying why it is disabled and the order's progress or error message.
// While something is missing the button only looks inactive and names what is missing: a tap still reaches the page,
// which shows every error and moves focus to the first (decision 0015), where a disabled button would do nothing at all.
import type { MouseEvent } from 'react';
import { CHECKOUT_INTENTS, CHECKOUT_POST_FIELDS } from '@storefront/shared/checkout';
import type { OrderStatus } from '../../checkout/usePlaceOrder';
import styles from './PlaceOrderPanel.module.css';

interface PlaceOrderPanelProps {
  hints: string[];
  status: OrderStatus;
  onPlaceOrder: () => void;
  /** Why the server did not place the order the form posted without scripts (decision 0066); shown until a new attempt. */
  refusal?: string | null;
  /** The form the button submits when the page's scripts do not run. */
  formId?: string;
}

export function PlaceOrderPanel({ hints, status, onPlaceOrder, refusal = null, formId }: PlaceOrderPanelProps) {
  const busy = status.phase === 'processing' || status.phase === 'success';
  // With scripts the page places the order; the form's submit is for a page without them.
  const placeOrder = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onPlaceOrder();
  };
  const error = status.phase === 'error' ? status.message : status.phase === 'idle' ? refusal : null;
  return (
    <div className={styles.panel}>
      <button
        type="submit"
        form={formId}
        name={CHECKOUT_POST_FIELDS.intent}
        value={CHECKOUT_INTENTS.order}
        className={hints.length > 0 ? `${styles.pay} ${styles.incomplete}` : styles.pay}
        disabled={busy}
        aria-describedby={hints.length > 0 ? 'pay-hints' : undefined}
        onClick={placeOrder}
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
        {error && <p className={styles.error}>{error}</p>}
      </div>
    </div>
  );
}

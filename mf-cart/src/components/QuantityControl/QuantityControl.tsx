// Minus / typed value / plus for a cart line; minus never goes below 1, only whole numbers above 0 are accepted, and
// asking for more than 99 keeps 99 and says why (a cart line past the cap would be refused at checkout). Given field names, it is the controls of the form around
// it before the page's scripts run (decision 0061): − and + submit the quantity they set, Enter the typed one.
import { QUANTITY_LIMIT_MESSAGE } from '../../limits/limitMessages';
import { useQuantityLimit } from '@storefront/shared/quantity';
import { MAX_QUANTITY } from '@storefront/shared';
import styles from './QuantityControl.module.css';

interface Props {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
  /** The form fields of the typed quantity and of the one a − or + button sets. */
  names?: { quantity: string; setQuantity: string };
}

export function QuantityControl({ value, label, onChange, names }: Props) {
  const { draft, setDraft, commit, increase, decrease, limitReached } = useQuantityLimit(value, onChange);

  return (
    <div className={styles.wrapper}>
      <div className={styles.control} role="group" aria-label={`Quantity of ${label}`}>
        <button
          type={names ? 'submit' : 'button'}
          name={names?.setQuantity}
          value={Math.max(1, value - 1)}
          aria-label="Decrease quantity"
          onClick={(event) => {
            // The page changes the quantity: the form is not also sent.
            event.preventDefault();
            decrease();
          }}
          disabled={value <= 1}
        >
          −
        </button>
        <input
          aria-label="Quantity"
          name={names?.quantity}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            commit(e.currentTarget.value);
          }}
        />
        <button
          type={names ? 'submit' : 'button'}
          name={names?.setQuantity}
          value={Math.min(MAX_QUANTITY, value + 1)}
          aria-label="Increase quantity"
          onClick={(event) => {
            event.preventDefault();
            increase();
          }}
        >
          +
        </button>
      </div>
      {/* Always rendered, so screen readers announce the message when it appears. */}
      <p className={styles.limit} role="status">
        {limitReached ? QUANTITY_LIMIT_MESSAGE : ''}
      </p>
    </div>
  );
}

// Minus / typed value / plus for a quantity (SPEC §4): minus never below 1, typed input only as a whole number above 0,
// and asking for more than 99 keeps 99 and says why (decision 0014). Used by the product page, quick view and quick add.
import { QUANTITY_LIMIT_MESSAGE } from '../../limits/limitMessages';
import { useQuantityLimit } from '@storefront/shared/quantity';
import styles from './QuantityInput.module.css';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  label?: string;
  /** The field's name in the form around it, which posts the typed quantity before the page's scripts run. */
  name?: string;
}

export function QuantityInput({ value, onChange, label = 'Quantity', name }: Props) {
  const { draft, setDraft, commit, increase, decrease, limitReached } = useQuantityLimit(value, onChange);

  return (
    <div className={styles.wrapper}>
      <div className={styles.control} role="group" aria-label={label}>
        <button type="button" aria-label="Decrease quantity" onClick={decrease} disabled={value <= 1}>
          −
        </button>
        <input
          aria-label={label}
          name={name}
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter sets the quantity; it does not also submit the form around the control (add to cart).
            event.preventDefault();
            commit(event.currentTarget.value);
          }}
        />
        <button type="button" aria-label="Increase quantity" onClick={increase}>
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

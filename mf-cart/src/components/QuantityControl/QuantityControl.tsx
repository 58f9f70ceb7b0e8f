// Minus / typed value / plus for a cart line; minus never goes below 1, only whole numbers above 0 are accepted, and
// asking for more than 99 keeps 99 and says why (issue 18 §6).
import { QUANTITY_LIMIT_MESSAGE } from '../../limits/limitMessages';
import { useQuantityLimit } from '@storefront/shared/quantity';
import styles from './QuantityControl.module.css';

interface Props {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
}

export function QuantityControl({ value, label, onChange }: Props) {
  const { draft, setDraft, commit, increase, decrease, limitReached } = useQuantityLimit(value, onChange);

  return (
    <div className={styles.wrapper}>
      <div className={styles.control} role="group" aria-label={`Quantity of ${label}`}>
        <button type="button" aria-label="Decrease quantity" onClick={decrease} disabled={value <= 1}>
          −
        </button>
        <input
          aria-label="Quantity"
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
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

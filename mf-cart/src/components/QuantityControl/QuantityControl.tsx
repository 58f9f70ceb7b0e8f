// Minus / typed value / plus for a cart line; minus never goes below 1 and only whole numbers above 0 are accepted.
import { decrementQuantity, incrementQuantity, useQuantityDraft } from '@storefront/shared';
import styles from './QuantityControl.module.css';

interface Props {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
}

export function QuantityControl({ value, label, onChange }: Props) {
  const { draft, setDraft, commit } = useQuantityDraft(value, onChange);

  return (
    <div className={styles.control} role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" aria-label="Decrease quantity" onClick={() => onChange(decrementQuantity(value))} disabled={value <= 1}>
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
      <button type="button" aria-label="Increase quantity" onClick={() => onChange(incrementQuantity(value))}>
        +
      </button>
    </div>
  );
}

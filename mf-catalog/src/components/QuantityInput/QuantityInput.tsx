// Minus / typed value / plus for a quantity (SPEC §4): minus never below 1, typed input only as a whole number above 0.
// Used by the product page, quick view and quick add.
import { decrementQuantity, incrementQuantity, useQuantityDraft } from '@storefront/shared';
import styles from './QuantityInput.module.css';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  label?: string;
}

export function QuantityInput({ value, onChange, label = 'Quantity' }: Props) {
  const { draft, setDraft, commit } = useQuantityDraft(value, onChange);

  return (
    <div className={styles.control} role="group" aria-label={label}>
      <button type="button" aria-label="Decrease quantity" onClick={() => onChange(decrementQuantity(value))} disabled={value <= 1}>
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
      />
      <button type="button" aria-label="Increase quantity" onClick={() => onChange(incrementQuantity(value))}>
        +
      </button>
    </div>
  );
}

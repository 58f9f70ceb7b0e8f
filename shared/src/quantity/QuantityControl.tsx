// Minus / typed value / plus for a quantity (SPEC §4), the one control the cart's lines and the catalogue's product
// page, quick view and quick add use: minus never goes below 1, only a whole number above 0 is accepted, and asking
// for more than 99 keeps 99 and says why (decision 0014). Given field names, it is the controls of the form around it
// before the page's scripts run (decision 0061): the typed quantity is posted, and with `setQuantity` − and + submit
// the quantity they set; once the scripts run, nothing is posted and the control calls `onChange`.
import { MAX_QUANTITY } from '../cart/quantity';
import { QUANTITY_LIMIT_MESSAGE } from './quantityLimitMessage';
import { useQuantityLimit } from './useQuantityLimit';
import styles from './QuantityControl.module.css';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of (a cart line's name): the group is then named "Quantity of …", else "Quantity". */
  of?: string;
  /** The form fields of the typed quantity and, when − and + should submit, of the quantity they set. */
  names?: { quantity: string; setQuantity?: string };
}

export function QuantityControl({ value, onChange, of, names }: Props) {
  const { draft, setDraft, commit, increase, decrease, limitReached } = useQuantityLimit(value, onChange);
  const stepType = names?.setQuantity ? 'submit' : 'button';

  return (
    <div className={styles.wrapper}>
      <div className={styles.control} role="group" aria-label={of ? `Quantity of ${of}` : 'Quantity'}>
        <button
          type={stepType}
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
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter sets the quantity; it does not also submit the form around the control.
            event.preventDefault();
            commit(event.currentTarget.value);
          }}
        />
        <button
          type={stepType}
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

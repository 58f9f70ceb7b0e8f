// The checkout's payment choice (SPEC §9): Paystack and PayPal as radio options, none chosen at first; PayPal unavailable in NGN.
import { selectCurrency, useAppSelector } from '@storefront/shared';
import { OFFERED_PAYMENT_METHODS, unavailableReason } from '@storefront/shared/checkout';
import styles from './PaymentOptions.module.css';

interface PaymentOptionsProps {
  selected: string | null;
  onSelect: (methodId: string) => void;
  /** The form the choice is posted with (decision 0066). */
  formId?: string;
}

export function PaymentOptions({ selected, onSelect, formId }: PaymentOptionsProps) {
  const currency = useAppSelector(selectCurrency);
  return (
    <fieldset className={styles.options}>
      <legend>Payment Method</legend>
      {OFFERED_PAYMENT_METHODS.map((method) => {
        const reason = unavailableReason(method.id, currency);
        const reasonId = `payment-${method.id}-reason`;
        return (
          <div key={method.id} className={styles.option}>
            <input
              type="radio"
              id={`payment-${method.id}`}
              name="paymentMethod"
              form={formId}
              value={method.id}
              checked={selected === method.id && !reason}
              disabled={reason !== null}
              aria-describedby={reason ? reasonId : undefined}
              onChange={() => onSelect(method.id)}
            />
            <label htmlFor={`payment-${method.id}`}>{method.name}</label>
            {reason && (
              <p id={reasonId} className={styles.reason}>
                Unavailable: {reason}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

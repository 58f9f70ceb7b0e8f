// The checkout's shipping address, all of it required; shown only when the order holds a physical product (decision 0015).
import type { CheckoutDraftState } from '../../checkout/useCheckoutDraft';
import { CountryStateFields } from './CountryStateFields';
import { fieldBinder } from './fieldBinder';
import { TextField } from './TextField';
import styles from './CustomerForm.module.css';

type AddressFieldsProps = Pick<CheckoutDraftState, 'form' | 'errors' | 'setField' | 'setCountry'>;

export function AddressFields({ form, errors, setField, setCountry }: AddressFieldsProps) {
  const bind = fieldBinder({ form, setField });
  return (
    <fieldset className={styles.address}>
      <legend>Shipping Address</legend>
      <div className={styles.grid}>
        <CountryStateFields
          country={form.country}
          state={form.state}
          onCountryChange={setCountry}
          onStateChange={(value) => setField('state', value)}
          errors={{ country: errors.country, state: errors.state }}
        />
        <TextField {...bind('city')} label="City" autoComplete="address-level2" error={errors.city} />
        <TextField {...bind('street')} label="Street Address" autoComplete="street-address" error={errors.street} />
        <TextField {...bind('postalCode')} label="Postal Code" autoComplete="postal-code" error={errors.postalCode} />
      </div>
    </fieldset>
  );
}

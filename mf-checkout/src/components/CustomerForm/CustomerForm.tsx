// The checkout's customer information form (SPEC §3 "Checkout form"); its own submit validates and confirms with an alert.
import type { FormEvent } from 'react';
import type { CheckoutForm } from '@storefront/shared';
import { CHECKOUT_STATUS_MESSAGES } from '../../checkout/checkoutMessages';
import { FIELD_MAX_LENGTH } from '../../checkout/checkoutDraft';
import type { CheckoutDraftState } from '../../checkout/useCheckoutDraft';
import { CountryStateFields } from './CountryStateFields';
import { TextField } from './TextField';
import styles from './CustomerForm.module.css';

type Draft = Pick<CheckoutDraftState, 'form' | 'errors' | 'setField' | 'setCountry' | 'validateAll'>;

export function CustomerForm({ form, errors, setField, setCountry, validateAll }: Draft) {
  const bind = (field: keyof CheckoutForm) => ({
    id: field,
    value: form[field],
    onChange: (value: string) => setField(field, value),
    maxLength: FIELD_MAX_LENGTH[field],
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validateAll()) window.alert(CHECKOUT_STATUS_MESSAGES.informationSaved);
  };

  return (
    <form className={styles.form} aria-labelledby="customer-info-title" onSubmit={onSubmit} noValidate>
      <h2 id="customer-info-title">Customer Information</h2>
      <div className={styles.grid}>
        <TextField {...bind('firstName')} label="First Name" autoComplete="given-name" error={errors.firstName} enforced />
        <TextField {...bind('lastName')} label="Last Name" autoComplete="family-name" error={errors.lastName} enforced />
        <TextField {...bind('email')} label="Email" type="email" autoComplete="email" error={errors.email} enforced />
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone} enforced />
        <CountryStateFields
          country={form.country}
          state={form.state}
          onCountryChange={setCountry}
          onStateChange={(value) => setField('state', value)}
        />
        <TextField {...bind('city')} label="City" autoComplete="address-level2" />
        <TextField {...bind('street')} label="Street Address" autoComplete="street-address" />
        <TextField {...bind('postalCode')} label="Postal Code" autoComplete="postal-code" />
      </div>
      <div className={styles.field}>
        <label htmlFor="notes">Order Notes</label>
        <textarea id="notes" name="notes" rows={3} value={form.notes} maxLength={FIELD_MAX_LENGTH.notes} onChange={(event) => setField('notes', event.target.value)} />
      </div>
      <button type="submit" className={styles.save}>
        Save Information
      </button>
    </form>
  );
}

// The checkout's customer information form (SPEC §3 "Checkout form"); its own submit validates and confirms with an alert.
// The shipping address is asked for only when the order ships something (decision 0015). Without scripts it posts to
// the server (decision 0066), which confirms on the page instead.
import type { FormEvent } from 'react';
import { shopperFormAction } from '@storefront/shared';
import { CHECKOUT_INTENTS, CHECKOUT_POST_FIELDS, CHECKOUT_STATUS_MESSAGES, NO_SHIPPING_NOTE } from '@storefront/shared/checkout';
import type { CheckoutDraftState } from '../../checkout/useCheckoutDraft';
import { AddressFields } from './AddressFields';
import { FIELD_MAX_LENGTH } from '@storefront/shared/checkout';
import { fieldBinder } from './fieldBinder';
import { TextField } from './TextField';
import styles from './CustomerForm.module.css';

type CustomerFormProps = Pick<CheckoutDraftState, 'form' | 'errors' | 'notice' | 'attempt' | 'setField' | 'setCountry' | 'validateAll'> & {
  /** The cart holds a physical product. */
  ships: boolean;
  /** The id the payment choice and the pay button name as their form. */
  formId: string;
};

export function CustomerForm({ form, errors, notice, attempt, setField, setCountry, validateAll, ships, formId }: CustomerFormProps) {
  const bind = fieldBinder({ form, setField });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validateAll()) window.alert(CHECKOUT_STATUS_MESSAGES.informationSaved);
  };

  return (
    <form
      id={formId}
      method="post"
      action={shopperFormAction('checkout')}
      className={styles.form}
      aria-labelledby="customer-info-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id="customer-info-title">Customer Information</h2>
      <input type="hidden" name={CHECKOUT_POST_FIELDS.attempt} value={attempt} />
      <div className={styles.grid}>
        <TextField {...bind('firstName')} label="First Name" autoComplete="given-name" error={errors.firstName} />
        <TextField {...bind('lastName')} label="Last Name" autoComplete="family-name" error={errors.lastName} />
        <TextField {...bind('email')} label="Email" type="email" autoComplete="email" error={errors.email} />
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" error={errors.phone} />
      </div>
      {ships ? <AddressFields form={form} errors={errors} setField={setField} setCountry={setCountry} /> : <p className={styles.note}>{NO_SHIPPING_NOTE}</p>}
      <div className={styles.field}>
        <label htmlFor="notes">Order Notes</label>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          value={form.notes}
          maxLength={FIELD_MAX_LENGTH.notes}
          onChange={(event) => setField('notes', event.target.value)}
        />
      </div>
      <button type="submit" name={CHECKOUT_POST_FIELDS.intent} value={CHECKOUT_INTENTS.save} className={styles.save}>
        Save Information
      </button>
      {notice?.kind === 'saved' && (
        <p role="status" className={styles.saved}>
          {notice.message}
        </p>
      )}
    </form>
  );
}

// The checkout form's state: restored from the saved draft (notes prefilled from the cart's note), saved on every change.
import { useEffect, useState } from 'react';
import { selectCartNote, useAppSelector, type CheckoutForm } from '@storefront/shared';
import { EMPTY_FORM, FIELD_MAX_LENGTH, loadDraft, saveDraft, sessionStore, type CheckoutDraft } from './checkoutDraft';
import { validateCustomer, type FieldErrors, type ValidatedField } from './customerValidation';

export interface CheckoutDraftState {
  form: CheckoutForm;
  errors: FieldErrors;
  paymentMethod: string | null;
  setField: (field: keyof CheckoutForm, value: string) => void;
  setCountry: (country: string) => void;
  choosePaymentMethod: (methodId: string) => void;
  /** Shows every field's error; true when the customer fields are valid. */
  validateAll: () => boolean;
}

export function useCheckoutDraft(): CheckoutDraftState {
  const cartNote = useAppSelector(selectCartNote);
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const saved = loadDraft(sessionStore()) ?? { form: EMPTY_FORM, paymentMethod: null };
    // The note saved in the cart panel fills an empty notes field, also one from an earlier visit.
    return saved.form.notes ? saved : { ...saved, form: { ...saved.form, notes: cartNote } };
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => saveDraft(sessionStore(), draft), [draft]);

  const setField = (field: keyof CheckoutForm, value: string) => {
    setDraft((current) => ({ ...current, form: { ...current.form, [field]: value.slice(0, FIELD_MAX_LENGTH[field]) } }));
    // SPEC §5: an error clears when its field is edited.
    if (field in errors) setErrors(({ [field as ValidatedField]: _cleared, ...rest }) => rest);
  };

  return {
    form: draft.form,
    errors,
    paymentMethod: draft.paymentMethod,
    setField,
    // SPEC §4: selecting a country clears the chosen state.
    setCountry: (country) => setDraft((current) => ({ ...current, form: { ...current.form, country, state: '' } })),
    choosePaymentMethod: (paymentMethod) => setDraft((current) => ({ ...current, paymentMethod })),
    validateAll: () => {
      const found = validateCustomer(draft.form);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}

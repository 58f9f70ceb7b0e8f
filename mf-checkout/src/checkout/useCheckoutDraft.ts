// The checkout form's state: restored from the saved draft (notes prefilled from the cart's note), saved on every change.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { selectCartNote, useAppSelector, type CheckoutForm } from '@storefront/shared';
import { EMPTY_FORM, FIELD_MAX_LENGTH, loadDraft, saveDraft, sessionStore, type CheckoutDraft } from './checkoutDraft';
import { hasErrors, validateCheckout, type FieldErrors, type ValidatedField } from './checkoutValidation';
import { focusFirstError } from './focusFirstError';

export interface CheckoutDraftState {
  form: CheckoutForm;
  errors: FieldErrors;
  paymentMethod: string | null;
  setField: (field: keyof CheckoutForm, value: string) => void;
  setCountry: (country: string) => void;
  choosePaymentMethod: (methodId: string) => void;
  /** Fills the fields that are still empty (a signed-in customer's details and default address), nothing else. */
  prefill: (values: Partial<CheckoutForm>) => void;
  /** Shows every field's error and moves focus to the first; true when the form is valid. */
  validateAll: () => boolean;
}

/** `ships`: the cart holds a physical product, so the shipping address is required. */
export function useCheckoutDraft({ ships }: { ships: boolean }): CheckoutDraftState {
  const cartNote = useAppSelector(selectCartNote);
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const saved = loadDraft(sessionStore()) ?? { form: EMPTY_FORM, paymentMethod: null };
    // The note saved in the cart panel fills an empty notes field, also one from an earlier visit.
    return saved.form.notes ? saved : { ...saved, form: { ...saved.form, notes: cartNote } };
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => saveDraft(sessionStore(), draft), [draft]);

  // SPEC §5: an error clears when its field is edited.
  const clearErrors = (...fields: ValidatedField[]) => {
    if (fields.some((field) => field in errors)) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as ValidatedField))));
    }
  };

  return {
    form: draft.form,
    errors,
    paymentMethod: draft.paymentMethod,
    setField: (field, value) => {
      setDraft((current) => ({ ...current, form: { ...current.form, [field]: value.slice(0, FIELD_MAX_LENGTH[field]) } }));
      clearErrors(field as ValidatedField);
    },
    // SPEC §4: selecting a country clears the chosen state, and with it the state's error, which was about another list.
    setCountry: (country) => {
      setDraft((current) => ({ ...current, form: { ...current.form, country, state: '' } }));
      clearErrors('country', 'state');
    },
    choosePaymentMethod: (paymentMethod) => setDraft((current) => ({ ...current, paymentMethod })),
    prefill: (values) =>
      setDraft((current) => {
        const empty = Object.entries(values).filter(([field, value]) => value && current.form[field as keyof CheckoutForm] === '');
        // The state belongs to the country: filled only together with it.
        const fills = Object.fromEntries(
          empty.filter(([field]) => field !== 'state' || current.form.country === '' || current.form.country === values.country),
        );
        return empty.length === 0 ? current : { ...current, form: { ...current.form, ...fills } };
      }),
    validateAll: () => {
      const found = validateCheckout(draft.form, ships);
      // Rendered before focusing, so the focused field is already announced as invalid, with its message.
      flushSync(() => setErrors(found));
      focusFirstError(found);
      return !hasErrors(found);
    },
  };
}

// The checkout form's state: what the page was rendered with first (the form posted without scripts, with its
// messages, or an empty one), then the draft saved in this tab when it is newer (notes prefilled from the cart's
// note); saved on every change.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { selectCartNote, useAppSelector, usePostedCheckout, type CheckoutForm } from '@storefront/shared';
import {
  EMPTY_FORM,
  FIELD_MAX_LENGTH,
  checkoutAttempt,
  hasErrors,
  validateCheckout,
  type CheckoutNotice,
  type FieldErrors,
  type ValidatedField,
} from '@storefront/shared/checkout';
import { loadDraft, saveDraft, sessionStore, type CheckoutDraft } from './checkoutDraft';
import { focusFirstError } from './focusFirstError';

export interface CheckoutDraftState {
  form: CheckoutForm;
  errors: FieldErrors;
  paymentMethod: string | null;
  /** What the server answered the form posted without scripts with (saved, or why the order was not placed). */
  notice: CheckoutNotice | null;
  /** The order attempt the form posts without scripts: the same for a double click, new once an order was placed. */
  attempt: string;
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
  const readPosted = usePostedCheckout();
  // The first render is the server's (a hydrated page must match its HTML); what only this tab knows comes after.
  const [posted] = useState(readPosted);
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    posted ? { form: posted.form, paymentMethod: posted.paymentMethod, changedAt: posted.postedAt } : { form: EMPTY_FORM, paymentMethod: null, changedAt: 0 },
  );
  const [errors, setErrors] = useState<FieldErrors>(() => posted?.errors ?? {});
  const [notice, setNotice] = useState<CheckoutNotice | null>(() => posted?.notice ?? null);
  const [restored, setRestored] = useState(false);

  useLayoutEffect(() => {
    const saved = loadDraft(sessionStore());
    // The newer of the two wins: typed here since the form was posted, or posted since this tab's draft was saved.
    const newer = saved && (saved.changedAt ?? 0) > (posted?.postedAt ?? -1) ? saved : null;
    if (newer) {
      setErrors({});
      setNotice(null);
    }
    const start = newer ?? draft;
    // The note saved in the cart panel fills an empty notes field, also one from an earlier visit.
    setDraft(start.form.notes || !cartNote ? start : { ...start, form: { ...start.form, notes: cartNote } });
    setRestored(true);
    // Once, on arrival: later changes are the shopper's.
  }, []);

  useLayoutEffect(() => {
    if (restored) saveDraft(sessionStore(), draft);
  }, [draft, restored]);

  // SPEC §5: an error clears when its field is edited.
  const clearErrors = (...fields: ValidatedField[]) => {
    setNotice(null);
    if (fields.some((field) => field in errors)) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as ValidatedField))));
    }
  };

  return {
    form: draft.form,
    errors,
    paymentMethod: draft.paymentMethod,
    notice,
    attempt: checkoutAttempt(posted),
    setField: (field, value) => {
      setDraft((current) => ({ ...current, form: { ...current.form, [field]: value.slice(0, FIELD_MAX_LENGTH[field]) }, changedAt: Date.now() }));
      clearErrors(field as ValidatedField);
    },
    // SPEC §4: selecting a country clears the chosen state, and with it the state's error, which was about another list.
    setCountry: (country) => {
      setDraft((current) => ({ ...current, form: { ...current.form, country, state: '' }, changedAt: Date.now() }));
      clearErrors('country', 'state');
    },
    choosePaymentMethod: (paymentMethod) => {
      setDraft((current) => ({ ...current, paymentMethod, changedAt: Date.now() }));
      setNotice(null);
    },
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

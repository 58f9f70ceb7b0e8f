// The props every required checkout text field takes from the draft: its id, value, change handler and length cap.
import type { CheckoutForm } from '@storefront/shared';
import { FIELD_MAX_LENGTH } from '@storefront/shared/checkout';
import type { CheckoutDraftState } from '../../checkout/useCheckoutDraft';

export function fieldBinder({ form, setField }: Pick<CheckoutDraftState, 'form' | 'setField'>) {
  return (field: keyof CheckoutForm) => ({
    id: field,
    value: form[field],
    onChange: (value: string) => setField(field, value),
    maxLength: FIELD_MAX_LENGTH[field],
    required: true,
  });
}

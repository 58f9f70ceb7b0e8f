// What the shopper typed at checkout, kept in sessionStorage so it survives a reload and every error; validated on restore.
import type { CheckoutForm } from '@storefront/shared';
import { ORDER_FIELD_LIMITS } from '@storefront/shared/limits';

export interface CheckoutDraft {
  form: CheckoutForm;
  paymentMethod: string | null;
}

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** The longest value each field keeps: the API's own limits. */
export const FIELD_MAX_LENGTH: Readonly<Record<keyof CheckoutForm, number>> = ORDER_FIELD_LIMITS;

export const EMPTY_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  street: '',
  postalCode: '',
  notes: '',
};

export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // Storage disabled: the draft lives only in memory.
  }
}

function restoreForm(stored: unknown): CheckoutForm | null {
  if (stored === null || typeof stored !== 'object') return null;
  const form = { ...EMPTY_FORM };
  for (const field of Object.keys(EMPTY_FORM) as (keyof CheckoutForm)[]) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string') form[field] = value.slice(0, FIELD_MAX_LENGTH[field]);
  }
  return form;
}

/** The saved draft, or null when there is none or it is not a draft (a corrupt value is dropped). */
export function loadDraft(storage: Storage | null): CheckoutDraft | null {
  try {
    const raw = storage?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: unknown; paymentMethod?: unknown };
    const form = restoreForm(parsed?.form);
    if (!form) return null;
    return { form, paymentMethod: typeof parsed.paymentMethod === 'string' ? parsed.paymentMethod : null };
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | null, draft: CheckoutDraft): void {
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or disabled storage: the draft stays in memory for this page.
  }
}

export function clearDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to do; the next successful order clears it again.
  }
}

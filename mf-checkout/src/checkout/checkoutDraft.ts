// What the shopper typed at checkout, kept in sessionStorage so it survives a reload and every error; validated on restore.
import type { CheckoutForm } from '@storefront/shared';
import { checkoutFormFrom } from '@storefront/shared/checkout';

export interface CheckoutDraft {
  form: CheckoutForm;
  paymentMethod: string | null;
  /** When the shopper last changed it (ms since 1970; 0 when unknown): a form posted without scripts since is newer. */
  changedAt?: number;
}

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // Storage disabled: the draft lives only in memory.
  }
}

/** The saved draft, or null when there is none or it is not a draft (a corrupt value is dropped). */
export function loadDraft(storage: Storage | null): CheckoutDraft | null {
  try {
    const raw = storage?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: unknown; paymentMethod?: unknown; changedAt?: unknown };
    const form = checkoutFormFrom(parsed?.form);
    if (!form) return null;
    const changedAt = typeof parsed.changedAt === 'number' && Number.isFinite(parsed.changedAt) ? parsed.changedAt : 0;
    return { form, paymentMethod: typeof parsed.paymentMethod === 'string' ? parsed.paymentMethod : null, changedAt };
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

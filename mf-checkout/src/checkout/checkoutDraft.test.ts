import { EMPTY_FORM } from '@storefront/shared/checkout';
import { CHECKOUT_DRAFT_KEY, clearDraft, loadDraft, saveDraft } from './checkoutDraft';

afterEach(() => window.sessionStorage.clear());

describe('the checkout draft', () => {
  it('round-trips the form and the payment choice', () => {
    const draft = { form: { ...EMPTY_FORM, firstName: 'Ada', country: 'US', state: 'DC' }, paymentMethod: 'paypal', changedAt: 1_700_000_000_000 };
    saveDraft(window.sessionStorage, draft);
    expect(loadDraft(window.sessionStorage)).toEqual(draft);
    clearDraft(window.sessionStorage);
    expect(loadDraft(window.sessionStorage)).toBeNull();
  });

  it('drops a corrupt or foreign value instead of crashing', () => {
    for (const raw of ['{nope', '42', 'null', '{"form":"x"}']) {
      window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
      expect(loadDraft(window.sessionStorage)).toBeNull();
    }
  });

  it('keeps only string fields, cut to their maximum length, and ignores unknown ones', () => {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ form: { firstName: 'x'.repeat(500), phone: 42, admin: true }, paymentMethod: 7 }));
    const draft = loadDraft(window.sessionStorage)!;
    expect(draft.form.firstName).toHaveLength(100);
    expect(draft.form.phone).toBe('');
    expect(draft.form).not.toHaveProperty('admin');
    expect(draft.paymentMethod).toBeNull();
  });

  it('carries on without storage', () => {
    expect(() => saveDraft(null, { form: EMPTY_FORM, paymentMethod: null })).not.toThrow();
    expect(loadDraft(null)).toBeNull();
  });
});

// The currencies prices are shown, ordered and answered in (SPEC §3 "Other entities", §9), the first the default.
// Plain data, so the browser's entries read it without TypeBox; the wire schema (schemas/currency.ts) is built from it.
export const CURRENCIES = ['USD', 'NGN'] as const;

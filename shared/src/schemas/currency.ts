// The currencies prices are shown, ordered and answered in (SPEC §3 "Other entities", §9), the first the default.
import { Type, type Static } from 'typebox';

export const CURRENCIES = ['USD', 'NGN'] as const;
export const CurrencySchema = Type.Enum([...CURRENCIES]);
export type Currency = Static<typeof CurrencySchema>;

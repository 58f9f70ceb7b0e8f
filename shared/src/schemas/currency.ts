// The currencies an order is placed and answered in (SPEC §3 "Other entities", §9).
import { Type, type Static } from 'typebox';

export const CurrencySchema = Type.Enum(['USD', 'NGN']);
export type Currency = Static<typeof CurrencySchema>;

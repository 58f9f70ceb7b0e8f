// The currency on the wire: one of the store's currencies (money/currencyCodes.ts).
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../money/currencyCodes';

export { CURRENCIES };
export const CurrencySchema = Type.Enum([...CURRENCIES]);
export type Currency = Static<typeof CurrencySchema>;

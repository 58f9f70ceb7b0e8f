// Where an order may be shipped (SPEC §3 "Country"): a country checkout offers and, for a country with a state list,
// one of its states. Address fields may be left empty (SPEC §5), but what is given must be a real place, since the
// order page shows it by name. The list is the one checkout shows (shared/src/countries).
import { findCountry } from '@storefront/shared/src/countries/countries';
import { ApiError } from '../http/ApiError';
import type { PlaceOrderBody } from './orderSchemas';

export function checkShippingAddress(address: PlaceOrderBody['address']): void {
  const code = address.country?.trim() ?? '';
  if (code === '') return;
  const country = findCountry(code);
  if (!country) {
    throw new ApiError(400, `body/address/country: "${code}" is not a country the store ships to`, { success: false });
  }
  const state = address.state?.trim() ?? '';
  if (state !== '' && country.states.length > 0 && !country.states.some((known) => known.code === state)) {
    throw new ApiError(400, `body/address/state: "${state}" is not a state of ${country.name}`, { success: false });
  }
}

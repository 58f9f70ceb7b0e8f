// Where an order may be shipped (SPEC §3 "Country"): a country checkout offers and, for a country with a state list,
// one of its states. An order with a physical line needs the full address (the rule checkout applies:
// shared/src/order/shippingRules); an order of downloads needs none, but what is given must be a real place, since
// the order page shows it by name. The list is the one checkout shows (shared/src/countries).
import { findCountry } from '@storefront/shared/countries';
import { missingAddressFields, needsShipping } from '@storefront/shared/order';
import { ApiError } from '../http/ApiError';
import type { PlaceOrderBody } from '@storefront/shared/schemas';

/**
 * Judged on the lines' licenses as sent: pricing later refuses a license on a product sold without one and a
 * licensed product without one, so an order cannot slip past this rule by mislabelling its lines.
 */
export function checkShippingAddress({ address, items }: Pick<PlaceOrderBody, 'address' | 'items'>): void {
  if (needsShipping(items)) {
    const [missing] = missingAddressFields(address);
    if (missing) {
      throw new ApiError(400, `body/address/${missing} is required for an order with physical products`, { success: false });
    }
  }
  const code = address?.country?.trim() ?? '';
  if (code === '') return;
  const country = findCountry(code);
  if (!country) {
    throw new ApiError(400, `body/address/country: "${code}" is not a country the store ships to`, { success: false });
  }
  const state = address?.state?.trim() ?? '';
  if (state !== '' && country.states.length > 0 && !country.states.some((known) => known.code === state)) {
    throw new ApiError(400, `body/address/state: "${state}" is not a state of ${country.name}`, { success: false });
  }
}

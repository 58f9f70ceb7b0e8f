// Which orders ship and what their address needs, shared by the checkout form and POST /place_order (decision 0015).
// A line with a license tier is delivered as a download; any other line is a parcel, so it needs a full address.
import { statesOf } from '../countries/countries';

export const ADDRESS_FIELDS = ['country', 'state', 'city', 'street', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressInput = Partial<Record<AddressField, string | null | undefined>>;

export function needsShipping(lines: readonly { selectedLicense?: string | null }[]): boolean {
  return lines.some((line) => !line.selectedLicense);
}

/** The address fields a shipped order still lacks, in form order; the state only where the country has a state list. */
export function missingAddressFields(address: AddressInput | undefined): AddressField[] {
  const given = (field: AddressField) => (address?.[field] ?? '').trim() !== '';
  const country = (address?.country ?? '').trim();
  return ADDRESS_FIELDS.filter((field) => {
    if (field === 'state') return statesOf(country).length > 0 && !given('state');
    return !given(field);
  });
}

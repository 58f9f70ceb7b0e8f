import { missingAddressFields, needsShipping } from './shippingRules';

const full = { country: 'US', state: 'DC', city: 'Washington', street: '1600 Pennsylvania Ave', postalCode: '20500' };

describe('which orders ship', () => {
  it('ships nothing when every line has a license tier', () => {
    expect(needsShipping([{ selectedLicense: 'Standard' }, { selectedLicense: 'Premium' }])).toBe(false);
  });
  it.each([null, '', undefined])('ships an order with one line without a license (%p)', (selectedLicense) => {
    expect(needsShipping([{ selectedLicense: 'Standard' }, { selectedLicense }])).toBe(true);
  });
});

describe('the address a shipped order needs', () => {
  it('needs nothing more from a full address', () => expect(missingAddressFields(full)).toEqual([]));
  it('needs every field of an empty address, in form order; no state before a country is chosen', () => {
    expect(missingAddressFields({})).toEqual(['country', 'city', 'street', 'postalCode']);
    expect(missingAddressFields(undefined)).toEqual(['country', 'city', 'street', 'postalCode']);
  });
  it('needs the state where the country has a state list', () => {
    expect(missingAddressFields({ ...full, state: '' })).toEqual(['state']);
  });
  it('does not need a state where the country has none', () => {
    expect(missingAddressFields({ ...full, country: 'NG', state: '' })).toEqual([]);
  });
  it('treats blank text as missing', () => {
    expect(missingAddressFields({ ...full, city: '  ', street: ' ' })).toEqual(['city', 'street']);
  });
});

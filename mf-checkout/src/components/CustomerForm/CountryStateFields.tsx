// The checkout's country select and its state field: a select for countries with states, free text for the rest (SPEC §4).
import { COUNTRIES, statesOf } from '@storefront/shared/countries';
import { FIELD_MAX_LENGTH } from '@storefront/shared/checkout';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface CountryStateFieldsProps {
  country: string;
  state: string;
  onCountryChange: (country: string) => void;
  onStateChange: (state: string) => void;
  errors: { country?: string; state?: string };
}

export function CountryStateFields({ country, state, onCountryChange, onStateChange, errors }: CountryStateFieldsProps) {
  const states = statesOf(country);
  return (
    <>
      <SelectField
        id="country"
        label="Country"
        value={country}
        placeholder="Select a country"
        options={COUNTRIES}
        onChange={onCountryChange}
        error={errors.country}
        autoComplete="country"
      />
      {states.length > 0 ? (
        <SelectField
          id="state"
          label="State"
          value={state}
          placeholder="Select a state"
          options={states}
          onChange={onStateChange}
          error={errors.state}
          autoComplete="address-level1"
        />
      ) : (
        // Optional: where the country has no state list, the address is complete without one.
        <TextField id="state" label="State" value={state} onChange={onStateChange} autoComplete="address-level1" maxLength={FIELD_MAX_LENGTH.state} />
      )}
    </>
  );
}

// The checkout's country select and its state field: a select for countries with states, free text for the rest (SPEC §4).
import { COUNTRIES, statesOf } from '@storefront/shared/src/countries/countries';
import { FIELD_MAX_LENGTH } from '../../checkout/checkoutDraft';
import { TextField } from './TextField';
import styles from './CustomerForm.module.css';

interface CountryStateFieldsProps {
  country: string;
  state: string;
  onCountryChange: (country: string) => void;
  onStateChange: (state: string) => void;
}

function RequiredMark() {
  return <span className={styles.required} aria-hidden="true"> *</span>;
}

export function CountryStateFields({ country, state, onCountryChange, onStateChange }: CountryStateFieldsProps) {
  const states = statesOf(country);
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="country">
          Country
          <RequiredMark />
        </label>
        <select id="country" name="country" value={country} autoComplete="country" onChange={(event) => onCountryChange(event.target.value)}>
          <option value="">Select a country</option>
          {COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {states.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor="state">
            State
            <RequiredMark />
          </label>
          <select id="state" name="state" value={state} autoComplete="address-level1" onChange={(event) => onStateChange(event.target.value)}>
            <option value="">Select a state</option>
            {states.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField id="state" label="State" value={state} onChange={onStateChange} autoComplete="address-level1" maxLength={FIELD_MAX_LENGTH.state} />
      )}
    </>
  );
}

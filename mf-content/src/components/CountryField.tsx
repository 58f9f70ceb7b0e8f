// The country list of the account forms (account details, a saved address), posted as the country's code.
import { COUNTRIES } from '@storefront/shared/countries';
import forms from './forms.module.css';

export function CountryField({ label, defaultValue = '', required = false }: { label: string; defaultValue?: string; required?: boolean }) {
  return (
    <label className={forms.field}>
      <span className={forms.label}>{label}</span>
      <select className={forms.input} name="country" defaultValue={defaultValue} autoComplete="country" required={required}>
        <option value="">Choose a country</option>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </label>
  );
}

// Lets the shopper change a licensed cart line's tier in place, repricing the line (a line that then matches another
// line of the same variant merges into it, decision 0017); used by the cart page and cart overlays.
import { cartLineKey, selectCurrency, updateLicense, useAppDispatch, useAppSelector, type CartLine } from '@storefront/shared';
import { licenseOptions } from '@storefront/shared/license-options';
import { lineLabel } from '../LineVariant/LineVariant';
import styles from './LicenseSelect.module.css';

export function LicenseSelect({ line }: { line: CartLine }) {
  const currency = useAppSelector(selectCurrency);
  const dispatch = useAppDispatch();
  const options = licenseOptions(line.prices, currency);
  if (options.length === 0) return null;
  return (
    <label className={styles.field}>
      <span className={styles.label}>License</span>
      <select
        className={styles.select}
        value={line.selectedLicense}
        aria-label={`License for ${lineLabel(line)}`}
        onChange={(event) => dispatch(updateLicense({ key: cartLineKey(line), selectedLicense: event.target.value }))}
      >
        {options.map((option) => (
          <option key={option.type} value={option.type}>
            {option.formattedPrice ? `${option.type} – ${option.formattedPrice}` : option.type}
          </option>
        ))}
      </select>
    </label>
  );
}

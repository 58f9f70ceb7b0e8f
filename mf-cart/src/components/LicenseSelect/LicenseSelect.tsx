// Lets the shopper change a licensed cart line's tier in place, repricing the line (a line that then matches another
// line of the same variant merges into it, decision 0017); used by the cart page and cart overlays. A form from the
// first paint (decision 0061): before the page's scripts run, choosing submits it (the page's loader does) and the
// server changes the line; without scripts a Change button submits it. Once React runs it, the page changes the line.
import type { ChangeEvent } from 'react';
import {
  cartLineKey,
  selectCurrency,
  SHOPPER_FORM_FIELDS,
  ShopperForm,
  updateLicense,
  useAppDispatch,
  useAppSelector,
  type CartLine,
} from '@storefront/shared';
import { licenseOptions } from '@storefront/shared/license-options';
import { lineLabel } from '../LineVariant/LineVariant';
import styles from './LicenseSelect.module.css';

export function LicenseSelect({ line }: { line: CartLine }) {
  const currency = useAppSelector(selectCurrency);
  const dispatch = useAppDispatch();
  const options = licenseOptions(line.prices, currency);
  if (options.length === 0) return null;
  const key = cartLineKey(line);
  const choose = (selectedLicense: string) => dispatch(updateLicense({ key, selectedLicense }));
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // The page's loader would submit the form too: the change is this page's now.
    event.stopPropagation();
    choose(event.target.value);
  };
  return (
    <ShopperForm
      form="cartLicense"
      fields={{ [SHOPPER_FORM_FIELDS.line]: key }}
      onSubmit={(event) => choose(new FormData(event.currentTarget).get(SHOPPER_FORM_FIELDS.license) as string)}
    >
      <label className={styles.field}>
        <span className={styles.label}>License</span>
        <select
          className={styles.select}
          name={SHOPPER_FORM_FIELDS.license}
          value={line.selectedLicense}
          aria-label={`License for ${lineLabel(line)}`}
          onChange={onChange}
          data-submit-on-change=""
        >
          {options.map((option) => (
            <option key={option.type} value={option.type}>
              {option.formattedPrice ? `${option.type} – ${option.formattedPrice}` : option.type}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={styles.select} aria-label={`Change license for ${lineLabel(line)}`}>
          Change
        </button>
      </noscript>
    </ShopperForm>
  );
}

// The radio-style license selector of the product page and quick view: each tier's price in the current currency,
// its description and at most 3 features (SPEC §9).
import { selectCurrency, useAppSelector, type LicensePrice } from '@storefront/shared';
import { licenseOptions } from '@storefront/shared/license-options';
import styles from './LicenseSelector.module.css';

interface Props {
  prices: LicensePrice[];
  selected: string;
  onSelect: (licenseType: string) => void;
  /** Distinguishes the radio group when two selectors share a page. */
  name: string;
}

export function LicenseSelector({ prices, selected, onSelect, name }: Props) {
  const currency = useAppSelector(selectCurrency);
  const options = licenseOptions(prices, currency);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>License type</legend>
      {options.map((option) => (
        <label key={option.type} className={`${styles.option} ${option.type === selected ? styles.checked : ''}`}>
          <input type="radio" name={name} value={option.type} checked={option.type === selected} onChange={() => onSelect(option.type)} />
          <span className={styles.text}>
            <span className={styles.row}>
              <strong>{option.type}</strong>
              <span>{option.formattedPrice}</span>
            </span>
            <ul className={styles.features}>
              {option.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

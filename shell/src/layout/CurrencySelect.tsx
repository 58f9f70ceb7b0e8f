// The top bar's currency picker (USD, NGN): switches every price of the site at once; the store persists the choice.
import { useLayoutEffect, useRef } from 'react';
import { CURRENCY_CODES, CURRENCIES, isCurrency, selectCurrency, setCurrency, useAppDispatch, useAppSelector } from '@storefront/shared';
import styles from './TopBarSelect.module.css';

export function CurrencySelect({ id }: { id: string }) {
  const currency = useAppSelector(selectCurrency);
  const dispatch = useAppDispatch();
  // React does not correct a <select>'s value adopted from server HTML; should the page have been rendered in
  // another currency (a cookie written after the request), the selector still shows the one prices are in.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    if (select.current && select.current.value !== currency) select.current.value = currency;
  }, [currency]);
  return (
    <span className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <select
        ref={select}
        id={id}
        className={styles.select}
        value={currency}
        onChange={(event) => isCurrency(event.target.value) && dispatch(setCurrency(event.target.value))}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code} {CURRENCIES[code].symbol}
          </option>
        ))}
      </select>
    </span>
  );
}

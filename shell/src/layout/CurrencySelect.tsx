// The top bar's currency picker (USD, NGN): switches every price of the site at once; the store persists the choice.
// A form from the first paint (decision 0061): before the page's scripts run, choosing submits it (the page's loader
// does, composePage.ts) and the server changes the currency and sends the page back; without scripts a Change button
// submits it. Once React runs it, the page switches the currency itself.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import {
  CURRENCY_CODES,
  CURRENCY_SYMBOLS,
  isCurrency,
  selectCurrency,
  setCurrency,
  SHOPPER_FORM_FIELDS,
  ShopperForm,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared';
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
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    // The page's loader would submit the form too: the change is this page's now.
    event.stopPropagation();
    if (isCurrency(event.target.value)) dispatch(setCurrency(event.target.value));
  };
  return (
    <ShopperForm form="currency" onSubmit={() => select.current && isCurrency(select.current.value) && dispatch(setCurrency(select.current.value))}>
      <span className={styles.field}>
        <label htmlFor={id} className="visually-hidden">
          Currency
        </label>
        <select ref={select} id={id} name={SHOPPER_FORM_FIELDS.currency} className={styles.select} value={currency} onChange={choose} data-submit-on-change="">
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code} {CURRENCY_SYMBOLS[code]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={styles.select}>
            Change
          </button>
        </noscript>
      </span>
    </ShopperForm>
  );
}

// The checkout's Shopping Cart summary: each line linked to its product, with size and colour, license, quantity × unit price and totals.
import { Link } from 'react-router-dom';
import {
  describeVariant,
  formatPrice,
  lineRenderKeys,
  lineTotal,
  selectCartItems,
  selectCartTotal,
  selectCurrency,
  unitPrice,
  useAppSelector,
} from '@storefront/shared';
import styles from './CartSummary.module.css';

export function CartSummary() {
  const items = useAppSelector(selectCartItems);
  const currency = useAppSelector(selectCurrency);
  const total = useAppSelector(selectCartTotal);
  const renderKeys = lineRenderKeys(items);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Shopping Cart</h2>
      {items.length === 0 ? (
        <p>Your cart is empty. Please add items to place an order.</p>
      ) : (
        <ul className={styles.lines}>
          {items.map((line, index) => {
            const price = unitPrice(line, currency);
            const variant = describeVariant(line);
            return (
              <li key={renderKeys[index]} data-summary-line={line.id}>
                <Link to={`/product-detail/${line.id}`}>{line.title}</Link>
                {variant && <span className={styles.muted}>{variant}</span>}
                {line.selectedLicense && <span className={styles.muted}>{line.selectedLicense} license</span>}
                <span className={styles.row}>
                  <span className={styles.muted}>
                    {line.quantity} x {price === null ? '' : formatPrice(price, currency)}
                  </span>
                  <span>{formatPrice(lineTotal(line, currency), currency)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.row}>
        Subtotal <span>{formatPrice(total, currency)}</span>
      </p>
      <p className={styles.row}>
        Total <strong>{formatPrice(total, currency)}</strong>
      </p>
    </section>
  );
}

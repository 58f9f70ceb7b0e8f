// The checkout's Shopping Cart summary: each line linked to its product, with license, quantity × unit price and totals.
import { Link } from 'react-router-dom';
import { formatPrice, lineTotal, selectCartItems, selectCartTotal, selectCurrency, unitPrice, useAppSelector } from '@storefront/shared';
import styles from './CartSummary.module.css';

export function CartSummary() {
  const items = useAppSelector(selectCartItems);
  const currency = useAppSelector(selectCurrency);
  const total = useAppSelector(selectCartTotal);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Shopping Cart</h2>
      {items.length === 0 ? (
        <p>Your cart is empty. Please add items to place an order.</p>
      ) : (
        <ul className={styles.lines}>
          {items.map((line) => {
            const price = unitPrice(line, currency);
            return (
              <li key={line.id} data-summary-line={line.id}>
                <Link to={`/product-detail/${line.id}`}>{line.title}</Link>
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

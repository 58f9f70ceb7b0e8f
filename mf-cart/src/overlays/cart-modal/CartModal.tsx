// Cart modal: opened from the header and after an add; lists the lines with links to the cart page and checkout.
import { Link } from 'react-router-dom';
import {
  formatPrice,
  removeFromCart,
  selectCartItems,
  selectCartTotal,
  selectCurrency,
  unitPrice,
  useAppDispatch,
  useAppSelector,
  type OverlayComponentProps,
} from '@storefront/shared';
import styles from './CartModal.module.css';

export default function CartModal({ close }: OverlayComponentProps) {
  const items = useAppSelector(selectCartItems);
  const currency = useAppSelector(selectCurrency);
  const total = useAppSelector(selectCartTotal);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby="cart-modal-title" data-boundary="cart">
      <div className={styles.head}>
        <h2 id="cart-modal-title">Your cart</h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close cart">
          ×
        </button>
      </div>
      {items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul className={styles.lines}>
          {items.map((line) => {
            const price = unitPrice(line, currency);
            return (
              <li key={line.id} className={styles.line}>
                <img src={line.image_url} alt="" width={64} height={64} />
                <div>
                  <p className={styles.title}>{line.title}</p>
                  {line.selectedLicense && <p className={styles.muted}>{line.selectedLicense} license</p>}
                  <p className={styles.muted}>
                    {line.quantity} × {price === null ? '' : formatPrice(price, currency)}
                  </p>
                </div>
                <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(line.id))} aria-label={`Remove ${line.title}`}>
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>
        Subtotal <strong>{formatPrice(total, currency)}</strong>
      </p>
      <div className={styles.actions}>
        <Link to="/cart" className={styles.secondary}>
          View cart
        </Link>
        <Link to="/checkout" className={styles.primary}>
          Check Out
        </Link>
      </div>
    </div>
  );
}

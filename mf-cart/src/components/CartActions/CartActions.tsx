// The subtotal with View cart and Check Out links, at the foot of the cart modal and side panel.
import { Link } from 'react-router-dom';
import { selectCartTotal, useAppSelector } from '@storefront/shared';
import { Price } from '../Price/Price';
import styles from './CartActions.module.css';

export function CartActions({ cartPath }: { cartPath: '/cart' | '/shopping-cart' }) {
  const subtotal = useAppSelector(selectCartTotal);
  return (
    <div className={styles.actions}>
      <p className={styles.subtotal}>
        <span>Subtotal</span>
        <strong data-testid="overlay-subtotal">
          <Price amount={subtotal} />
        </strong>
      </p>
      <div className={styles.links}>
        <Link to={cartPath} className={styles.secondary}>
          View cart
        </Link>
        <Link to="/checkout" className={styles.primary}>
          Check Out
        </Link>
      </div>
    </div>
  );
}

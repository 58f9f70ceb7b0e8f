// The empty-cart message shown by the cart page, modal and panel.
import { Link } from 'react-router-dom';
import styles from './EmptyCart.module.css';

export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>Your cart is empty.</p>
      <Link to="/store" className={styles.link}>
        Continue shopping
      </Link>
    </div>
  );
}

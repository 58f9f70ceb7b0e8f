// The order confirmation's error view: Order Not Found with the reason and a way back to the shop (SPEC §2, §8).
import { Link } from 'react-router-dom';
import styles from './OrderConfirmation.module.css';

export function OrderNotFound({ message }: { message: string }) {
  return (
    <section className={styles.result} aria-labelledby="order-error-title">
      <h1 id="order-error-title">Order Not Found</h1>
      <p role="alert">{message}</p>
      <Link className={styles.primary} to="/">
        Continue Shopping
      </Link>
    </section>
  );
}

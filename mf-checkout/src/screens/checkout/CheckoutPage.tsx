// Checkout (/checkout): the guest's order summary. The customer form and payment choice are the checkout issue's work.
import { CartSummary } from '../../components/CartSummary/CartSummary';
import styles from './CheckoutPage.module.css';

export default function CheckoutPage() {
  return (
    <div className={styles.page} data-boundary="checkout">
      <h1>Checkout</h1>
      <CartSummary />
    </div>
  );
}

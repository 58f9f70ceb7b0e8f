// The cart page's Order Summary: Subtotal, shipping, Total, the saved order note, and Process To Checkout.
import { Link } from 'react-router-dom';
import {
  CART_PAGE_SHIPPING_OPTION,
  openOverlay,
  roundMoney,
  selectCartNote,
  selectCartTotal,
  selectCurrency,
  SHIPPING_PRICES,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared';
import { Price } from '../../components/Price/Price';
import styles from './CartSide.module.css';

export function OrderSummary() {
  const subtotal = useAppSelector(selectCartTotal);
  const currency = useAppSelector(selectCurrency);
  const note = useAppSelector(selectCartNote);
  const dispatch = useAppDispatch();
  const shipping = SHIPPING_PRICES[currency][CART_PAGE_SHIPPING_OPTION];
  return (
    <section className={styles.box} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        Order Summary
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">
            <Price amount={subtotal} />
          </dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>
            <Price amount={shipping} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="cart-total">
            <Price amount={roundMoney(subtotal + shipping)} />
          </dd>
        </div>
      </dl>
      {note && (
        <p className={styles.note}>
          <strong>Order note:</strong> {note}
        </p>
      )}
      <button type="button" className={styles.noteButton} onClick={() => dispatch(openOverlay({ name: 'cartPanel' }))}>
        {note ? 'Edit order note' : 'Add order note'}
      </button>
      <Link to="/checkout" className={styles.checkout}>
        Process To Checkout
      </Link>
    </section>
  );
}

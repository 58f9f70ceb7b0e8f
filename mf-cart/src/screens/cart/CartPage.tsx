// Cart page (/cart and /shopping-cart): the lines as a table, shipping options, the order summary and the way to checkout.
import { selectCartItems, useAppSelector } from '@storefront/shared';
import { EmptyCart } from '../../components/EmptyCart/EmptyCart';
import { CartTrimNotice } from '../../limits/CartTrimNotice';
import { CartTable } from './CartTable';
import { OrderSummary } from './OrderSummary';
import { ShippingOptions } from './ShippingOptions';
import styles from './CartPage.module.css';

export default function CartPage() {
  const items = useAppSelector(selectCartItems);
  return (
    <div className={styles.page} data-boundary="cart">
      <h1 className={styles.heading}>Shopping Cart</h1>
      <CartTrimNotice />
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <CartTable lines={items} />
          <div className={styles.side}>
            <ShippingOptions />
            <OrderSummary />
          </div>
        </div>
      )}
    </div>
  );
}

// The cart page's shipping options (SPEC §2, §9: free 0, local 35, flat rate 35 in USD), at the shop's prices in the
// shopper's currency; the page total adds the first, free.
import { CART_PAGE_SHIPPING_OPTION, selectCurrency, SHIPPING_OPTION_NAMES, SHIPPING_PRICES, useAppSelector } from '@storefront/shared';
import { Price } from '../../components/Price/Price';
import styles from './CartSide.module.css';

export function ShippingOptions() {
  const currency = useAppSelector(selectCurrency);
  return (
    <section className={styles.box} aria-labelledby="cart-shipping-heading">
      <h2 id="cart-shipping-heading" className={styles.heading}>
        Shipping
      </h2>
      <ul className={styles.options}>
        {SHIPPING_PRICES[currency].map((amount, index) => {
          const applied = index === CART_PAGE_SHIPPING_OPTION;
          return (
            <li key={SHIPPING_OPTION_NAMES[index]} className={applied ? styles.applied : undefined} aria-current={applied ? 'true' : undefined}>
              <span>
                {SHIPPING_OPTION_NAMES[index]}
                {applied && <span className={styles.badge}>Applied</span>}
              </span>
              <Price amount={amount} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The cart page's shipping options (SPEC §2, §9: free 0, local 35, flat rate 35); the page total adds the first, free.
import { convertLegacyPrice, selectCurrency, SHIPPING_OPTION_NAMES, SHIPPING_OPTIONS, useAppSelector } from '@storefront/shared';
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
        {SHIPPING_OPTIONS.map((amount, index) => (
          <li key={SHIPPING_OPTION_NAMES[index]} className={index === 0 ? styles.applied : undefined} aria-current={index === 0 ? 'true' : undefined}>
            <span>
              {SHIPPING_OPTION_NAMES[index]}
              {index === 0 && <span className={styles.badge}>Applied</span>}
            </span>
            <Price amount={convertLegacyPrice(amount, currency)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

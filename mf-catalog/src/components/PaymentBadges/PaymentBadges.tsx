// The product page's payment badge row: the payment methods checkout offers (SPEC §9: the disabled one stays hidden).
import { PAYMENT_METHODS } from '@storefront/shared';
import styles from './PaymentBadges.module.css';

export function PaymentBadges() {
  return (
    <div className={styles.row}>
      <p className={styles.label}>Guaranteed safe checkout</p>
      <ul className={styles.badges}>
        {PAYMENT_METHODS.filter((method) => method.enabled).map((method) => (
          <li key={method.id} className={styles.badge}>
            {method.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

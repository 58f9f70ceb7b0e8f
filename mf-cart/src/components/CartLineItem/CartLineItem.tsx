// One cart line in the cart modal and side panel: image, title, license, quantity control, line total and remove.
import { Link } from 'react-router-dom';
import { removeFromCart, updateQuantity, useAppDispatch, type CartLine } from '@storefront/shared';
import { useLinePrices } from '../../hooks/useLinePrices';
import { LicenseSelect } from '../LicenseSelect/LicenseSelect';
import { Price } from '../Price/Price';
import { QuantityControl } from '../QuantityControl/QuantityControl';
import styles from './CartLineItem.module.css';

export function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { unit, total } = useLinePrices(line);
  return (
    <li className={styles.line} data-cart-line={line.id}>
      <img className={styles.image} src={line.image_url} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.details}>
        <Link to={`/product-detail/${line.id}`} className={styles.title}>
          {line.title}
        </Link>
        <LicenseSelect line={line} />
        <p className={styles.unit}>
          <Price amount={unit} /> each
        </p>
        <div className={styles.row}>
          <QuantityControl value={line.quantity} label={line.title} onChange={(quantity) => dispatch(updateQuantity({ id: line.id, quantity }))} />
          <strong className={styles.total} aria-label={`Total for ${line.title}`}>
            <Price amount={total} />
          </strong>
        </div>
      </div>
      <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(line.id))} aria-label={`Remove ${line.title}`}>
        ×
      </button>
    </li>
  );
}

// One cart line in the cart modal and side panel: image, title, license, quantity control, line total and remove.
import { Link } from 'react-router-dom';
import { cartLineKey, removeFromCart, updateQuantity, useAppDispatch, type CartLine } from '@storefront/shared';
import { QuantityControl } from '@storefront/shared/quantity';
import { LineVariant, lineLabel } from '../LineVariant/LineVariant';
import { useLinePrices } from '../../hooks/useLinePrices';
import { LicenseSelect } from '../LicenseSelect/LicenseSelect';
import { Price } from '../Price/Price';
import styles from './CartLineItem.module.css';

export function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { unit, total } = useLinePrices(line);
  const key = cartLineKey(line);
  const label = lineLabel(line);
  return (
    <li className={styles.line} data-cart-line={line.id} data-line-key={key}>
      <img className={styles.image} src={line.image_url} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.details}>
        <Link to={`/product-detail/${line.id}`} className={styles.title}>
          {line.title}
        </Link>
        <LineVariant line={line} />
        <LicenseSelect line={line} />
        <p className={styles.unit}>
          <Price amount={unit} /> each
        </p>
        <div className={styles.row}>
          <QuantityControl value={line.quantity} of={label} onChange={(quantity) => dispatch(updateQuantity({ key, quantity }))} />
          <strong className={styles.total} aria-label={`Total for ${label}`}>
            <Price amount={total} />
          </strong>
        </div>
      </div>
      <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(key))} aria-label={`Remove ${label}`}>
        ×
      </button>
    </li>
  );
}

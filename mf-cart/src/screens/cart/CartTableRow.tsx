// One row of the cart page table: the product linked to its page with its license, unit price, quantity, line total and remove.
import { Link } from 'react-router-dom';
import { removeFromCart, updateQuantity, useAppDispatch, type CartLine } from '@storefront/shared';
import { LicenseSelect } from '../../components/LicenseSelect/LicenseSelect';
import { Price } from '../../components/Price/Price';
import { QuantityControl } from '../../components/QuantityControl/QuantityControl';
import { useLinePrices } from '../../hooks/useLinePrices';
import styles from './CartTable.module.css';

export function CartTableRow({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { unit, total } = useLinePrices(line);
  return (
    <tr data-cart-line={line.id}>
      <td className={styles.product}>
        <img className={styles.image} src={line.image_url} alt="" width={80} height={80} loading="lazy" />
        <div className={styles.productText}>
          <Link to={`/product-detail/${line.id}`} className={styles.title}>
            {line.title}
          </Link>
          <LicenseSelect line={line} />
        </div>
      </td>
      <td data-label="Price">
        <Price amount={unit} />
      </td>
      <td data-label="Quantity">
        <QuantityControl value={line.quantity} label={line.title} onChange={(quantity) => dispatch(updateQuantity({ id: line.id, quantity }))} />
      </td>
      <td data-label="Total Price" data-testid={`line-total-${line.id}`}>
        <strong>
          <Price amount={total} />
        </strong>
      </td>
      <td>
        <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(line.id))} aria-label={`Remove ${line.title}`}>
          Remove
        </button>
      </td>
    </tr>
  );
}

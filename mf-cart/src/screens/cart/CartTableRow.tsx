// One row of the cart page table: the product linked to its page with its license, unit price, quantity, line total and remove.
// Quantity and remove are forms from the first paint (decision 0061): the server changes the line until the scripts run.
import { Link } from 'react-router-dom';
import { cartLineKey, removeFromCart, SHOPPER_FORM_FIELDS, ShopperForm, updateQuantity, useAppDispatch, type CartLine } from '@storefront/shared';
import { QuantityControl } from '@storefront/shared/quantity';
import { LineVariant, lineLabel } from '../../components/LineVariant/LineVariant';
import { LicenseSelect } from '../../components/LicenseSelect/LicenseSelect';
import { Price } from '../../components/Price/Price';
import { useLinePrices } from '../../hooks/useLinePrices';
import styles from './CartTable.module.css';

export function CartTableRow({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { unit, total } = useLinePrices(line);
  const key = cartLineKey(line);
  const label = lineLabel(line);
  return (
    <tr data-cart-line={line.id} data-line-key={key}>
      <td className={styles.product}>
        <img className={styles.image} src={line.image_url} alt="" width={80} height={80} loading="lazy" />
        <div className={styles.productText}>
          <Link to={`/product-detail/${line.id}`} className={styles.title}>
            {line.title}
          </Link>
          <LineVariant line={line} />
          <LicenseSelect line={line} />
        </div>
      </td>
      <td data-label="Price">
        <Price amount={unit} />
      </td>
      <td data-label="Quantity">
        {/* Enter in the typed quantity has set it already (QuantityControl): the submit itself has nothing left to do. */}
        <ShopperForm form="cartQuantity" fields={{ [SHOPPER_FORM_FIELDS.line]: key }} onSubmit={() => undefined}>
          <QuantityControl
            value={line.quantity}
            of={label}
            onChange={(quantity) => dispatch(updateQuantity({ key, quantity }))}
            names={{ quantity: SHOPPER_FORM_FIELDS.quantity, setQuantity: SHOPPER_FORM_FIELDS.setQuantity }}
          />
        </ShopperForm>
      </td>
      <td data-label="Total Price" data-testid={`line-total-${line.id}`}>
        <strong>
          <Price amount={total} />
        </strong>
      </td>
      <td>
        <ShopperForm form="removeLine" fields={{ [SHOPPER_FORM_FIELDS.line]: key }} onSubmit={() => dispatch(removeFromCart(key))}>
          <button type="submit" className={styles.remove} aria-label={`Remove ${label}`}>
            Remove
          </button>
        </ShopperForm>
      </td>
    </tr>
  );
}

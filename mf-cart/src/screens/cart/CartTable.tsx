// The cart page's table of lines: product, price, quantity, total price and remove.
import { lineRenderKeys, type CartLine } from '@storefront/shared';
import { CartTableRow } from './CartTableRow';
import styles from './CartTable.module.css';

export function CartTable({ lines }: { lines: CartLine[] }) {
  const renderKeys = lineRenderKeys(lines);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Products in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total Price</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <CartTableRow key={renderKeys[index]} line={line} />
        ))}
      </tbody>
    </table>
  );
}

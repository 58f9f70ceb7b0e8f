// The payment result's item table (Item, Quantity, Price, Total), each item with its license.
import { describeVariant, type VerifiedOrder } from '@storefront/shared';
import { formatAmount } from '../../orders/orderDisplay';
import styles from './PaymentConfirmation.module.css';

export function PaymentItemsTable({ order }: { order: VerifiedOrder }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.title}-${index}`}>
              <td>
                {item.title}
                {item.selectedLicense && <span className={styles.muted}> ({item.selectedLicense} License)</span>}
                {describeVariant(item) && <span className={styles.muted}> ({describeVariant(item)})</span>}
              </td>
              <td>{item.quantity}</td>
              <td>{formatAmount(item.unitPrice, order.currency)}</td>
              <td>{formatAmount(item.totalPrice, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

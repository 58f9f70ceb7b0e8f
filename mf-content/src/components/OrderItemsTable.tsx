// An order's lines as the content pages show them (order tracking, Your Orders): each item with its licence and
// variant, its quantity and line total, then the order's total; and the words for an order's status.
import { describeVariant, formatPrice } from '@storefront/shared';

export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

type OrderLine = Parameters<typeof describeVariant>[0] & { title: string; license_type?: string | null; quantity: number; total_price: number };

interface Props {
  caption: string;
  items: readonly OrderLine[];
  total: number;
  currency: Parameters<typeof formatPrice>[1];
  className?: string;
  /** The class of the licence and variant notes after an item's title. */
  noteClassName?: string;
}

export function OrderItemsTable({ caption, items, total, currency, className, noteClassName }: Props) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            <td>
              {item.title}
              {item.license_type && <span className={noteClassName}> ({item.license_type} license)</span>}
              {describeVariant(item) && <span className={noteClassName}> ({describeVariant(item)})</span>}
            </td>
            <td>{item.quantity}</td>
            <td>{formatPrice(item.total_price, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Order total
          </th>
          <td>{formatPrice(total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

// What was bought (license, size and colour per line) and the order's totals, in the order's currency.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { formatMoney } from '../../format/format';
import { TableBox } from '../../components/TableBox';
import { NumberHeader } from '../../components/NumberHeader';
import ui from '../../components/ui.module.css';
import styles from './OrderPage.module.css';

export function OrderLines({ order }: { order: AdminOrder }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <section className={ui.card} aria-labelledby="order-lines">
      <h2 id="order-lines">Lines</h2>
      <TableBox label="Order lines">
        <table className={ui.table}>
          <caption className={ui.visuallyHidden}>Order lines</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">License</th>
              <th scope="col">Size</th>
              <th scope="col">Colour</th>
              <NumberHeader>Quantity</NumberHeader>
              <NumberHeader>Unit price</NumberHeader>
              <NumberHeader>Line total</NumberHeader>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNumber}>
                <th scope="row">{line.title}</th>
                <td>{line.licenseType ?? '—'}</td>
                <td>{line.size ?? '—'}</td>
                <td>{line.color ?? '—'}</td>
                <td className={ui.number}>{line.quantity}</td>
                <td className={ui.number}>{money(line.unitPrice)}</td>
                <td className={ui.number}>{money(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <dl className={styles.totals} aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{money(order.totals.subtotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(order.totals.tax)}</dd>
        <dt>Discount</dt>
        <dd>{money(order.totals.discount)}</dd>
        <dt>Total</dt>
        <dd>{money(order.totals.total)}</dd>
      </dl>
    </section>
  );
}

// Revenue in each currency the shop sells in, as a table's last columns: the headings and one row's cells.
import type { AmountsByCurrency } from '@storefront/shared/schemas/admin';
import { formatMoney } from '../format/format';
import { NumberHeader } from './NumberHeader';
import ui from './ui.module.css';

export function RevenueHeaders() {
  return (
    <>
      <NumberHeader>Revenue (USD)</NumberHeader>
      <NumberHeader>Revenue (NGN)</NumberHeader>
    </>
  );
}

export function RevenueCells({ revenue }: { revenue: AmountsByCurrency }) {
  return (
    <>
      <td className={ui.number}>{formatMoney(revenue.USD, 'USD')}</td>
      <td className={ui.number}>{formatMoney(revenue.NGN, 'NGN')}</td>
    </>
  );
}

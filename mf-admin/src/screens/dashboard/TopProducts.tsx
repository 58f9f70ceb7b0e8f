// The period's best sellers by units in paid orders, each linking to its product in the console.
import { Link } from 'react-router-dom';
import type { TopProduct } from '@storefront/shared/schemas/admin';
import { NumberHeader } from '../../components/NumberHeader';
import { RevenueCells, RevenueHeaders } from '../../components/RevenueColumns';
import { TableBox } from '../../components/TableBox';
import ui from '../../components/ui.module.css';

export function TopProducts({ products }: { products: TopProduct[] }) {
  if (!products.length) return <p className={ui.muted}>No product was sold in this period.</p>;
  return (
    <TableBox label="Top products">
      <table className={ui.table}>
        <caption className={ui.visuallyHidden}>Top products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <NumberHeader>Units</NumberHeader>
            <RevenueHeaders />
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.productId}>
              <th scope="row">
                <Link className={ui.link} to={`/admin/products/${product.productId}`}>
                  {product.title}
                </Link>
              </th>
              <td className={ui.number}>{product.units}</td>
              <RevenueCells revenue={product.revenue} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

// One page of products; each title opens the product's edit page.
import { Link } from 'react-router-dom';
import type { AdminProductSummary } from '@storefront/shared/schemas/admin';
import { formatMoney } from '../../format/format';
import { TableBox } from '../../components/TableBox';
import { NumberHeader } from '../../components/NumberHeader';
import ui from '../../components/ui.module.css';

export function ProductsTable({ products }: { products: AdminProductSummary[] }) {
  if (!products.length) return <p role="status">No product matches these filters.</p>;
  return (
    <TableBox label="Products">
      <table className={ui.table}>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <NumberHeader>Price (USD)</NumberHeader>
            <th scope="col">Stock</th>
            <th scope="col">In the store</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <img src={product.thumbnailUrl} alt="" width={48} height={48} loading="lazy" />
              </td>
              <th scope="row">
                <Link className={ui.link} to={`/admin/products/${product.id}`}>
                  {product.title}
                </Link>{' '}
                <span className={ui.muted}>#{product.id}</span>
              </th>
              <td>{product.categoryName}</td>
              <td className={ui.number}>{formatMoney(product.price, 'USD')}</td>
              <td>{product.inStock ? `${product.available} available` : 'Out of stock'}</td>
              <td>{product.visible ? 'Visible' : 'Hidden'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

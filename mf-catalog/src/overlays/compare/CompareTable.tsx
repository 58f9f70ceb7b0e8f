// The compare overlay's table: one column per product, one row per property.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardPrice, selectCurrency, useAppSelector, type Product } from '@storefront/shared';
import { categoryOf } from '../../store-filters/filterProducts';
import styles from './Compare.module.css';

interface Props {
  products: Product[];
  onRemove: (id: number) => void;
}

export function CompareTable({ products, onRemove }: Props) {
  const currency = useAppSelector(selectCurrency);
  const rows: [string, (product: Product) => ReactNode][] = [
    ['Price', (product) => cardPrice(product, currency)],
    ['Category', categoryOf],
    ['Rating', (product) => (product.rating ? `${product.rating} / 5` : '—')],
    ['Availability', (product) => (product.inStock === false ? 'Out of stock' : 'In stock')],
    ['Licenses', (product) => (product.prices?.length ? product.prices.map((tier) => tier.license_type).join(', ') : '—')],
  ];
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Compared products</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col" className={styles.product}>
                <img src={product.imgSrc ?? product.image_url} alt="" width={160} height={160} loading="lazy" />
                <Link to={`/product-detail/${product.id}`}>{product.title}</Link>
                <button type="button" className={styles.remove} onClick={() => onRemove(product.id)} aria-label={`Remove ${product.title} from compare`}>
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {products.map((product) => (
                <td key={product.id}>{value(product)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A responsive grid of product cards.
import type { Product } from '@storefront/shared';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './ProductGrid.module.css';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

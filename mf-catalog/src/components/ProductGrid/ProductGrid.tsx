// The products of one store page, as a grid of N columns or as a list; also the home and search result grids.
import type { CSSProperties } from 'react';
import type { Product } from '@storefront/shared';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  products: Product[];
  /** Columns actually shown (1 for the list); omit for the responsive 2/3/4 default. */
  columns?: number;
  list?: boolean;
  /** How many leading cards are above the fold and load their pictures at once. */
  eagerCount?: number;
}

export function ProductGrid({ products, columns, list = false, eagerCount = 0 }: Props) {
  const style = columns ? ({ '--columns': columns } as CSSProperties) : undefined;
  return (
    <ul className={`${styles.grid} ${columns ? styles.fixed : ''}`} style={style} data-layout={list ? 'list' : `grid-${columns ?? 'auto'}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} variant={list ? 'list' : 'grid'} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

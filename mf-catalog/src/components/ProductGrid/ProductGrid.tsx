// The products of one store page, as a grid of N columns or as a list; also the home and search result grids.
import type { CSSProperties } from 'react';
import type { Product } from '@storefront/shared';
import { ProductCard } from '../ProductCard/ProductCard';
import type { ColumnsByWidth } from '../../store-filters/columns';
import styles from './ProductGrid.module.css';

interface Props {
  products: Product[];
  /** Columns shown (1 for the list), the same at every width or per width class; omit for the responsive 2/3/4 default. */
  columns?: number | ColumnsByWidth;
  list?: boolean;
  /** How many leading cards are above the fold and load their pictures at once. */
  eagerCount?: number;
}

export function ProductGrid({ products, columns, list = false, eagerCount = 0 }: Props) {
  const byWidth = typeof columns === 'number' ? { mobile: columns, tablet: columns, wide: columns } : columns;
  // Chosen in CSS by media query, so the server-rendered grid already has the columns of the shopper's screen.
  const style = byWidth
    ? ({ '--columns-mobile': byWidth.mobile, '--columns-tablet': byWidth.tablet, '--columns-wide': byWidth.wide } as CSSProperties)
    : undefined;
  const layout = list ? 'list' : byWidth ? `grid-${byWidth.wide}` : 'grid-auto';
  return (
    <ul className={`${styles.grid} ${byWidth ? styles.fixed : ''}`} style={style} data-layout={layout}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} variant={list ? 'list' : 'grid'} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

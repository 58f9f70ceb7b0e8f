// The products matching a search query, with their count, or a message when none match; panel and search page.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCatalog } from '@storefront/shared';
import { searchProducts } from '../../store-filters/searchProducts';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import styles from './SearchResults.module.css';

interface Props {
  query: string;
  /** Show at most this many, with a link to the full results page. */
  limit?: number;
  columns?: number;
}

export function SearchResults({ query, limit, columns }: Props) {
  const { products, productsStatus } = useCatalog();
  const headingId = useId();
  if (productsStatus.isLoading) return <p role="status">Searching…</p>;
  const matches = searchProducts(products, query);
  const shown = limit === undefined ? matches : matches.slice(0, limit);
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      {/* The cards' titles are h3: this keeps the heading outline unbroken under the page's or panel's title. */}
      <h2 id={headingId} className="visually-hidden">
        Search results
      </h2>
      <p className={styles.count} role="status">
        {matches.length === 0
          ? `No products match “${query}”. Try another word or browse the store.`
          : `${matches.length} ${matches.length === 1 ? 'result' : 'results'} for “${query}”`}
      </p>
      {shown.length > 0 && <ProductGrid products={shown} columns={columns} />}
      {shown.length < matches.length && (
        <Link to={`/search-result?q=${encodeURIComponent(query)}`} className={styles.all}>
          View all {matches.length} results
        </Link>
      )}
    </section>
  );
}

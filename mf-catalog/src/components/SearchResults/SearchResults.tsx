// A page of search results as the server answered it: the count (announced), the products and what follows them (the
// panel's "View all", the page's pagination); or that the search is on its way, found nothing, or failed. Panel and page.
import { useId, type ReactNode } from 'react';
import type { SearchPage } from '@storefront/shared';
import { LoadError } from '../LoadError/LoadError';
import { ProductGrid } from '../ProductGrid/ProductGrid';
import styles from './SearchResults.module.css';

interface Props {
  /** The answer shown: the current search's, or while that is on its way the one before (then `busy`). */
  answer: SearchPage | undefined;
  busy: boolean;
  /** The current search failed: what to say, and how to ask again. */
  error: string | null;
  onRetry: () => void;
  columns?: number;
  children?: ReactNode;
}

export function SearchResults({ answer, busy, error, onRetry, columns, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={busy}>
      {/* The cards' titles are h3: this keeps the heading outline unbroken under the page's or panel's title. */}
      <h2 id={headingId} className="visually-hidden">
        Search results
      </h2>
      {error ? (
        <LoadError message={error} onRetry={onRetry} className={styles.count} />
      ) : (
        <p className={styles.count} role="status">
          {answer === undefined ? 'Searching…' : resultCount(answer)}
        </p>
      )}
      {!error && answer && answer.products.length > 0 && (
        <>
          <ProductGrid products={answer.products} columns={columns} />
          {children}
        </>
      )}
    </section>
  );
}

function resultCount({ total, query }: SearchPage): string {
  if (total === 0) return `No products match “${query}”. Try another word or browse the store.`;
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

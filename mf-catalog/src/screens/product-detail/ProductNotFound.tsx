// The product page's failure state (SPEC §8): 'Product Not Found' and a Retry button that loads the product again.
import { Link } from 'react-router-dom';
import styles from './ProductDetail.module.css';

export function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.title}>Product Not Found</h1>
      <p>Sorry, we couldn't load the product details. Please try again.</p>
      <div className={styles.row}>
        {onRetry && (
          <button type="button" className={styles.primary} onClick={onRetry}>
            Retry
          </button>
        )}
        <Link to="/store">Back to the store</Link>
      </div>
    </div>
  );
}

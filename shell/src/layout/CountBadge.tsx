// The small count bubble on the header's wishlist and cart buttons and the bottom toolbar's cart.
import styles from './CountBadge.module.css';

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  return (
    <span className={styles.badge} data-testid={testId} aria-hidden="true">
      {count}
    </span>
  );
}

// What stands in a remote's place while it cannot be loaded: a short explanation and a Retry button.
import styles from './RemoteFallback.module.css';

const AREA: Record<string, string> = {
  catalog: 'catalogue',
  cart: 'cart and wishlist',
  checkout: 'checkout',
  content: 'page',
};

export function RemoteFallback({ remote, onRetry, compact }: { remote: string; onRetry: () => void; compact?: boolean }) {
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert" data-remote-fallback={remote}>
      <h2 className={styles.title}>This part of the store is unavailable</h2>
      <p>The {AREA[remote] ?? remote} could not be loaded. Everything else still works.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

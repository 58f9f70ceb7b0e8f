// The product page's loading skeleton: grey blocks where the picture and the details will be.
import styles from './ProductDetail.module.css';

export function DetailSkeleton() {
  return (
    <div className={styles.detail} role="status" aria-busy="true" aria-label="Loading product">
      <div className={`${styles.skeleton} ${styles.skeletonImage}`} />
      <div className={styles.info}>
        {[40, 80, 30, 100, 100, 60].map((width, index) => (
          <div key={index} className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

// The card's small buttons: wishlist, compare, quick view and quick add (SPEC §2 "Product cards").
import type { Product } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { useProductActions } from '../../hooks/useProductActions';
import { wishlistButtonLabel } from '../../hooks/wishlistButtonLabel';
import styles from './ProductCard.module.css';

export function CardTools({ product }: { product: Product }) {
  const actions = useProductActions(product);
  const wishlistLabel = wishlistButtonLabel(actions.inWishlist);
  const compareLabel = actions.inCompare ? 'Already compared' : 'Add to Compare';
  return (
    <div className={styles.tools}>
      <button
        type="button"
        className={styles.tool}
        aria-label={wishlistLabel}
        title={wishlistLabel}
        aria-pressed={actions.inWishlist}
        onClick={actions.toggleWishlist}
        {...opensOverlay('wishlistModal')}
      >
        {actions.inWishlist ? '♥' : '♡'}
      </button>
      <button type="button" className={styles.tool} aria-label={compareLabel} title={compareLabel} aria-pressed={actions.inCompare} onClick={actions.compare}>
        ⇄
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label={`Quick View ${product.title}`}
        title="Quick View"
        onClick={actions.quickView}
        {...opensOverlay('quickView')}
      >
        ◉
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label={`Quick Add ${product.title}`}
        title="Quick Add"
        onClick={actions.quickAdd}
        {...opensOverlay('quickAdd')}
      >
        +
      </button>
    </div>
  );
}

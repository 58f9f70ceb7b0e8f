// The product page's wishlist, compare and size guide buttons.
import { openOverlay, useAppDispatch, type Product } from '@storefront/shared';
import { useProductActions } from '../../hooks/useProductActions';
import { wishlistButtonLabel } from '../../hooks/wishlistButtonLabel';
import styles from './ProductDetail.module.css';

export function SecondaryActions({ product }: { product: Product }) {
  const actions = useProductActions(product);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.row}>
      <button type="button" className={styles.secondary} onClick={actions.toggleWishlist} aria-pressed={actions.inWishlist}>
        {wishlistButtonLabel(actions.inWishlist)}
      </button>
      <button type="button" className={styles.secondary} onClick={actions.compare} aria-pressed={actions.inCompare}>
        {actions.inCompare ? 'Already compared' : 'Add to Compare'}
      </button>
      {product.sizes && product.sizes.length > 0 && (
        <button type="button" className={styles.secondary} onClick={() => dispatch(openOverlay({ name: 'sizeGuide' }))}>
          Size Guide
        </button>
      )}
    </div>
  );
}

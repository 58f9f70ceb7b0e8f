// The product page's wishlist, compare and size guide buttons. Wishlist and compare are forms from the first paint
// (decision 0061), as on the product cards.
import { openOverlay, SHOPPER_FORM_FIELDS, ShopperForm, useAppDispatch, type Product } from '@storefront/shared';
import { useProductActions } from '../../hooks/useProductActions';
import { wishlistButtonLabel } from '../../hooks/wishlistButtonLabel';
import styles from './ProductDetail.module.css';

export function SecondaryActions({ product }: { product: Product }) {
  const actions = useProductActions(product);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.row}>
      <ShopperForm form="wishlist" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={actions.toggleWishlist}>
        <button type="submit" className={styles.secondary} aria-pressed={actions.inWishlist}>
          {wishlistButtonLabel(actions.inWishlist)}
        </button>
      </ShopperForm>
      <ShopperForm form="compare" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={actions.compare}>
        <button type="submit" className={styles.secondary} aria-pressed={actions.inCompare}>
          {actions.inCompare ? 'Already compared' : 'Add to Compare'}
        </button>
      </ShopperForm>
      {product.sizes && product.sizes.length > 0 && (
        <button type="button" className={styles.secondary} onClick={() => dispatch(openOverlay({ name: 'sizeGuide' }))}>
          Size Guide
        </button>
      )}
    </div>
  );
}

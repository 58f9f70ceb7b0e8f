// The card's small buttons: wishlist, compare, quick view and quick add (SPEC §2 "Product cards"). Wishlist and compare
// are forms from the first paint (decision 0061): the server toggles the wishlist or adds to the compare list before the
// page's scripts run; once they run, the page does and opens its modal.
import { SHOPPER_FORM_FIELDS, ShopperForm, type Product } from '@storefront/shared';
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
      <ShopperForm form="wishlist" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={actions.toggleWishlist}>
        <button
          type="submit"
          className={styles.tool}
          aria-label={wishlistLabel}
          title={wishlistLabel}
          aria-pressed={actions.inWishlist}
          {...opensOverlay('wishlistModal')}
        >
          {actions.inWishlist ? '♥' : '♡'}
        </button>
      </ShopperForm>
      <ShopperForm form="compare" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={actions.compare}>
        <button type="submit" className={styles.tool} aria-label={compareLabel} title={compareLabel} aria-pressed={actions.inCompare}>
          ⇄
        </button>
      </ShopperForm>
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

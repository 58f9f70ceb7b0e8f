// The sticky add-to-cart bar at the bottom of the product page (SPEC §2). It offers a size only for a product that
// comes in sizes, and then the product's own (a digital audio pack has none to choose); it is the same choice as the
// page's size buttons, so both add the same line (issue 22 §1).
import { formatPrice, type Product } from '@storefront/shared';
import { opensOverlay, pageBottomBar } from '@storefront/shared/contracts';
import type { Purchase } from '../../hooks/usePurchase';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ProductDetail.module.css';

export function StickyAddToCart({ product, purchase }: { product: Product; purchase: Purchase }) {
  const sizes = product.sizes ?? [];
  const ready = useHydrated();
  return (
    <div className={styles.sticky} aria-label="Quick purchase" role="region" {...pageBottomBar()}>
      <img src={product.imgSrc ?? product.image_url} alt="" width={48} height={48} className={styles.stickyImage} loading="lazy" />
      <p className={styles.stickyTitle}>
        {product.title}
        <span className={styles.stickyPrice}>{purchase.unitAmount === null ? '' : formatPrice(purchase.unitAmount, purchase.currency)}</span>
      </p>
      {sizes.length > 0 && (
        <label className={styles.stickySize}>
          <span className="visually-hidden">Size</span>
          <select value={purchase.variant.size} onChange={(event) => purchase.setVariant({ ...purchase.variant, size: event.target.value })}>
            {sizes.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className={styles.primary}
        onClick={purchase.add}
        disabled={!ready || purchase.inCart}
        aria-busy={!ready || undefined}
        {...opensOverlay('cartModal')}
      >
        {!ready ? 'Loading…' : purchase.inCart ? 'Already Added' : 'Add to cart'}
      </button>
    </div>
  );
}

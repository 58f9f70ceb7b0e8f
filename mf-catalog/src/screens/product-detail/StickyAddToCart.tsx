// The sticky add-to-cart bar at the bottom of the product page (SPEC §2). It offers a size only for a product that
// comes in sizes, and then the product's own (a digital audio pack has none to choose); it is the same choice as the
// page's size buttons, so both add the same line (two lines for one size would split one purchase). A form from the first paint (decision 0061): before the
// page's scripts run, the server adds the size chosen here with the page's default tier and colour.
import { formatPrice, SHOPPER_FORM_FIELDS, ShopperForm, type Product } from '@storefront/shared';
import { opensOverlay, pageBottomBar } from '@storefront/shared/contracts';
import type { Purchase } from '../../hooks/usePurchase';
import styles from './ProductDetail.module.css';

export function StickyAddToCart({ product, purchase }: { product: Product; purchase: Purchase }) {
  const sizes = product.sizes ?? [];
  return (
    <div className={styles.sticky} aria-label="Quick purchase" role="region" {...pageBottomBar()}>
      <ShopperForm
        form="addToCart"
        fields={{
          [SHOPPER_FORM_FIELDS.productId]: product.id,
          [SHOPPER_FORM_FIELDS.license]: purchase.license || undefined,
          [SHOPPER_FORM_FIELDS.color]: purchase.variant.color,
          [SHOPPER_FORM_FIELDS.quantity]: purchase.quantity,
        }}
        onSubmit={purchase.add}
      >
        <img src={product.imgSrc ?? product.image_url} alt="" width={48} height={48} className={styles.stickyImage} loading="lazy" />
        <p className={styles.stickyTitle}>
          {product.title}
          <span className={styles.stickyPrice}>{purchase.unitAmount === null ? '' : formatPrice(purchase.unitAmount, purchase.currency)}</span>
        </p>
        {sizes.length > 0 && (
          <label className={styles.stickySize}>
            <span className="visually-hidden">Size</span>
            <select
              name={SHOPPER_FORM_FIELDS.size}
              value={purchase.variant.size}
              onChange={(event) => purchase.setVariant({ ...purchase.variant, size: event.target.value })}
            >
              {sizes.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className={styles.primary} disabled={purchase.inCart} {...opensOverlay('cartModal')}>
          {purchase.inCart ? 'Already Added' : 'Add to cart'}
        </button>
      </ShopperForm>
    </div>
  );
}

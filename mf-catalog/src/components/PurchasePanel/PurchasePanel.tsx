// Price, license selector, size and colour, quantity and add to cart for one product; the product page and the quick view both use it.
import { formatPrice, type Product } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { SELECT_LICENSE_NOTE, type Purchase } from '../../hooks/usePurchase';
import { LicenseSelector } from '../LicenseSelector/LicenseSelector';
import { QuantityInput } from '../QuantityInput/QuantityInput';
import { VariantPicker } from '../VariantPicker/VariantPicker';
import { useHydrated } from '../../hooks/useHydrated';
import { OldPrice } from '../ProductCard/OldPrice';
import styles from './PurchasePanel.module.css';

interface Props {
  product: Product;
  /** The shopper's license, variant and quantity choice, shared with the page's other add-to-cart controls. */
  purchase: Purchase;
  /** Names the license, size and colour radio groups uniquely on the page. */
  idPrefix: string;
}

export function PurchasePanel({ product, purchase, idPrefix }: Props) {
  // Server HTML: visibly disabled until the page's scripts can act on a tap (issue 22 §7).
  const ready = useHydrated();
  return (
    <div className={styles.panel}>
      <p className={styles.price} data-testid="detail-price">
        {purchase.unitAmount === null ? '' : formatPrice(purchase.unitAmount, purchase.currency)} <OldPrice product={product} />
      </p>
      {purchase.licensed && (
        <LicenseSelector prices={product.prices ?? []} selected={purchase.license} onSelect={purchase.setLicense} name={`${idPrefix}-license`} />
      )}
      <VariantPicker product={product} variant={purchase.variant} onChange={purchase.setVariant} name={idPrefix} />
      {purchase.needsLicense && <p className={styles.note}>{SELECT_LICENSE_NOTE}</p>}
      <div className={styles.actions}>
        <QuantityInput value={purchase.quantity} onChange={purchase.setQuantity} />
        <button
          type="button"
          className={styles.add}
          onClick={purchase.add}
          disabled={!ready || purchase.inCart}
          aria-busy={!ready || undefined}
          {...opensOverlay('cartModal')}
        >
          {!ready ? 'Loading…' : purchase.inCart ? 'Already Added' : 'ADD TO CART'}
        </button>
      </div>
    </div>
  );
}

// Price, license selector, quantity and add to cart for one product; the product page and the quick view both use it.
import { formatPrice, type Product } from '@storefront/shared';
import { SELECT_LICENSE_NOTE, type Purchase } from '../../hooks/usePurchase';
import { LicenseSelector } from '../LicenseSelector/LicenseSelector';
import { QuantityInput } from '../QuantityInput/QuantityInput';
import { useHydrated } from '../../hooks/useHydrated';
import { OldPrice } from '../ProductCard/OldPrice';
import styles from './PurchasePanel.module.css';

interface Props {
  product: Product;
  /** The shopper's license and quantity choice, shared with the page's other add-to-cart controls. */
  purchase: Purchase;
  /** Names the license radio group uniquely on the page. */
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
      {purchase.needsLicense && <p className={styles.note}>{SELECT_LICENSE_NOTE}</p>}
      <div className={styles.actions}>
        <QuantityInput value={purchase.quantity} onChange={purchase.setQuantity} />
        <button type="button" className={styles.add} onClick={purchase.add} disabled={!ready || purchase.inCart} aria-busy={!ready || undefined}>
          {!ready ? 'Loading…' : purchase.inCart ? 'Already Added' : 'ADD TO CART'}
        </button>
      </div>
    </div>
  );
}

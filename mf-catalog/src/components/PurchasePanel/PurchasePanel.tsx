// Price, license selector, size and colour, quantity and add to cart for one product; the product page and the quick view both use it.
// One form from the first paint (decision 0061): before the page's scripts run, the server adds the chosen tier, size,
// colour and typed quantity; once they run, the page does.
import { formatPrice, SELECT_LICENSE_NOTE, SHOPPER_FORM_FIELDS, ShopperForm, type Product } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { QuantityControl } from '@storefront/shared/quantity';
import type { Purchase } from '../../hooks/usePurchase';
import { LicenseSelector } from '../LicenseSelector/LicenseSelector';
import { VariantPicker } from '../VariantPicker/VariantPicker';
import { OldPrice } from '../ProductCard/OldPrice';
import styles from './PurchasePanel.module.css';

interface Props {
  product: Product;
  /** The shopper's license, variant and quantity choice, shared with the page's other add-to-cart controls. */
  purchase: Purchase;
}

export function PurchasePanel({ product, purchase }: Props) {
  return (
    <ShopperForm form="addToCart" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={purchase.add} className={styles.panel}>
      <p className={styles.price} data-testid="detail-price">
        {purchase.unitAmount === null ? '' : formatPrice(purchase.unitAmount, purchase.currency)} <OldPrice product={product} />
      </p>
      {purchase.licensed && (
        <LicenseSelector prices={product.prices ?? []} selected={purchase.license} onSelect={purchase.setLicense} name={SHOPPER_FORM_FIELDS.license} />
      )}
      {/* Radio groups belong to their form: these names are unique within it, whatever else the page shows. */}
      <VariantPicker
        product={product}
        variant={purchase.variant}
        onChange={purchase.setVariant}
        names={{ size: SHOPPER_FORM_FIELDS.size, color: SHOPPER_FORM_FIELDS.color }}
      />
      {purchase.needsLicense && <p className={styles.note}>{SELECT_LICENSE_NOTE}</p>}
      <div className={styles.actions}>
        <QuantityControl value={purchase.quantity} onChange={purchase.setQuantity} names={{ quantity: SHOPPER_FORM_FIELDS.quantity }} />
        <button type="submit" className={styles.add} disabled={purchase.inCart} {...opensOverlay('cartModal')}>
          {purchase.inCart ? 'Already Added' : 'ADD TO CART'}
        </button>
      </div>
    </ShopperForm>
  );
}

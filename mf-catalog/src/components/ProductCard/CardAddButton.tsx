// The card's main button: ADD TO CART, or Quick Add when the product's addToCart says so (SPEC §2), then 'Already Added'.
// A form from the first paint (decision 0061): before the page's scripts run, the server adds the product (Quick Add:
// its first size and colour) and shows the page again; once they run, the page adds it and opens the cart modal.
import { SHOPPER_FORM_FIELDS, ShopperForm, type Product } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { useProductActions } from '../../hooks/useProductActions';
import styles from './ProductCard.module.css';

export const QUICK_ADD_LABEL = 'Quick Add';

export function CardAddButton({ product }: { product: Product }) {
  const actions = useProductActions(product);
  const quickAdd = product.addToCart === QUICK_ADD_LABEL;
  // One form and one button whatever the state, so the button pressed keeps the keyboard focus as it turns to
  // Already Added.
  return (
    <ShopperForm form="addToCart" fields={{ [SHOPPER_FORM_FIELDS.productId]: product.id }} onSubmit={quickAdd ? actions.quickAdd : actions.addToCart}>
      {actions.inCart ? (
        <button type="submit" className={styles.add} disabled>
          Already Added
        </button>
      ) : (
        <button type="submit" className={styles.add} {...opensOverlay(quickAdd ? 'quickAdd' : 'cartModal')}>
          {quickAdd ? QUICK_ADD_LABEL : 'ADD TO CART'}
        </button>
      )}
    </ShopperForm>
  );
}

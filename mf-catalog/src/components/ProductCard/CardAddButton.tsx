// The card's main button: ADD TO CART, or Quick Add when the product's addToCart says so (SPEC §2), then 'Already Added'.
import type { Product } from '@storefront/shared';
import { opensOverlay } from '@storefront/shared/contracts';
import { useProductActions } from '../../hooks/useProductActions';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ProductCard.module.css';

export const QUICK_ADD_LABEL = 'Quick Add';

export function CardAddButton({ product }: { product: Product }) {
  const actions = useProductActions(product);
  // Server HTML: visibly not ready until a tap can do something (issue 22 §7, as on the product page).
  if (!useHydrated()) {
    return (
      <button type="button" className={styles.add} disabled aria-busy="true">
        Loading…
      </button>
    );
  }
  if (actions.inCart) {
    return (
      <button type="button" className={styles.add} disabled>
        Already Added
      </button>
    );
  }
  const quickAdd = product.addToCart === QUICK_ADD_LABEL;
  return (
    <button
      type="button"
      className={styles.add}
      onClick={quickAdd ? actions.quickAdd : actions.addToCart}
      {...opensOverlay(quickAdd ? 'quickAdd' : 'cartModal')}
    >
      {quickAdd ? QUICK_ADD_LABEL : 'ADD TO CART'}
    </button>
  );
}
